import { globalStyle } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

// nprogress draws its own elements (#nprogress .bar); we only colour and place them.
globalStyle('#nprogress', { pointerEvents: 'none' })
globalStyle('#nprogress .bar', {
  background: vars.color.accent,
  position: 'fixed',
  zIndex: 1031,
  top: 0,
  left: 0,
  width: '100%',
  height: '3px',
})
globalStyle('#nprogress .peg', {
  display: 'block',
  position: 'absolute',
  right: 0,
  width: '100px',
  height: '100%',
  boxShadow: `0 0 10px ${vars.color.accent}, 0 0 5px ${vars.color.accent}`,
  opacity: 1,
  transform: 'rotate(3deg) translate(0px, -4px)',
})
globalStyle('#nprogress .bar', {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
})
