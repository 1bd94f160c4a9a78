import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

const LAUNCHER_SIZE = '56px'
/** The chat covers the whole screen below this width; a link followed in it closes it (chat-panel.tsx). */
export const FULL_SCREEN_MEDIA = 'screen and (max-width: 560px)'

export const launcher = style({
  position: 'fixed',
  right: tokens.space.md,
  bottom: tokens.space.md,
  zIndex: 40,
  height: LAUNCHER_SIZE,
  minWidth: LAUNCHER_SIZE,
  padding: `0 ${tokens.space.lg}`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  border: 'none',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  fontSize: '1rem',
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': {
    // A round icon button on a phone: its name stays for screen readers (launcherLabel).
    [FULL_SCREEN_MEDIA]: { width: LAUNCHER_SIZE, padding: 0, justifyContent: 'center' },
  },
})

/** The launcher's words; a phone shows the icon alone (the button's aria-label keeps the name). */
export const launcherLabel = style({ '@media': { [FULL_SCREEN_MEDIA]: { display: 'none' } } })

/** Same size and place as the launcher, so nothing moves when the island arrives. */
export const launcherSkeleton = style([launcher, { visibility: 'hidden' }])

/**
 * Room at the end of the page for the launcher, which floats over the bottom right on a wider screen: scrolled to
 * the end, the page's last links and text are above it, never under it.
 */
export const launcherSpace = style({
  height: `calc(${LAUNCHER_SIZE} + 2 * ${tokens.space.md})`,
  // On a phone the launcher sits in the header's row instead (launcherInHeader): no room needed.
  '@media': { [FULL_SCREEN_MEDIA]: { display: 'none' } },
})

/**
 * On a phone the launcher is a round button in the sticky header's row (the header's #assistant-slot), so it never
 * floats over a card's text or controls the way a button in the corner of the screen does.
 */
export const launcherInHeader = style([
  launcher,
  { position: 'static', width: '44px', height: '44px', minWidth: '44px', padding: 0, boxShadow: 'none' },
])

export const launcherIcon = style({ width: '22px', height: '22px' })

export const panel = style({
  position: 'fixed',
  right: tokens.space.md,
  bottom: `calc(${LAUNCHER_SIZE} + ${tokens.space.lg})`,
  zIndex: 41,
  width: 'min(420px, calc(100vw - 2 * 16px))',
  height: 'min(640px, calc(100vh - 120px))',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  '@media': {
    [FULL_SCREEN_MEDIA]: {
      inset: 0,
      width: '100vw',
      height: '100dvh',
      borderRadius: 0,
      border: 'none',
    },
  },
})

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

/** The title with the connection's status under it: one line each, at any width. */
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 })

export const panelTitle = style({
  margin: 0,
  fontSize: '1.05rem',
  fontFamily: tokens.font.display,
  whiteSpace: 'nowrap',
})

export const status = style({
  whiteSpace: 'nowrap',
  fontSize: '0.8rem',
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
})

const dot = style({ width: '8px', height: '8px', borderRadius: '50%', display: 'inline-block' })
export const statusDot = styleVariants({
  online: [dot, { background: vars.color.accent }],
  offline: [dot, { background: vars.color.textMuted }],
})

export const headerActions = style({ marginLeft: 'auto', display: 'flex', gap: tokens.space.xs, flexShrink: 0 })

export const iconButton = style({
  minWidth: '36px',
  height: '36px',
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '0.85rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const log = style({
  flex: 1,
  overflowY: 'auto',
  padding: tokens.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  overscrollBehavior: 'contain',
})

const bubbleBase = style({
  maxWidth: '88%',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  lineHeight: 1.45,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const bubble = styleVariants({
  user: [bubbleBase, { alignSelf: 'flex-end', background: vars.color.accent, color: vars.color.onAccent }],
  assistant: [
    bubbleBase,
    { alignSelf: 'flex-start', background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` },
  ],
  error: [bubbleBase, { alignSelf: 'flex-start', border: `1px solid ${vars.color.danger}`, color: vars.color.text }],
})

/** A message with talent cards takes the log's whole width: the cards and their Connect need it on a phone. */
export const withCards = style({ maxWidth: '100%', alignSelf: 'stretch' })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, marginTop: tokens.space.xs })

export const option = style({
  padding: `6px ${tokens.space.md}`,
  minHeight: '36px',
  border: `1px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '0.9rem',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentSoft },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const cards = style({
  display: 'grid',
  gap: tokens.space.xs,
  margin: `${tokens.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  alignSelf: 'stretch',
})

export const card = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** Wraps only for the "add to shortlist" form, which takes a line of its own under the card. */
export const cardRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', gap: tokens.space.xs })

/** Connect beside a card: an option's look, as high as the card. */
export const cardAction = style([
  option,
  { flexShrink: 0, alignSelf: 'center', minHeight: '44px', borderRadius: tokens.radius.md, fontSize: '0.85rem' },
])

/** A contact link (WhatsApp, email): an option's look, but a real link, underlined as one. */
export const contactLink = style([
  option,
  {
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
])

export const cardPhoto = style({
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  flexShrink: 0,
  objectFit: 'cover',
  objectPosition: '50% 30%',
  background: vars.color.accentSoft,
})
export const cardName = style({ margin: 0, fontWeight: 700, fontSize: '0.95rem' })
export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const viewAll = style({
  display: 'inline-flex',
  marginTop: tokens.space.sm,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

const bounce = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } })

export const typing = style({
  display: 'inline-flex',
  gap: '4px',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  alignSelf: 'flex-start',
})
export const typingDot = style({
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.15s' }, '&:nth-child(3)': { animationDelay: '0.3s' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const composer = style({
  display: 'flex',
  gap: tokens.space.sm,
  padding: tokens.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: '1rem',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
})

export const send = style([
  option,
  { background: vars.color.accent, color: vars.color.onAccent, fontWeight: 700, minHeight: '44px' },
])

export const notice = style({
  margin: 0,
  padding: `${tokens.space.xs} ${tokens.space.md}`,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
  background: vars.color.accentSoft,
})
