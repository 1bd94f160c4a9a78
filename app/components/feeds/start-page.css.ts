import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'
import { primaryButton as pagePrimaryButton } from '~/components/page.css'
import { feedSwitch, moreLink, notice } from './feeds.css'

export const start = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.lg,
  padding: `${tokens.space.lg} 0 ${tokens.space.xl}`,
})

export const greeting = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm })

export const title = style({
  fontFamily: tokens.font.display,
  fontSize: 'clamp(1.9rem, 5vw, 2.8rem)',
  fontWeight: 700,
  letterSpacing: '-0.01em',
})

/** Quick actions: a row of pills like the feed switch. */
export const actions = feedSwitch

/** The page's primary button, also as a <button> (which does not inherit the font). */
export const primaryButton = style([
  pagePrimaryButton,
  { font: 'inherit', fontWeight: 600, border: 'none', cursor: 'pointer' },
])

/** The feeds' pill link, also as a button. */
export const secondaryButton = style([moreLink, { font: 'inherit', fontWeight: 600, cursor: 'pointer' }])

/** Two columns on a wide screen: searches beside the numbers. */
export const columns = style({
  display: 'grid',
  gap: tokens.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
})

export const panelTitle = style({ fontSize: '1.1rem', fontWeight: 700 })

export const searchList = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const searchItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

export const searchLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minHeight: '44px',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const searchTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const searchMeta = style({ color: vars.color.textMuted, fontSize: '0.85rem' })

/** An empty part of the page: the feeds' notice, dashed, saying what will appear there. */
export const empty = style([notice, { borderStyle: 'dashed', color: vars.color.textMuted, lineHeight: 1.5 }])

export const completeness = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})

export const profileRow = style({ display: 'flex', alignItems: 'center', gap: tokens.space.md })

export const profilePhoto = style({
  flex: '0 0 auto',
  width: '64px',
  height: '64px',
  borderRadius: tokens.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
})

export const percent = style({ fontSize: '1.25rem', fontWeight: 700, margin: 0 })

export const nextStep = style({ margin: 0, lineHeight: 1.5 })

export const nextLink = style({ color: vars.color.accent, fontWeight: 600 })

export const warning = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
})
