import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: tokens.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const figure = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, margin: 0 })

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: tokens.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const player = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 })

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${tokens.space.xs} ${tokens.space.md}`,
})

export const title = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: '0.92rem',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
