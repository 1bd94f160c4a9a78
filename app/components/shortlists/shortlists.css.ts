import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.lg })

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
})

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: tokens.space.sm,
})

globalStyle(`${inlineForm} > :first-child`, { flex: '1 1 220px' })

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: tokens.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const listCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  height: '100%',
  padding: tokens.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** The list's name links to it and covers the card. */
export const coverLink = style({
  color: vars.color.text,
  fontWeight: 700,
  fontSize: '1.1rem',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { textDecoration: 'underline', textDecorationColor: vars.color.accent },
  },
})

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const faces = style({ display: 'flex', gap: tokens.space.xs, margin: 0, padding: 0, listStyle: 'none' })

export const face = style({
  width: '48px',
  height: '48px',
  borderRadius: tokens.radius.pill,
  objectFit: 'cover',
  objectPosition: '50% 30%',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.surface}`,
})

export const badge = style({
  alignSelf: 'flex-start',
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.8rem',
  fontWeight: 600,
})

export const entries = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: tokens.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  overflow: 'hidden',
})

export const entryTools = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: `0 ${tokens.space.md} ${tokens.space.md}`,
})

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm })

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const primaryButton = style([
  button,
  {
    border: 'none',
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover': { background: vars.color.accentHover } },
  },
])

export const dangerButton = style([button, { color: vars.color.danger, borderColor: vars.color.danger }])

export const textarea = style({
  width: '100%',
  minHeight: '72px',
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const disclosure = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm })

export const summary = style([dangerButton, { alignSelf: 'flex-start', listStyle: 'none' }])

globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' })

/** On the owner's list the photo is a reminder, not the point: a band, not a square. */
globalStyle(`${entry} img`, { maxHeight: '200px' })

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
})

export const empty = style({
  padding: tokens.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
})

export const listName = style({ margin: 0, fontSize: '1.1rem' })

/** "Add to shortlist" sits above a card's covering link. */
export const addInPlace = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
})

export const addButton = style([
  button,
  { position: 'relative', zIndex: 1, alignSelf: 'flex-start', minHeight: '40px', fontSize: '0.9rem' },
])

export const addCompact = style([
  button,
  { position: 'relative', zIndex: 1, minHeight: '36px', padding: `0 ${tokens.space.sm}`, fontSize: '0.85rem' },
])

export const addPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
})

/** In a row (the chat's cards): the button sits in the row, the form on a line of its own below. */
export const addInline = style({ display: 'contents' })

export const addPanelLine = style([addPanel, { flexBasis: '100%' }])

globalStyle(`${addInline} > button`, { alignSelf: 'center' })

export const who = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, margin: 0 })
