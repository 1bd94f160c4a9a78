import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const categoryList = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl })

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.md,
  scrollMarginTop: '80px',
})

export const categoryHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  flexWrap: 'wrap',
})

export const categoryTitle = style({ fontSize: '1.15rem', fontWeight: 700 })

export const bannerStrip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(64%, 280px)',
  gap: tokens.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${tokens.space.sm}`,
})

export const bannerItem = style({ scrollSnapAlign: 'start' })

export const bannerLink = style({
  display: 'block',
  borderRadius: tokens.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
})

export const bannerImage = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover' })

export const brandGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
  gap: tokens.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

const brandCardBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '72px',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const brandCard = style([
  brandCardBase,
  {
    height: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.accent }, '&:focus-visible': { borderColor: vars.color.focus } },
  },
])

export const brandLogo = style({
  flex: '0 0 auto',
  width: '44px',
  height: '44px',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceRaised,
})

export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

/** Whole, wrapped if need be: cut short, "Silverline Talent Management" and "… Talent Agency" looked alike. */
export const brandName = style({ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' })

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

/** Same size as a brand card, so the appended page takes its place without a jump. */
export const brandSkeleton = style([
  brandCardBase,
  { '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.2s ease-in-out infinite` } } },
])

export const skeletonLogo = style([brandLogo, { background: vars.color.surfaceRaised }])

export const skeletonLine = style({
  height: '0.8rem',
  width: '60%',
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceRaised,
})

export const moreRow = style({ display: 'flex', justifyContent: 'flex-start', minHeight: '44px' })

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${tokens.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
})

export const textLink = style({ color: vars.color.accent, fontWeight: 600 })

export const notice = style({
  margin: 0,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})

export const statSection = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.sm })

export const statTitle = style({ fontSize: '1.1rem', fontWeight: 700 })

const WIDE = 'screen and (min-width: 720px)'

/** One stat a row on a phone (number beside its words); a grid of cards from 720px. */
export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
})

/** Four stats make a 2 x 2 grid, three a row. */
export const statColumns = styleVariants({ 3: 3, 4: 2 }, (columns) => ({
  '@media': { [WIDE]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } },
}))

export const stat = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"value label" "value counts"',
  alignItems: 'center',
  columnGap: tokens.space.sm,
  rowGap: '2px',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  '@media': {
    [WIDE]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: tokens.space.xs,
      padding: tokens.space.md,
    },
  },
})

export const statLabel = style({
  gridArea: 'label',
  alignSelf: 'end',
  fontWeight: 600,
  fontSize: '0.95rem',
  '@media': { [WIDE]: { alignSelf: 'auto' } },
})

/** The number reads first, above its label (beside it on a phone). */
export const statValue = style({
  gridArea: 'value',
  order: -1,
  margin: 0,
  fontSize: '1.75rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
})

export const statCounts = style({
  gridArea: 'counts',
  alignSelf: 'start',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  lineHeight: 1.35,
})

export const feedSwitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const feedSwitchLink = style([
  moreLink,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        borderColor: vars.color.accent,
      },
    },
  },
])

/** A page of sections, evenly spaced. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xl,
  paddingTop: tokens.space.lg,
})

export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
  fontSize: '0.9rem',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
})
