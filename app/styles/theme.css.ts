import { createTheme, createThemeContract } from '@vanilla-extract/css'

/** Every colour, size and font the components may use; components never hold literal colours. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSoft: null,
    onAccentSoft: null,
    focus: null,
    danger: null,
    overlay: null,
  },
  shadow: { card: null, raised: null },
})

export const tokens = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif',
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  maxWidth: '1200px',
} as const

export const darkTheme = createTheme(vars, {
  color: {
    background: '#0d0e12',
    surface: '#16181f',
    surfaceRaised: '#1e212b',
    border: '#2c303c',
    text: '#f3f2ee',
    textMuted: '#a9adbb',
    accent: '#f5b841',
    accentHover: '#ffc95e',
    onAccent: '#1b1300',
    accentSoft: '#2d2614',
    onAccentSoft: '#f8cf78',
    focus: '#8ab4ff',
    danger: '#ff8a8a',
    overlay: 'rgba(13, 14, 18, 0.92)',
  },
  shadow: { card: '0 1px 2px rgba(0,0,0,0.4)', raised: '0 12px 32px rgba(0,0,0,0.45)' },
})

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f7f5f0',
    surface: '#ffffff',
    surfaceRaised: '#fbfaf7',
    border: '#e1ddd3',
    text: '#17181d',
    textMuted: '#5a5e6b',
    accent: '#8a4b00',
    accentHover: '#6f3c00',
    onAccent: '#ffffff',
    accentSoft: '#fbecd2',
    onAccentSoft: '#6a3a00',
    focus: '#1d4ed8',
    danger: '#b42318',
    overlay: 'rgba(247, 245, 240, 0.92)',
  },
  shadow: { card: '0 1px 2px rgba(23,24,29,0.08)', raised: '0 12px 32px rgba(23,24,29,0.12)' },
})
