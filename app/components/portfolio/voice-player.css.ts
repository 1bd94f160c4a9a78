import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const list = style({
  display: 'grid',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const player = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const heading = style({ display: 'flex', alignItems: 'baseline', gap: tokens.space.md })

export const title = style({ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const duration = style({ color: vars.color.textMuted, fontSize: '0.9rem', fontVariantNumeric: 'tabular-nums' })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const nativeAudio = style({ width: '100%' })

export const hiddenAudio = style({ display: 'none' })

export const controls = style({ display: 'flex', alignItems: 'center', gap: tokens.space.md })

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '46px',
  height: '46px',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** The slider lies invisibly over the waveform: a click or drag on the bars seeks; its focus rings the track. */
export const track = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  height: '48px',
  borderRadius: tokens.radius.sm,
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' } },
})

export const wave = style({ display: 'block', width: '100%', height: '100%' })

export const barsRest = style({ fill: vars.color.textMuted, opacity: 0.45 })

export const barsPlayed = style({ fill: vars.color.accent })

export const seek = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

export const time = style({
  minWidth: '3.2em',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
  fontVariantNumeric: 'tabular-nums',
})
