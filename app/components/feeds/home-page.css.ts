import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: `${tokens.space.xl} 0 ${tokens.space.xl}`,
})

export const heroTitle = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(2.2rem, 6vw, 4rem)',
  fontWeight: 700,
  letterSpacing: '-0.02em',
  maxWidth: '18ch',
})

export const highlight = style({ color: vars.color.accent })
