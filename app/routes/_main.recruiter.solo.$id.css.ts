import { globalStyle, style } from '@vanilla-extract/css'
import { primaryPill, secondaryPill } from '~/components/buttons.css'
import { tokens, vars } from '~/styles/theme.css'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '340px minmax(0, 1fr)', gap: tokens.space.xl } },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(120% 90% at 0% 0%, ${vars.color.accentSoft}, transparent 65%), ${vars.color.surface}`,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (min-width: 900px)': { position: 'sticky', top: '84px' } },
})

export const photo = style({
  width: '100%',
  maxWidth: '280px',
  height: 'auto',
  aspectRatio: '1 / 1',
  alignSelf: 'center',
  borderRadius: tokens.radius.lg,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  border: `3px solid ${vars.color.accent}`,
  '@media': { 'screen and (max-width: 899px)': { maxWidth: '200px' } },
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 })

export const name = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.9rem, 6vw, 2.6rem)',
  fontWeight: 700,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
})

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: '1.05rem' })

export const rating = style({ margin: 0, color: vars.color.text, fontWeight: 600 })

export const badge = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `2px ${tokens.space.sm}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: '0.8rem',
  fontWeight: 700,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm })

globalStyle(`${actions} > form`, { flex: '1 1 120px', display: 'flex' })

const actionSize = { flex: '1 1 auto', minHeight: '46px' }

export const primaryAction = style([primaryPill, actionSize])

export const secondaryAction = style([secondaryPill, actionSize])

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.88rem' })

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
})

export const noticeError = style({ borderColor: vars.color.danger, color: vars.color.danger })

export const linkField = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.95rem',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
})

export const label = style({ fontWeight: 600 })

export const contactLink = style({ color: vars.color.accent, fontWeight: 700, overflowWrap: 'anywhere' })

export const content = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl, minWidth: 0 })

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md })

export const bio = style({ margin: 0, fontSize: '1.08rem', lineHeight: 1.65, whiteSpace: 'pre-line', maxWidth: '70ch' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  gap: tokens.space.sm,
  margin: 0,
})

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const factTerm = style({ color: vars.color.textMuted, fontSize: '0.85rem', fontWeight: 600 })

export const factDetail = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm, margin: 0, padding: 0 })

export const chip = style({
  listStyle: 'none',
  padding: `6px ${tokens.space.md}`,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: '0.92rem',
})

export const empty = style({ margin: 0, color: vars.color.textMuted })

/** A real headshot: portrait, as large as the card allows on a desktop (the page's largest paint). */
export const headshot = style({
  width: '100%',
  maxWidth: '280px',
  height: 'auto',
  aspectRatio: '4 / 5',
  alignSelf: 'center',
  borderRadius: tokens.radius.lg,
  objectFit: 'cover',
  objectPosition: '50% 30%',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  '@media': { 'screen and (min-width: 900px)': { maxWidth: '100%' } },
})
