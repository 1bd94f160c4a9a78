import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(120% 120% at 0% 0%, ${vars.color.accentSoft}, transparent 60%), ${vars.color.surface}`,
})

export const photo = style({
  width: '120px',
  height: '120px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  border: `3px solid ${vars.color.accent}`,
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 })

export const name = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.8rem, 5vw, 2.6rem)',
  fontWeight: 700,
  overflowWrap: 'anywhere',
})

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: '1.05rem' })

export const badge = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.8rem',
  fontWeight: 700,
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  marginTop: tokens.space.xl,
})

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: tokens.space.sm,
  margin: 0,
  '@media': { 'screen and (min-width: 720px)': { gap: tokens.space.md } },
})

export const counter = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  // Reversed, so flex-end is the top: every number on one line whatever its label wraps to.
  justifyContent: 'flex-end',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const counterLabel = style({ color: vars.color.textMuted, fontSize: '0.85rem' })

export const counterCounts = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8rem', lineHeight: 1.35 })

export const counterValue = style({
  margin: 0,
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.5rem, 5vw, 2.2rem)',
  fontWeight: 700,
})

export const headerLink = style({
  alignSelf: 'flex-start',
  color: vars.color.accent,
  fontWeight: 600,
  minHeight: '24px',
})

export const formCard = style({
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 560px)': { padding: tokens.space.md } },
})

export const textarea = style({
  width: '100%',
  minHeight: '140px',
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  resize: 'vertical',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})

export const submitRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { 'screen and (min-width: 720px)': { maxWidth: '280px', marginLeft: 'auto', width: '100%' } },
})

export const numbersNote = style({ margin: 0, color: vars.color.textMuted })

export const completenessLine = style({ margin: `0 0 ${tokens.space.sm}`, fontSize: '1.05rem' })

export const meter = style({
  height: '10px',
  borderRadius: tokens.radius.pill,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  marginBottom: tokens.space.md,
})

export const meterFill = style({ height: '100%', background: vars.color.accent, borderRadius: tokens.radius.pill })

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  margin: `${tokens.space.sm} 0 0`,
  paddingLeft: '1.2em',
  lineHeight: 1.8,
})
