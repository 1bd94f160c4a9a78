import { style, styleVariants } from '@vanilla-extract/css'
import { pillButton, primaryPill, secondaryPill } from '~/components/buttons.css'
import { tokens, vars } from '~/styles/theme.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.lg, maxWidth: '820px' })

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs })

export const title = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.9rem, 4.5vw, 2.6rem)',
  fontWeight: 700,
  lineHeight: 1.15,
})

export const list = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md, margin: 0, padding: 0 })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 560px)': { padding: tokens.space.md } },
})

export const cardTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${tokens.space.sm} ${tokens.space.md}`,
  minWidth: 0,
})

export const avatar = style({
  width: '56px',
  height: '56px',
  flex: '0 0 56px',
  borderRadius: tokens.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
})

// A name narrower than this puts the status badge on a line of its own (phones).
export const who = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: '1 1 180px' })

export const whoName = style({ margin: 0, fontSize: '1.15rem', fontWeight: 700, overflowWrap: 'anywhere' })

export const whoLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.95rem' })

/** A small status pill; the request and casting call badges vary its colours. */
export const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 0 auto',
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  fontSize: '0.85rem',
  fontWeight: 700,
  border: '1px solid transparent',
})

export const badge = styleVariants({
  pending: [badgeBase, { background: vars.color.accentSoft, color: vars.color.onAccentSoft }],
  accepted: [badgeBase, { background: vars.color.accent, color: vars.color.onAccent }],
  declined: [badgeBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
  withdrawn: [badgeBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: tokens.space.sm,
  margin: 0,
})

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 })

export const factTerm = style({ color: vars.color.textMuted, fontSize: '0.85rem', fontWeight: 600 })

export const factDetail = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const message = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceRaised,
  whiteSpace: 'pre-line',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
})

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
})

export const contactLink = style({
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: '1.05rem',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, alignItems: 'center' })

export const primaryButton = primaryPill

export const secondaryButton = secondaryPill

export const quietButton = style([
  pillButton,
  {
    border: `1px solid transparent`,
    background: 'transparent',
    color: vars.color.danger,
    selectors: { '&:hover': { borderColor: vars.color.danger } },
  },
])

export const empty = style({
  margin: 0,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
})

export const sectionHeading = style({ display: 'flex', alignItems: 'baseline', gap: tokens.space.sm, flexWrap: 'wrap' })

export const count = style({
  display: 'inline-flex',
  minWidth: '1.6em',
  justifyContent: 'center',
  padding: `0 ${tokens.space.xs}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.9rem',
  fontWeight: 700,
})

export const backLink = style({
  color: vars.color.accent,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
