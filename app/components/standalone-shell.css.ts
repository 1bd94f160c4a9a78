import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: tokens.maxWidth,
  margin: '0 auto',
  padding: `${tokens.space.lg} ${tokens.space.md} ${tokens.space.xxl}`,
  '@media': {
    'screen and (min-width: 900px)': { padding: `${tokens.space.xl} ${tokens.space.lg} ${tokens.space.xxl}` },
  },
})

export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.xl,
  alignItems: 'start',
  maxWidth: '560px',
  margin: '0 auto',
  '@media': {
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 520px)',
      maxWidth: 'none',
      gap: tokens.space.xxl,
    },
  },
})

export const pitch = style({
  display: 'none',
  '@media': {
    'screen and (min-width: 900px)': {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.space.lg,
      padding: tokens.space.xl,
      borderRadius: tokens.radius.lg,
      border: `1px solid ${vars.color.border}`,
      background: `radial-gradient(120% 90% at 0% 0%, ${vars.color.accentSoft}, transparent 60%), ${vars.color.surface}`,
      minHeight: '420px',
      justifyContent: 'center',
      // A long form scrolls past; the pitch stays in view beside it.
      position: 'sticky',
      top: '96px',
    },
  },
})

export const pitchEyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
})

export const pitchTitle = style({
  margin: 0,
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.8rem, 3vw, 2.6rem)',
  fontWeight: 700,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
})

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: '1.02rem',
})

export const point = style({ display: 'flex', gap: tokens.space.sm, alignItems: 'flex-start' })

export const pointIcon = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  padding: '3px',
  borderRadius: '50%',
  background: vars.color.accentSoft,
  color: vars.color.accent,
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { 'screen and (min-width: 560px)': { padding: tokens.space.xl } },
})

export const cardHeader = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs })

export const cardEyebrow = style([pitchEyebrow])

export const cardTitle = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.7rem, 4vw, 2.2rem)',
  fontWeight: 700,
  letterSpacing: '-0.01em',
})

export const cardLead = style({ margin: 0, color: vars.color.textMuted })

/** "New here? Create an account" under a form. */
export const altAction = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted })

globalStyle(`${altAction} a`, { fontWeight: 600 })
