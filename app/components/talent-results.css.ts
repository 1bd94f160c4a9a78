import { style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const results = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md })

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: tokens.space.md,
  marginTop: tokens.space.md,
})

export const pagerLink = style({
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
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const loadMore = style([
  pagerLink,
  {
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&[aria-disabled="true"]': { opacity: 0.75, cursor: 'progress' },
    },
  },
])

export const pageNumber = style({ color: vars.color.textMuted, fontWeight: 600 })

export const error = style({
  margin: 0,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.danger,
  fontWeight: 600,
})

export const end = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const errorTitle = style({ margin: 0 })

export const notice = style({
  margin: 0,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
})

export const inlineLink = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '3px',
})
