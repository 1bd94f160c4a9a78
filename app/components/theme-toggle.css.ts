import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '40px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.9rem',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
  '@media': {
    'screen and (max-width: 480px)': { padding: `0 ${tokens.space.sm}`, minWidth: '40px', justifyContent: 'center' },
  },
})

export const icon = style({ width: '18px', height: '18px' })

/** On a phone the icon alone (the button keeps its accessible name), leaving room for the account links. */
export const label = style({
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
})
