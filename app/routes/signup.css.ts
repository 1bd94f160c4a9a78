import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: tokens.space.xs,
  padding: tokens.space.xs,
  borderRadius: tokens.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
})

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  borderRadius: tokens.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
})
