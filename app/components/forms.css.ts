import { globalStyle, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.md })

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 })

/** Two fields side by side from tablet width, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space.md,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
})

export const label = style({ fontWeight: 600, fontSize: '0.95rem', color: vars.color.text, padding: 0 })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

const control = style({
  width: '100%',
  minHeight: '46px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1rem',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

export const input = style([control])

export const select = style([control, { cursor: 'pointer', paddingRight: tokens.space.sm }])

globalStyle(`${select} option`, { background: vars.color.surface, color: vars.color.text })

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm })

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.sm,
  minHeight: '44px',
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const radioInput = style({ accentColor: vars.color.accent, margin: 0, width: '18px', height: '18px' })

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: '0.88rem',
  fontWeight: 500,
})

export const formErrors = style({
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: tokens.radius.sm,
  color: vars.color.danger,
  fontWeight: 600,
  selectors: { '&[hidden]': { display: 'none' } },
})

globalStyle(`${formErrors} p`, { margin: 0 })

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '48px',
  marginTop: tokens.space.xs,
  padding: `0 ${tokens.space.lg}`,
  border: 'none',
  borderRadius: tokens.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
})
