import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

/** A pill-shaped button or link: the base of the actions on the talent page and the request pages. */
export const pillButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  borderRadius: tokens.radius.pill,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const primaryPill = style([
  pillButton,
  {
    border: 'none',
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
])

export const secondaryPill = style([
  pillButton,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  },
])
