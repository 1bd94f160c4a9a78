import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 720px)': { padding: tokens.space.lg } },
})

/** One column on a phone, two on a tablet, all five in a row on a desktop. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md })

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  border: 'none',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.sm}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '4px',
})
