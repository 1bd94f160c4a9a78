import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

/** From here the filters always show; below it they fold behind "Filters (n)". Also read by matchMedia. */
export const WIDE_SCREEN = 'screen and (min-width: 960px)'

/** The disclosure around the form. */
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})

// Without JavaScript a wide screen shows the form of a closed panel too (its summary is hidden there).
globalStyle(`${panel}::details-content`, {
  '@media': { [WIDE_SCREEN]: { contentVisibility: 'visible', display: 'block' } },
})

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  minHeight: '48px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"', color: vars.color.accent, fontSize: '1.1rem', transition: 'transform 150ms ease' },
    [`${panel}[open] > &::after`]: { transform: 'rotate(180deg)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [WIDE_SCREEN]: { display: 'none' } },
})

export const count = style({ color: vars.color.accent })

export const summaryHint = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontWeight: 500,
  fontSize: '0.9rem',
})

export const whenClosed = style({})
export const whenOpen = style({})
globalStyle(`${panel}[open] ${whenClosed}, ${panel}:not([open]) ${whenOpen}`, { display: 'none' })

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  padding: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [WIDE_SCREEN]: { padding: tokens.space.lg, borderTop: 'none' } },
})

/** One column on a phone, two on a tablet, four in a row on a desktop (the name box takes two). */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [WIDE_SCREEN]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const nameField = style({ gridColumn: '1 / -1', '@media': { [WIDE_SCREEN]: { gridColumn: 'span 2' } } })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.md })

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  border: 'none',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.sm}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '4px',
})

/** What a guest gets by signing in, where a member has the form. */
export const unlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.sm,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 720px)': { padding: tokens.space.lg } },
})

export const unlockTitle = style({ margin: 0, fontSize: '1.2rem', fontWeight: 700 })

export const unlockList = style({
  margin: 0,
  paddingLeft: '1.2em',
  display: 'grid',
  gap: '4px',
  color: vars.color.text,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(3, auto)', columnGap: tokens.space.xl } },
})

export const unlockActions = style([actions, { marginTop: tokens.space.xs }])

export const suggestion = style({
  color: vars.color.text,
  fontWeight: 700,
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '3px',
})

/** The languages' group takes a whole row on a phone and a tablet, two columns on a desktop. */
export const languagesField = style({
  gridColumn: '1 / -1',
  '@media': { [WIDE_SCREEN]: { gridColumn: 'span 2' } },
})

export const languagesLegend = style({ marginBottom: '6px' })

export const languages = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
})

export const languagesSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.sm,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '"▾"',
      marginLeft: 'auto',
      color: vars.color.accent,
      transition: 'transform 150ms ease',
    },
    [`${languages}[open] > &::after`]: { transform: 'rotate(180deg)' },
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
})

export const languagesChosen = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const languageOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `0 ${tokens.space.md}`,
  padding: `${tokens.space.xs} ${tokens.space.md} ${tokens.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [WIDE_SCREEN]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const languagesHint = style({
  gridColumn: '1 / -1',
  margin: `${tokens.space.xs} 0`,
  color: vars.color.textMuted,
  fontSize: '0.85rem',
})

export const languageOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '40px',
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
})

export const languageBox = style({ accentColor: vars.color.accent, margin: 0, width: '18px', height: '18px' })

/** The active languages, each a removal link. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space.sm })

export const chipsLabel = style({ color: vars.color.textMuted, fontWeight: 600, fontSize: '0.95rem' })

export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  minHeight: '36px',
  padding: `0 ${tokens.space.sm} 0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const chipRemove = style({ fontSize: '1.2rem', lineHeight: 1, color: vars.color.accent })
