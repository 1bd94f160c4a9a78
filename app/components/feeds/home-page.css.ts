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

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  gap: tokens.space.md,
  marginTop: tokens.space.lg,
})

export const pagerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
})

export const notice = style({
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})
