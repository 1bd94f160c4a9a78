import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'

/**
 * Whether a revalidation follows "Add to shortlist" in place (a fetcher posting to /shortlists/add): it
 * changes nothing a talent page or a list of talents shows, and loading them again would count views and
 * reset lists loaded page by page.
 */
export function isShortlistAdd({ formAction }: Pick<ShouldRevalidateFunctionArgs, 'formAction'>): boolean {
  return formAction?.startsWith('/shortlists/add') ?? false
}

/** For the pages of talent cards: no reload after "Add to shortlist"; anything else as Remix decides. */
export function keepAfterShortlistAdd(args: ShouldRevalidateFunctionArgs): boolean {
  return isShortlistAdd(args) ? false : args.defaultShouldRevalidate
}
