import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' } },
})

export const item = style({ minWidth: 0 })

export const figure = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, margin: 0 })

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  cursor: 'zoom-in',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  objectPosition: '50% 30%',
  transition: 'transform 200ms ease',
  selectors: { [`${thumbnail}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const caption = style({
  color: vars.color.textMuted,
  fontSize: '0.88rem',
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
})
