import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: tokens.radius.pill,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
})

export const bellIcon = style({ width: '22px', height: '22px' })

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
})

export const page = style({ maxWidth: '760px', margin: '0 auto', padding: `${tokens.space.lg} ${tokens.space.md}` })

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  marginBottom: tokens.space.md,
})

export const title = style({ margin: 0, fontFamily: tokens.font.display })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.sm })

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  // A phone: the button goes under the text, which keeps the row's width.
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', justifyItems: 'start' } },
})

/** Unread: a raised card with the accent's bar at the start, and a bold title. */
export const unread = style({
  background: vars.color.surfaceRaised,
  borderInlineStart: `4px solid ${vars.color.accent}`,
})

export const itemTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 })

export const itemTitleUnread = style({ fontWeight: 800 })

export const itemLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accent } },
})

export const itemBody = style({ margin: `${tokens.space.xs} 0 0`, color: vars.color.textMuted })

export const meta = style({
  margin: `${tokens.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: '0.85rem',
  display: 'flex',
  gap: tokens.space.sm,
  flexWrap: 'wrap',
})

export const unreadLabel = style({ color: vars.color.accent, fontWeight: 700 })

export const empty = style({ color: vars.color.textMuted })

export const more = style({ marginTop: tokens.space.md, textAlign: 'center' })
