import { Form, Link } from '@remix-run/react'
import { AGE_GROUPS, ALL_PROJECTS, CITIES, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import * as forms from './forms.css'
import * as styles from './talent-filters.css'

/** Requirements §3: the search filters, in the order the form shows them. */
export const FILTER_NAMES = ['projectType', 'talentType', 'gender', 'location', 'ageGroup'] as const
export type FilterName = (typeof FILTER_NAMES)[number]
/** Canonical filter values by name; an absent name is not filtered on. */
export type TalentFilters = Partial<Record<FilterName, string>>

export const FILTER_LABELS: Record<FilterName, string> = {
  projectType: 'Project type',
  talentType: 'Talent type',
  gender: 'Gender',
  location: 'Location',
  ageGroup: 'Age group',
}

/** "Female Dancers in Mumbai aged 18-25 for Music Video"; "All talents" without filters. */
export function describeFilters(filters: TalentFilters): string {
  const who = [filters.gender, filters.talentType ? `${filters.talentType}s` : 'talents'].filter(Boolean).join(' ')
  const parts = [
    filters.location && `in ${filters.location}`,
    filters.ageGroup && `aged ${filters.ageGroup}`,
    filters.projectType && `for ${filters.projectType}`,
  ].filter(Boolean)
  const text = [who, ...parts].join(' ')
  return Object.keys(filters).length ? text.charAt(0).toUpperCase() + text.slice(1) : 'All talents'
}

/** `?filters&page=N` (page 1 left out), or '' when there is nothing to say. */
export function filterSearch(filters: TalentFilters, page = 1, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, ...filters })
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `?${search}` : ''
}

interface TalentFilterFormProps {
  /** The page the form submits to (its own path). */
  action: string
  /** What the URL says, as typed (an invalid value is shown back beside its message). */
  values: Partial<Record<FilterName, string>>
  errors: Partial<Record<string, string>>
  /** Extra words under the buttons, e.g. the guest's prompt to sign in. */
  note?: React.ReactNode
}

const choices: Record<Exclude<FilterName, 'location'>, { options: readonly string[]; any: string }> = {
  projectType: { options: PROJECT_TYPES, any: ALL_PROJECTS },
  talentType: { options: TALENT_TYPES, any: 'Any talent type' },
  gender: { options: GENDERS, any: 'Any gender' },
  ageGroup: { options: AGE_GROUPS, any: 'Any age' },
}

/** The filters as a GET form: its state is the URL, so it works without JavaScript and can be shared. */
export function TalentFilterForm({ action, values, errors, note }: TalentFilterFormProps) {
  // A new URL remounts the fields, so they always show what the URL says.
  const formKey = JSON.stringify(values)
  return (
    <Form method="get" action={action} className={styles.form} role="search" aria-label="Filter talents" key={formKey}>
      <div className={styles.fields}>
        {FILTER_NAMES.map((name) => {
          const id = `filter-${name}`
          const error = errors[name]
          const invalid = Boolean(error)
          const common = {
            id,
            name,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? `${id}-error` : undefined,
          }
          return (
            <div key={name} className={forms.field}>
              <label htmlFor={id} className={forms.label}>
                {FILTER_LABELS[name]}
              </label>
              {name === 'location' ? (
                <>
                  <input
                    {...common}
                    type="text"
                    list="filter-cities"
                    autoComplete="off"
                    placeholder="Any city"
                    defaultValue={values.location ?? ''}
                    className={forms.input}
                  />
                  <datalist id="filter-cities">
                    {CITIES.map((city) => (
                      <option key={city} value={city} />
                    ))}
                  </datalist>
                </>
              ) : (
                <select
                  {...common}
                  defaultValue={
                    choices[name].options.find((o) => o.toLowerCase() === values[name]?.toLowerCase()) ?? ''
                  }
                  className={forms.select}
                >
                  <option value="">{choices[name].any}</option>
                  {choices[name].options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
              {error && (
                <p id={`${id}-error`} className={forms.errors}>
                  {/* The label already names the field. */}
                  {error.replace(`${FILTER_LABELS[name]}: `, '')}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Show talents
        </button>
        <Link to={action} className={styles.clear}>
          Clear filters
        </Link>
        {note}
      </div>
    </Form>
  )
}
