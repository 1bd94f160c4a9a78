import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const caption = style({ fontWeight: 700 })

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, margin: 0, padding: 0 })

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: '0.88rem',
})

export const swatch = style({ display: 'inline-block', width: '18px', height: '4px', borderRadius: '2px' })

/** One class per series: the line, its legend swatch and its hover dot take the same theme colour. */
export const views = style({})
export const shares = style({})
export const connections = style({})

const seriesColours = [
  [views, vars.color.accent],
  [shares, vars.color.focus],
  [connections, vars.color.text],
] as const
for (const [series, colour] of seriesColours) {
  globalStyle(`${swatch}${series}`, { background: colour })
  globalStyle(`${series} .recharts-line-curve`, { stroke: colour })
}
globalStyle(`${connections} .recharts-line-curve`, { strokeDasharray: '6 4' })

/** The chart is drawn at a fixed size on the server and scales to its column (the SVG has a viewBox). */
export const chart = style({ width: '100%' })

export const narrow = style({ '@media': { 'screen and (min-width: 640px)': { display: 'none' } } })
export const medium = style({
  display: 'none',
  '@media': { 'screen and (min-width: 640px) and (max-width: 1039px)': { display: 'block' } },
})
export const wide = style({ display: 'none', '@media': { 'screen and (min-width: 1040px)': { display: 'block' } } })

globalStyle(`${chart} .recharts-wrapper`, { width: '100% !important', height: 'auto !important' })
globalStyle(`${chart} svg.recharts-surface`, { width: '100%', height: 'auto', overflow: 'visible' })

export const grid = style({})
globalStyle(`${grid} line`, { stroke: vars.color.border })

export const axis = style({})
globalStyle(`${axis} text`, { fill: vars.color.textMuted, fontSize: '13px' })
globalStyle(`${axis} line, ${axis} .recharts-cartesian-axis-line`, { stroke: vars.color.border })

export const details = style({ marginTop: tokens.space.xs })

export const summary = style({
  cursor: 'pointer',
  color: vars.color.accent,
  fontWeight: 600,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const tableWrap = style({ overflowX: 'auto' })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })

globalStyle(`${table} th, ${table} td`, {
  padding: `6px ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
})
globalStyle(`${table} th:first-child`, { textAlign: 'left' })
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: '0.85rem' })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
