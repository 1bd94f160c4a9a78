import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'

/** Who is signed in, as the root loader tells the page: never the tokens. */
export type PublicUser = NonNullable<ReturnType<typeof useOptionalUser>>

export function useOptionalUser() {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
}

/** The signed-in user's own profile page. */
export function profilePath(userType: 'talent' | 'recruiter'): string {
  return userType === 'recruiter' ? '/my-profile/recruiter' : '/my-profile/talent'
}
