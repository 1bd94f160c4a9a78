import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 560px)': { padding: tokens.space.md } },
})

export const limits = style({
  margin: 0,
  paddingLeft: '1.2em',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
})

export const subheading = style({
  fontSize: '1.1rem',
  fontWeight: 700,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const status = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontWeight: 600,
})

export const empty = style({ margin: 0, color: vars.color.textMuted })

// ---------------------------------------------------------------------------------------------------
// Uploading

export const uploadForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.md,
  borderRadius: tokens.radius.sm,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.background,
})

export const fileInput = style({
  font: 'inherit',
  color: vars.color.text,
  maxWidth: '100%',
  selectors: {
    '&::file-selector-button': {
      marginRight: tokens.space.md,
      minHeight: '40px',
      padding: `0 ${tokens.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: tokens.radius.pill,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
    },
  },
})

export const uploadArea = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md })

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.sm,
  minHeight: '150px',
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.background,
  textAlign: 'center',
  transition: 'border-color 120ms ease, background 120ms ease',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
})

export const dropTitle = style({ margin: 0, fontWeight: 700, fontSize: '1.05rem' })

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
})

export const queue = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, margin: 0, padding: 0 })

export const queueRow = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  alignItems: 'center',
  gap: tokens.space.md,
  padding: tokens.space.sm,
  borderRadius: tokens.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  listStyle: 'none',
  selectors: { '&[data-status="failed"]': { borderColor: vars.color.danger } },
})

export const queueThumb = style({
  width: '56px',
  height: '56px',
  borderRadius: tokens.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.75rem',
  fontWeight: 700,
  color: vars.color.textMuted,
})

export const queueBody = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 })

export const queueName = style({
  margin: 0,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const queueMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const progress = style({
  width: '100%',
  height: '8px',
  appearance: 'none',
  border: 'none',
  borderRadius: tokens.radius.pill,
  overflow: 'hidden',
  background: vars.color.border,
  color: vars.color.accent,
})

globalStyle(`${progress}::-webkit-progress-bar`, { background: vars.color.border })
globalStyle(`${progress}::-webkit-progress-value`, { background: vars.color.accent })
globalStyle(`${progress}::-moz-progress-bar`, { background: vars.color.accent })

export const queueError = style({ margin: 0, color: vars.color.danger, fontSize: '0.88rem', fontWeight: 500 })

export const queueDone = style({ margin: 0, color: vars.color.text, fontSize: '0.88rem', fontWeight: 600 })

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center' })

// ---------------------------------------------------------------------------------------------------
// Buttons of the lists

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  minHeight: '36px',
  padding: '0 12px',
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.88rem',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
})

export const button = styleVariants({
  plain: [buttonBase],
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover': { background: vars.color.accentHover, borderColor: vars.color.accentHover } },
    },
  ],
  danger: [
    buttonBase,
    {
      borderColor: vars.color.danger,
      color: vars.color.danger,
      background: 'transparent',
      selectors: { '&:hover': { borderColor: vars.color.danger } },
    },
  ],
})

// ---------------------------------------------------------------------------------------------------
// Photos

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const photoCard = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflow: 'hidden',
  selectors: {
    '&[data-headshot="true"]': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
})

/** Portrait, as most headshots are; wider on a phone, where one card fills the screen's width. */
export const photoFrame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  background: vars.color.surfaceRaised,
  '@media': { 'screen and (max-width: 560px)': { aspectRatio: '4 / 3' } },
})

/** Fills the frame whatever the photo's own shape (an aspect-ratio box would otherwise grow to fit it). */
export const photoImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '50% 30%',
})

export const headshotBadge = style({
  position: 'absolute',
  top: tokens.space.sm,
  left: tokens.space.sm,
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.78rem',
  fontWeight: 700,
})

export const placeBadge = style({
  position: 'absolute',
  top: tokens.space.sm,
  right: tokens.space.sm,
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.overlay,
  color: vars.color.text,
  fontSize: '0.78rem',
  fontWeight: 600,
})

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
})

export const itemText = style({ margin: 0, fontSize: '0.92rem', overflowWrap: 'anywhere' })

export const itemMuted = style({
  margin: 0,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const disclosure = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: tokens.space.sm,
})

export const summary = style({
  cursor: 'pointer',
  minHeight: '32px',
  display: 'flex',
  alignItems: 'center',
  fontWeight: 600,
  fontSize: '0.9rem',
  color: vars.color.accent,
})

export const dangerSummary = style([summary, { color: vars.color.danger }])

export const disclosureBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  paddingTop: tokens.space.sm,
})

export const warning = style({ margin: 0, fontSize: '0.88rem', color: vars.color.text })

export const smallInput = style({
  width: '100%',
  minHeight: '40px',
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.95rem',
  selectors: {
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.focus}` },
  },
})

export const smallLabel = style({ fontWeight: 600, fontSize: '0.85rem' })

export const smallField = style({ display: 'flex', flexDirection: 'column', gap: '4px' })

// ---------------------------------------------------------------------------------------------------
// Voice demos

export const voiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
})

export const voiceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  listStyle: 'none',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const voiceHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: tokens.space.sm,
})

export const voiceTitle = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const waveform = style({ width: '100%', height: '40px', color: vars.color.accent, display: 'block' })

export const audio = style({ width: '100%', height: '40px' })
