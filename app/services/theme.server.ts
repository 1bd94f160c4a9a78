import { createCookie } from '@remix-run/node'
import { z } from 'zod'

export const themeSchema = z.enum(['dark', 'light'])
export type Theme = z.infer<typeof themeSchema>

/** The theme lives in a plain cookie so the server paints the right one first; dark by default. */
const themeCookie = createCookie('castline_theme', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export async function getTheme(request: Request): Promise<Theme> {
  const header = request.headers.get('cookie')
  if (!header?.includes('castline_theme=')) return 'dark'
  const parsed = themeSchema.safeParse(await themeCookie.parse(header))
  return parsed.success ? parsed.data : 'dark'
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme)
}
