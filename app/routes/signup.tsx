import type { MetaFunction } from '@remix-run/node'
import { NavLink, Outlet, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { AuthLayout, StandaloneShell } from '~/components/standalone-shell'
import * as styles from './signup.css'

/**
 * The sign-up frame. No guard here: /signup (the talent form, its index child) is for signed-out
 * users only, while /signup/recruiter has no guard at all (requirements §2).
 */
export default function SignupLayout() {
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo')
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ''
  return (
    <StandaloneShell>
      <AuthLayout
        pitchTitle="Join the marketplace where casting starts."
        points={[
          'Talents: one profile with your photos, voice demos and casting details, open to recruiters and brands.',
          'Recruiters: filter by type, city, age group and project.',
          'Free to join.',
        ]}
      >
        <nav aria-label="Account type" className={styles.tabs}>
          <NavLink to={`/signup${query}`} end className={styles.tab}>
            I’m a talent
          </NavLink>
          <NavLink to={`/signup/recruiter${query}`} className={styles.tab}>
            I’m hiring
          </NavLink>
        </nav>
        <Outlet />
      </AuthLayout>
    </StandaloneShell>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Create your account | Castline' },
  { name: 'description', content: 'Join Castline as a talent or as a recruiter.' },
]

export function ErrorBoundary() {
  return (
    <StandaloneShell>
      <GeneralErrorBoundary />
    </StandaloneShell>
  )
}
