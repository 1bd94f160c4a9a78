import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '~/services/auth.server'
import { serializeTheme, themeSchema } from '~/services/theme.server'
import { readForm } from '~/services/form.server'

/** POST-only: sets the theme cookie and goes back where the form was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const theme = themeSchema.safeParse(form.get('theme'))
  const redirectTo = safeRedirect(form.get('redirectTo'), '/')
  if (!theme.success) return redirect(redirectTo)
  return redirect(redirectTo, { headers: { 'set-cookie': await serializeTheme(theme.data) } })
}

export function loader() {
  return redirect('/')
}
