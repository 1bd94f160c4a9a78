import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

/** The dialog covers the screen itself, opaque: its colours come from the theme, which `::backdrop` may not see. */
export const dialog = style({
  width: '100vw',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'transparent' } },
})

// The page behind a modal is inert; it should not scroll under the photo either.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' })

export const frame = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  height: '100%',
  padding: tokens.space.md,
  gap: tokens.space.sm,
  '@media': { 'screen and (min-width: 900px)': { padding: tokens.space.lg } },
})

export const bar = style({ display: 'flex', alignItems: 'center', gap: tokens.space.md })

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: '1rem',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const counter = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '46px',
  height: '46px',
  flexShrink: 0,
  padding: 0,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const close = roundButton

/** The photo and its caption, centred together in the space between the bar and the arrows. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minHeight: 0,
  margin: 0,
  overflow: 'auto',
})

/**
 * As large as fits: the screen's height less the bar, the arrows, a caption line and the gaps. Both
 * limits with auto width and height keep the photo's shape (CSS 2.1 §10.4).
 */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100dvh - 220px)',
  width: 'auto',
  height: 'auto',
  borderRadius: tokens.radius.sm,
  boxShadow: vars.shadow.raised,
})

export const caption = style({ color: vars.color.text, textAlign: 'center', maxWidth: '70ch' })

export const nav = style({ display: 'flex', justifyContent: 'center', gap: tokens.space.lg })

export const navButton = roundButton
