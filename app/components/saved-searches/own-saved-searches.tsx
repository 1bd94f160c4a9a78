import { AppLink } from '~/components/app-link'
import * as forms from '~/components/forms.css'
import * as profile from '~/components/own-profile.css'
import * as page from '~/components/page.css'
import * as styles from '~/components/shortlists/shortlists.css'
import type { SavedSearch } from '~/routes/saved-searches.server'

const FILTER_ORDER = ['talentType', 'gender', 'ageGroup', 'location', 'projectType'] as const

/** "Dancer · Female · 18-25 · Mumbai · “kathak”": what a saved search looks for. */
function criteriaOf(search: SavedSearch): string {
  const parts: string[] = FILTER_ORDER.flatMap((key) => (search.filters[key] ? [search.filters[key]] : []))
  if (search.query) parts.push(search.isNameSearch ? `named like “${search.query}”` : `“${search.query}”`)
  return parts.join(' · ')
}

/** One POST form with one button: pause, resume or delete, named for the search it acts on. */
function ActionForm({ search, intent, label }: { search: SavedSearch; intent: string; label: string }) {
  return (
    <form method="post" action="/saved-searches">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={search.id} />
      <button
        type="submit"
        className={intent === 'delete' ? styles.dangerButton : styles.button}
        aria-label={`${label} “${search.name}”`}
      >
        {label}
      </button>
    </form>
  )
}

/** The recruiter's profile page: their saved searches with alerts, each renamed, paused or deleted in place. */
export function OwnSavedSearches({ searches }: { searches: SavedSearch[] | null }) {
  return (
    <section aria-labelledby="saved-searches-title" className={profile.section}>
      <div className={page.sectionHeader}>
        <h2 id="saved-searches-title" className={page.sectionTitle}>
          Saved searches and alerts
        </h2>
        <AppLink to="/recruiter/view-all-talents-filtered" className={styles.button}>
          New search
        </AppLink>
      </div>
      {searches === null ? (
        <p className={page.muted} role="status">
          Your saved searches could not be loaded just now. Reload the page to try again.
        </p>
      ) : searches.length === 0 ? (
        <p className={page.muted}>
          None yet: filter the talent list, then “Save and alert me” to hear when new talents match.
        </p>
      ) : (
        <ul className={styles.entries}>
          {searches.map((search) => (
            <li key={search.id} className={styles.panel}>
              <div className={styles.header}>
                <h3 className={styles.listName}>
                  <AppLink to={search.link}>{search.name}</AppLink>
                </h3>
                <p className={styles.meta}>
                  {criteriaOf(search)} · {search.paused ? 'Alerts paused' : 'Alerts on'}
                </p>
              </div>
              <form method="post" action="/saved-searches" className={styles.inlineForm}>
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="id" value={search.id} />
                <div className={forms.field}>
                  <label htmlFor={`saved-search-${search.id}-name`} className={forms.label}>
                    Name
                  </label>
                  <input
                    id={`saved-search-${search.id}-name`}
                    name="name"
                    className={forms.input}
                    defaultValue={search.name}
                    maxLength={80}
                    required
                  />
                </div>
                <button type="submit" className={styles.button} aria-label={`Rename “${search.name}”`}>
                  Rename
                </button>
              </form>
              <div className={styles.buttonRow}>
                {search.paused ? (
                  <ActionForm search={search} intent="resume" label="Resume alerts" />
                ) : (
                  <ActionForm search={search} intent="pause" label="Pause alerts" />
                )}
                <ActionForm search={search} intent="delete" label="Delete" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
