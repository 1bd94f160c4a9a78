import { style, styleVariants } from '@vanilla-extract/css'
import { badgeBase as requestBadge } from '~/components/requests/requests.css'
import { tokens, vars } from '~/styles/theme.css'

/** A list of call cards: one column on a phone, two or three beside each other on wider screens. */
export const callGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const callCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  height: '100%',
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const callTop = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, minWidth: 0 })

export const brandLogo = style({
  flex: '0 0 40px',
  width: '40px',
  height: '40px',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceRaised,
  objectFit: 'cover',
})

export const brandName = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem', overflowWrap: 'anywhere' })

export const callRole = style({
  margin: 0,
  fontSize: '1.1rem',
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
})

export const callLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: '0.85rem',
})

export const callMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem', marginTop: 'auto' })

const badgeBase = style([requestBadge, { alignSelf: 'flex-start', fontSize: '0.8rem' }])

export const badge = styleVariants({
  match: [badgeBase, { background: vars.color.accent, color: vars.color.onAccent }],
  submitted: [badgeBase, { background: vars.color.accentSoft, color: vars.color.onAccentSoft }],
  shortlisted: [badgeBase, { background: vars.color.accent, color: vars.color.onAccent }],
  declined: [badgeBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
  withdrawn: [badgeBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
  closed: [badgeBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
})

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs })

/** The form's checkbox groups (languages) and single checkboxes. */
export const checkboxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: `0 ${tokens.space.sm}`,
})

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
})

export const checkboxInput = style({ accentColor: vars.color.accent, width: '18px', height: '18px', margin: 0 })

export const legend = style({ fontWeight: 600, fontSize: '0.95rem', padding: 0, marginBottom: tokens.space.xs })

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  minWidth: 0,
})

export const three = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '1fr 1fr 1fr' } },
})

/** The applicants' grid: cards with the review form under each. */
export const applicantGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const applicant = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm })

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const note = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.5 })

export const filterBar = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'flex-end' })

export const description = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6, overflowWrap: 'anywhere' })
