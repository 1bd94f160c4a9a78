import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', justifyItems: 'start' } },
})

export const logo = style({
  width: '112px',
  height: '112px',
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceRaised,
})

export const details = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, minWidth: 0 })

export const name = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.8rem, 5vw, 2.6rem)',
  fontWeight: 700,
  overflowWrap: 'anywhere',
})

export const category = style({
  alignSelf: 'flex-start',
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.85rem',
  fontWeight: 600,
  margin: 0,
})

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '65ch' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md })

export const headlines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const headline = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  flexWrap: 'wrap',
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})

export const headlineTitle = style({ fontWeight: 600, margin: 0 })

export const headlineDate = style({ color: vars.color.textMuted, fontSize: '0.9rem' })

export const back = style({ color: vars.color.accent, fontWeight: 600 })
