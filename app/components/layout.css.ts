import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

/** The skip links sit above the page, out of sight, until one of them has the keyboard's focus. */
export const skipLinks = style({ position: 'absolute', top: 0, left: 0, zIndex: 100 })

export const skipLink = style({
  position: 'absolute',
  left: tokens.space.md,
  top: '-100px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  whiteSpace: 'nowrap',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
  borderRadius: tokens.radius.sm,
  selectors: { '&:focus': { top: tokens.space.sm } },
})

/** Below this width the browse links and the second account action move into the header's menu. */
const PHONE = 'screen and (max-width: 720px)'
const NARROW = 'screen and (max-width: 480px)'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.overlay,
  backdropFilter: 'saturate(140%) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
})

/** One row at every width: nothing in it wraps (a phone gets the menu instead). */
export const headerInner = style({
  position: 'relative',
  maxWidth: tokens.maxWidth,
  margin: '0 auto',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: tokens.space.md,
  minHeight: '60px',
  '@media': { [PHONE]: { gap: tokens.space.sm, minHeight: '56px' }, [NARROW]: { paddingInline: tokens.space.sm } },
})

export const browseNav = style({
  display: 'flex',
  gap: tokens.space.xs,
  '@media': { [PHONE]: { display: 'none' } },
})

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: tokens.space.sm,
  minHeight: '40px',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: tokens.font.display,
  fontSize: '1.4rem',
  fontWeight: 700,
  letterSpacing: '0.01em',
  '@media': { [NARROW]: { fontSize: '1.25rem', gap: tokens.space.xs } },
})

/** On the narrowest phones (under 360 px) the mark alone; the link keeps its name "Castline home". */
export const brandName = style({
  '@media': { 'screen and (max-width: 359px)': { display: 'none' } },
})

export const brandMark = style({
  width: '28px',
  height: '28px',
  flexShrink: 0,
  borderRadius: '50%',
  background: `radial-gradient(circle at 35% 35%, ${vars.color.accentHover}, ${vars.color.accent} 55%, transparent 56%)`,
  boxShadow: `0 0 0 2px ${vars.color.accentSoft}`,
})

export const nav = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  gap: tokens.space.sm,
  '@media': { [NARROW]: { gap: tokens.space.xs } },
})

/** What the row shows on a wide screen only: on a phone it is in the menu. */
export const wideOnly = style({
  display: 'contents',
  '@media': { [PHONE]: { display: 'none' } },
})

/** The header's room for the assistant's launcher on a phone: nothing until the launcher is in it. */
export const assistantSlot = style({
  display: 'inline-flex',
  flexShrink: 0,
  selectors: { '&:empty': { display: 'none' } },
})

export const menu = style({
  display: 'none',
  '@media': { [PHONE]: { display: 'block' } },
})

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { borderColor: vars.color.accent },
    [`${menu}[open] > &`]: { borderColor: vars.color.accent, color: vars.color.accent },
  },
})

export const menuIcon = style({ width: '20px', height: '20px' })

/** The open menu: a panel under the header's row, at its right edge. */
export const menuPanel = style({
  position: 'absolute',
  top: '100%',
  right: tokens.space.sm,
  width: `min(18rem, calc(100vw - 2 * ${tokens.space.sm}))`,
  marginTop: tokens.space.xs,
  padding: tokens.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.raised,
})

export const menuNav = style({ display: 'flex', flexDirection: 'column' })

export const menuAccount = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: tokens.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
})

globalStyle(`${menuPanel} a, ${menuPanel} button`, { minHeight: '44px', justifyContent: 'flex-start' })
globalStyle(`${menuAccount} a, ${menuAccount} button`, { justifyContent: 'center', width: '100%' })

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: tokens.maxWidth,
  margin: '0 auto',
  padding: `${tokens.space.lg} ${tokens.space.md} ${tokens.space.xxl}`,
})

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
})

export const footerInner = style({
  maxWidth: tokens.maxWidth,
  margin: '0 auto',
  padding: `${tokens.space.lg} ${tokens.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.md,
  justifyContent: 'space-between',
})

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
})

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.pill,
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: '0.95rem',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accent, color: vars.color.onAccent },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': { [NARROW]: { padding: `0 ${tokens.space.sm}` } },
})

export const userName = style({
  display: 'inline-block',
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A phone's row has no room for a name beside the bell, the assistant and the menu: the initials show
  // instead (userInitials), and the name stays the link's name for screen readers.
  '@media': {
    [NARROW]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
})

/** The signed-in user's initials in a round badge: the profile link on a phone (userName's place). */
export const userInitials = style({
  display: 'none',
  '@media': {
    [NARROW]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '36px',
      height: '36px',
      borderRadius: tokens.radius.pill,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      fontSize: '0.85rem',
      letterSpacing: '0.02em',
    },
  },
})

export const logoutForm = style({ display: 'contents' })
