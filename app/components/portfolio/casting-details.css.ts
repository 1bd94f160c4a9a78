import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  gap: tokens.space.sm,
  margin: 0,
})

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

/** Two columns where the grid has two (a 380-px phone has; a narrower one has one, and spanning would add one). */
export const wideFact = style({ '@media': { 'screen and (min-width: 380px)': { gridColumn: 'span 2' } } })

export const term = style({ color: vars.color.textMuted, fontSize: '0.85rem', fontWeight: 600 })

export const detail = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const credits = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const credit = style({
  display: 'flex',
  gap: tokens.space.md,
  alignItems: 'baseline',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

export const year = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

export const creditBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const creditTitle = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const creditMeta = style({ color: vars.color.textMuted, fontSize: '0.92rem' })

export const link = style({
  color: vars.color.accent,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const handles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const handle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `2px ${tokens.space.sm}`,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const platform = style({ color: vars.color.textMuted, fontSize: '0.85rem', fontWeight: 600 })

export const handleName = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const followers = style({ color: vars.color.text, fontSize: '0.92rem' })

export const selfDeclared = style({ color: vars.color.textMuted, fontSize: '0.85rem' })
