import { useFetchers, useRouteLoaderData } from '@remix-run/react'

export type Theme = 'dark' | 'light'
export const THEME_ACTION = '/resources/theme'

/** The theme to paint: an in-flight toggle wins (optimistic), then the cookie from the root loader. */
export function useTheme(): Theme {
  const rootData = useRouteLoaderData<{ theme: Theme }>('root')
  const pending = useFetchers()
    .find((f) => f.formAction === THEME_ACTION)
    ?.formData?.get('theme')
  if (pending === 'dark' || pending === 'light') return pending
  return rootData?.theme ?? 'dark'
}
