import { globalStyle } from '@vanilla-extract/css'
import { tokens, vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: tokens.font.body,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
})

// Native controls (date picker, select lists, scrollbars) follow the page's theme.
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' })
globalStyle('html[data-theme="light"]', { colorScheme: 'light' })

globalStyle('body', { margin: 0, minHeight: '100vh' })

globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, margin: 0 })

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.2em' })

globalStyle('img', { maxWidth: '100%', display: 'block' })

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })

globalStyle('.visually-hidden', {
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

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
})
