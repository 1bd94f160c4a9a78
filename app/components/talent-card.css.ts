import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
  gap: tokens.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  overflow: 'hidden',
  position: 'relative',
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms ease, box-shadow 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.raised, borderColor: vars.color.accent },
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** The name's link covers the whole card (one tab stop, one accessible name). */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { textDecoration: 'underline', textDecorationColor: vars.color.accent },
  },
})

export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  // A portrait headshot cropped to the square keeps the face, which sits above the middle.
  objectPosition: '50% 30%',
  background: vars.color.surfaceRaised,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  padding: tokens.space.md,
})

export const name = style({ fontSize: '1.05rem', fontWeight: 700 })

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.xs,
  margin: `${tokens.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.78rem',
  fontWeight: 600,
})

export const rating = style({ marginLeft: 'auto', color: vars.color.text, fontWeight: 600, fontSize: '0.85rem' })

export const typeRow = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm })

/** A recruiter's "Add to shortlist" and "Request", side by side; the shortlist form opens below its button. */
export const recruiterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: tokens.space.sm,
  marginTop: 'auto',
})

// Side by side when they fit, each on a full line in a narrow card (two columns on a phone).
globalStyle(`${recruiterActions} > *`, { flex: '1 1 6.5rem' })
globalStyle(`${recruiterActions} button`, { width: '100%', alignSelf: 'stretch' })
