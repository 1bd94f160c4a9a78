import * as forms from '~/components/forms.css'
import * as styles from '~/components/shortlists/shortlists.css'

/**
 * "Save this search / alert me" under the filters (issue 23): a plain POST form carrying the page's filters
 * and name, with a name for the search, so it works without JavaScript.
 */
export function SaveSearchForm({
  filters,
  name,
  described,
  redirectTo,
}: {
  filters: Record<string, string | string[] | undefined>
  name: string | null
  described: string
  redirectTo: string
}) {
  return (
    <form method="post" action="/saved-searches" className={styles.panel} aria-labelledby="save-search-title">
      <h2 id="save-search-title" className={forms.label}>
        Save this search and get alerts
      </h2>
      <p className={forms.hint}>
        We will tell you when new talents join who match it, at most once an hour. Manage alerts on your profile.
      </p>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(filters).flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) =>
          one ? <input key={`${key}-${one}`} type="hidden" name={key} value={one} /> : null,
        ),
      )}
      {name ? <input type="hidden" name="searchName" value={name} /> : null}
      <div className={styles.inlineForm}>
        <div className={forms.field}>
          <label htmlFor="saved-search-name" className={forms.label}>
            Name of the search
          </label>
          <input
            id="saved-search-name"
            name="name"
            className={forms.input}
            defaultValue={described.slice(0, 80)}
            maxLength={80}
            required
          />
        </div>
        <button type="submit" className={styles.primaryButton}>
          Save and alert me
        </button>
      </div>
    </form>
  )
}
