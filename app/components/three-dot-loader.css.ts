import { keyframes, style } from '@vanilla-extract/css'
import { tokens, vars } from '~/styles/theme.css'

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'scale(0.6)', opacity: 0.4 },
  '40%': { transform: 'scale(1)', opacity: 1 },
})

export const backdrop = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '240px',
  background: '#0d0e12',
  borderRadius: tokens.radius.md,
})

export const dots = style({ display: 'inline-flex', gap: tokens.space.sm })

export const dot = style({
  width: '12px',
  height: '12px',
  borderRadius: '50%',
  background: vars.color.accent,
  animation: `${bounce} 1.2s infinite ease-in-out both`,
  selectors: {
    '&:nth-child(1)': { animationDelay: '-0.32s' },
    '&:nth-child(2)': { animationDelay: '-0.16s' },
  },
})
