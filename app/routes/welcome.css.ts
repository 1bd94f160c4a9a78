import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: tokens.space.md,
  padding: `${tokens.space.xl} ${tokens.space.md}`,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(90% 120% at 50% 0%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surface}`,
  '@media': { 'screen and (min-width: 720px)': { padding: `${tokens.space.xxl} ${tokens.space.xl}` } },
})

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
})

export const title = style({
  maxWidth: '20ch',
  fontFamily: tokens.font.display,
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  fontWeight: 700,
  letterSpacing: '-0.01em',
})

export const highlight = style({ color: vars.color.accent })

export const lead = style({ maxWidth: '58ch', margin: 0, color: vars.color.textMuted, fontSize: '1.1rem' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space.sm,
  marginTop: tokens.space.sm,
})

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  minWidth: '180px',
  padding: `0 ${tokens.space.lg}`,
  borderRadius: tokens.radius.pill,
  fontWeight: 700,
  textDecoration: 'none',
})

export const primary = style([
  button,
  {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
])

export const secondary = style([
  button,
  {
    border: `1px solid ${vars.color.accent}`,
    color: vars.color.accent,
    selectors: { '&:hover': { background: vars.color.accentSoft } },
  },
])

export const browse = style({ fontWeight: 600 })

export const features = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  margin: `${tokens.space.xl} 0 0`,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const featureTitle = style({ fontSize: '1.15rem', fontWeight: 700 })

export const featureText = style({ margin: 0, color: vars.color.textMuted, flex: 1 })

globalStyle(`${feature} a`, { fontWeight: 600 })
