import { style, styleVariants } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

const base = style({
  width: `calc(100% - 2 * ${tokens.space.md})`,
  maxWidth: tokens.maxWidth,
  margin: `${tokens.space.sm} auto 0`,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: 'center',
  boxShadow: vars.shadow.card,
})

export const banner = styleVariants({
  info: [base],
  success: [base, { borderColor: vars.color.accent }],
  warning: [base, { borderColor: vars.color.accent }],
  error: [base, { borderColor: vars.color.danger, color: vars.color.danger }],
})
