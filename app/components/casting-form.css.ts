import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  margin: 0,
  padding: `${tokens.space.md} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
})

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: tokens.space.sm,
  fontSize: '1.1rem',
  fontWeight: 700,
  color: vars.color.text,
})

/** Three short numbers side by side, a phone too: chest, waist, hips. */
export const measurements = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: tokens.space.sm,
  '@media': { 'screen and (min-width: 560px)': { gap: tokens.space.md } },
})

/** Two short numbers side by side, a phone too: height and shoe size. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space.sm,
  '@media': { 'screen and (min-width: 560px)': { gap: tokens.space.md } },
})

/** Three fields side by side from a tablet up; stacked on a phone. */
export const threeColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const rowCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  margin: 0,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
  minWidth: 0,
})

export const rowLegend = style({ padding: `0 ${tokens.space.xs}`, fontWeight: 600, fontSize: '0.9rem' })

export const rowButtons = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm })

export const rowButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.textMuted } },
})
