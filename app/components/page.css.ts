import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
})

export const title = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  fontWeight: 700,
  letterSpacing: '-0.01em',
})

export const lead = style({ color: vars.color.textMuted, fontSize: '1.1rem', maxWidth: '60ch', margin: 0 })

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: tokens.space.md,
  padding: `${tokens.space.xxl} 0`,
})

export const primaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md })

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  flexWrap: 'wrap',
})

export const sectionTitle = style({ fontSize: '1.35rem', fontWeight: 700 })

export const muted = style({ color: vars.color.textMuted, margin: 0 })
