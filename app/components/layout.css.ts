import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

export const skipLink = style({
  position: 'absolute',
  left: tokens.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  borderRadius: tokens.radius.sm,
  selectors: { '&:focus': { top: tokens.space.md } },
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.overlay,
  backdropFilter: 'saturate(140%) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerInner = style({
  maxWidth: tokens.maxWidth,
  margin: '0 auto',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.md,
  minHeight: '60px',
  flexWrap: 'wrap',
  '@media': { 'screen and (max-width: 720px)': { rowGap: 0 } },
})

/** Talents and categories: beside the brand on a wide screen, a row of its own under it on a phone. */
export const browseNav = style({
  display: 'flex',
  gap: tokens.space.xs,
  '@media': {
    'screen and (max-width: 720px)': {
      order: 3,
      width: '100%',
      paddingBottom: tokens.space.xs,
      overflowX: 'auto',
    },
  },
})

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: tokens.font.display,
  fontSize: '1.4rem',
  fontWeight: 700,
  letterSpacing: '0.01em',
})

export const brandMark = style({
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: `radial-gradient(circle at 35% 35%, ${vars.color.accentHover}, ${vars.color.accent} 55%, transparent 56%)`,
  boxShadow: `0 0 0 2px ${vars.color.accentSoft}`,
})

export const nav = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  '@media': { 'screen and (max-width: 480px)': { gap: tokens.space.xs } },
})

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
  '@media': { 'screen and (max-width: 480px)': { padding: `0 ${tokens.space.sm}` } },
})

export const userName = style({
  display: 'inline-block',
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 480px)': { maxWidth: '8ch' } },
})

export const logoutForm = style({ display: 'contents' })
