import { Form, Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import {
  AGE_GROUPS,
  ALL_PROJECTS,
  CITIES,
  GENDERS,
  LANGUAGES,
  PROJECT_TYPES,
  SEARCH_NAME_MAX_LENGTH,
  TALENT_SORTS,
  TALENT_TYPES,
  type TalentSort,
} from '../../api/vocabulary'
import * as forms from './forms.css'
import * as styles from './talent-filters.css'

/** Requirements §3: the search filters, in the order the form shows them. */
export const FILTER_NAMES = ['projectType', 'talentType', 'gender', 'location', 'ageGroup'] as const
export type FilterName = (typeof FILTER_NAMES)[number]
/** Canonical filter values by name, and the languages (any of); an absent name is not filtered on. */
export type TalentFilters = Partial<Record<FilterName, string>> & { languages?: string[] }

export const FILTER_LABELS: Record<FilterName, string> = {
  projectType: 'Project type',
  talentType: 'Talent type',
  gender: 'Gender',
  location: 'Location',
  ageGroup: 'Age group',
}

/** "Tamil or Telugu speaking Female Dancers in Mumbai aged 18-25 for Music Video"; "All talents" without filters. */
export function describeFilters(filters: TalentFilters): string {
  const speaking = filters.languages?.length ? `${filters.languages.join(' or ')} speaking` : undefined
  const who = [speaking, filters.gender, filters.talentType ? `${filters.talentType}s` : 'talents']
    .filter(Boolean)
    .join(' ')
  const parts = [
    filters.location && `in ${filters.location}`,
    filters.ageGroup && `aged ${filters.ageGroup}`,
    filters.projectType && `for ${filters.projectType}`,
  ].filter(Boolean)
  const text = [who, ...parts].join(' ')
  return Object.keys(filters).length ? text.charAt(0).toUpperCase() + text.slice(1) : 'All talents'
}

/**
 * The filters as query parameters, after `extra`: one parameter per filter, `languages` repeated
 * (`languages=Tamil&languages=Telugu`), as the form's checkboxes and the API's GET list take them.
 */
export function filterParams(filters: TalentFilters, extra: Record<string, string> = {}): URLSearchParams {
  const { languages = [], ...named } = filters
  const query = new URLSearchParams(extra)
  for (const [name, value] of Object.entries(named)) if (value) query.set(name, value)
  for (const language of languages) query.append('languages', language)
  return query
}

/** `?filters&page=N` (page 1 left out), or '' when there is nothing to say. */
export function filterSearch(filters: TalentFilters, page = 1, extra: Record<string, string> = {}): string {
  const query = filterParams(filters, extra)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `?${search}` : ''
}

/** The sort menu's words. */
export const SORT_LABELS: Record<TalentSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  rating: 'Best rated',
}

/** "Female Dancers in Mumbai named like “priya”": the filters and the name box. */
export function describeSearch(filters: TalentFilters, name: string | null): string {
  const described = describeFilters(filters)
  if (!name) return described
  return `${described === 'All talents' ? 'Talents' : described} named like “${name}”`
}

/** The name and a sort other than relevance, as query parameters of a list's links. */
export function nameAndSortParams({ name, sort }: { name: string | null; sort: TalentSort }): Record<string, string> {
  return { ...(name ? { name } : {}), ...(sort !== 'relevance' ? { sort } : {}) }
}

interface TalentFilterFormProps {
  /** The page the form submits to (its own path). */
  action: string
  /** What the URL says, as typed (an invalid value is shown back beside its message): filters, name and sort. */
  values: Partial<Record<FilterName | 'name' | 'sort', string>>
  /** The languages the URL asks for, canonical: their boxes are ticked. */
  languages: readonly string[]
  errors: Partial<Record<string, string>>
  /** How many filters (the name included) the URL sets: the count on the phone's "Filters (n)". */
  activeCount: number
  /** The listed city near an unknown location, and the address that applies it. */
  citySuggestion?: CitySuggestionLink | null
}

const choices: Record<Exclude<FilterName, 'location'>, { options: readonly string[]; any: string }> = {
  projectType: { options: PROJECT_TYPES, any: ALL_PROJECTS },
  talentType: { options: TALENT_TYPES, any: 'Any talent type' },
  gender: { options: GENDERS, any: 'Any gender' },
  ageGroup: { options: AGE_GROUPS, any: 'Any age' },
}

/** A field's id, and the attributes that tie it to its error message. */
function fieldProps(name: string, error: string | undefined) {
  const id = `filter-${name}`
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
}

interface CitySuggestionLink {
  city: string
  /** The list's address with this city instead of the mistyped one. */
  href: string
}

/** The question that offers a listed city instead of a mistyped one. */
export function didYouMean(city: string): string {
  return `Did you mean ${city}?`
}

/** A location problem whose closing "Did you mean Mumbai?" is a link that applies the city. */
export function CitySuggestion({ problem, suggestion }: { problem: string; suggestion: CitySuggestionLink }) {
  const question = didYouMean(suggestion.city)
  return (
    <>
      {problem.endsWith(question) ? problem.slice(0, -question.length) : `${problem} `}
      <Link to={suggestion.href} className={styles.suggestion} data-testid="city-suggestion">
        {question}
      </Link>
    </>
  )
}

function FieldError({
  name,
  error,
  label,
  suggestion,
}: {
  name: string
  error: string | undefined
  label: string
  suggestion?: CitySuggestionLink | null
}) {
  if (!error) return null
  // The label already names the field.
  const problem = error.replace(`${label}: `, '')
  return (
    <p id={`filter-${name}-error`} className={forms.errors}>
      {name === 'location' && suggestion ? <CitySuggestion problem={problem} suggestion={suggestion} /> : problem}
    </p>
  )
}

/**
 * The panel's open state with JavaScript, as a page load without it would set it: open on a wide screen (where
 * its CSS shows the form of a closed panel too, so that what is seen is what is read), and, on a phone, closed
 * again once a search has loaded new results (open when the URL has a mistake to fix). Focus that was in the
 * form goes to its summary, which says the new count.
 */
function usePanelState(urlKey: string, hasErrors: boolean) {
  const ref = useRef<HTMLDetailsElement>(null)
  const seen = useRef(urlKey)
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const wide = window.matchMedia(styles.WIDE_SCREEN)
    const sync = () => {
      if (wide.matches) details.open = true
    }
    sync()
    wide.addEventListener('change', sync)
    return () => wide.removeEventListener('change', sync)
  }, [])
  useEffect(() => {
    const details = ref.current
    if (!details || seen.current === urlKey) return
    seen.current = urlKey
    if (window.matchMedia(styles.WIDE_SCREEN).matches) return
    // The submitted form has just been remounted with the new URL's values: its focus fell to the body.
    const focus = document.activeElement
    const hadFocus = !focus || focus === document.body || details.contains(focus)
    details.open = hasErrors
    if (hadFocus && !hasErrors) details.querySelector('summary')?.focus()
  }, [urlKey, hasErrors])
  return ref
}

/**
 * The filters, a name box and the sort as a GET form: its state is the URL, so it works without JavaScript and
 * can be shared. On a phone it folds behind "Filters (n)" (a native disclosure: keyboard and screen readers know
 * it), so the results come first; it opens when the URL has a mistake to fix.
 */
export function TalentFilterForm({
  action,
  values,
  languages,
  errors,
  activeCount,
  citySuggestion,
}: TalentFilterFormProps) {
  // A new URL remounts the fields, so they always show what the URL says.
  const formKey = JSON.stringify([values, languages])
  const hasErrors = Object.keys(errors).length > 0
  const panel = usePanelState(formKey, hasErrors)
  return (
    <details ref={panel} className={styles.panel} open={hasErrors || undefined} data-testid="filter-panel">
      <summary className={styles.summary}>
        <span>
          Filters <span className={styles.count}>({activeCount})</span>
        </span>
        {/* The summary's expanded state already says this to screen readers. */}
        <span className={styles.summaryHint} aria-hidden="true">
          <span className={styles.whenClosed}>Show</span>
          <span className={styles.whenOpen}>Hide</span>
        </span>
      </summary>
      <Form
        method="get"
        action={action}
        className={styles.form}
        role="search"
        aria-label="Filter talents"
        key={formKey}
      >
        <div className={styles.fields}>
          <div className={`${forms.field} ${styles.nameField}`}>
            <label htmlFor="filter-name" className={forms.label}>
              Name
            </label>
            <input
              {...fieldProps('name', errors.name)}
              type="search"
              autoComplete="off"
              maxLength={SEARCH_NAME_MAX_LENGTH}
              placeholder="Part of a name, e.g. Priya"
              defaultValue={values.name ?? ''}
              className={forms.input}
            />
            <FieldError name="name" error={errors.name} label="Name" />
          </div>
          {FILTER_NAMES.map((name) => (
            <div key={name} className={forms.field}>
              <label htmlFor={`filter-${name}`} className={forms.label}>
                {FILTER_LABELS[name]}
              </label>
              {name === 'location' ? (
                <>
                  <input
                    {...fieldProps(name, errors[name])}
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
                  {...fieldProps(name, errors[name])}
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
              <FieldError name={name} error={errors[name]} label={FILTER_LABELS[name]} suggestion={citySuggestion} />
            </div>
          ))}
          <LanguageChoice chosen={languages} error={errors.languages} />
          <div className={forms.field}>
            <label htmlFor="filter-sort" className={forms.label}>
              Sort by
            </label>
            <select
              {...fieldProps('sort', errors.sort)}
              defaultValue={TALENT_SORTS.find((sort) => sort === values.sort?.toLowerCase()) ?? 'relevance'}
              className={forms.select}
            >
              {TALENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <FieldError name="sort" error={errors.sort} label="Sort" />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            Show talents
          </button>
          <Link to={action} className={styles.clear}>
            Clear filters
          </Link>
        </div>
      </Form>
    </details>
  )
}

/**
 * Languages as a group of checkboxes (any of), folded in a native disclosure so a phone's form stays short; its
 * summary says what is ticked. Without JavaScript the form sends each ticked box as `languages=…`.
 */
function LanguageChoice({ chosen, error }: { chosen: readonly string[]; error: string | undefined }) {
  const summary = chosen.length ? chosen.join(', ') : 'Any language'
  return (
    <fieldset
      className={`${forms.fieldset} ${styles.languagesField}`}
      aria-describedby={error ? 'filter-languages-error' : undefined}
      data-testid="filter-languages"
    >
      <legend className={`${forms.label} ${styles.languagesLegend}`}>Languages</legend>
      <details className={styles.languages} open={Boolean(error) || undefined}>
        <summary className={styles.languagesSummary} aria-invalid={error ? true : undefined}>
          <span className={styles.languagesChosen}>{summary}</span>
        </summary>
        <div className={styles.languageOptions}>
          <p className={styles.languagesHint}>Talents who speak any of these</p>
          {LANGUAGES.map((language) => (
            <label key={language} className={styles.languageOption}>
              <input
                type="checkbox"
                name="languages"
                value={language}
                defaultChecked={chosen.includes(language)}
                className={styles.languageBox}
              />
              {language}
            </label>
          ))}
        </div>
      </details>
      <FieldError name="languages" error={error} label="Languages" />
    </fieldset>
  )
}

/** An active language and the address of the list without it. */
export interface LanguageChip {
  language: string
  href: string
}

/** The languages a list is narrowed by, each with a link that removes it (no JavaScript needed). */
export function LanguageChips({ chips }: { chips: readonly LanguageChip[] }) {
  if (chips.length === 0) return null
  return (
    <div className={styles.chips} data-testid="language-chips">
      <span className={styles.chipsLabel} id="language-chips-label">
        Speaking
      </span>
      <ul className={styles.chipList} aria-labelledby="language-chips-label">
        {chips.map(({ language, href }) => (
          <li key={language}>
            <Link to={href} className={styles.chip} aria-label={`Remove ${language}`}>
              {language}
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The chips of a list's languages: each link is the current address without that language, from page 1. */
export function languageChips(url: URL, languages: readonly string[]): LanguageChip[] {
  return languages.map((language) => {
    // The form's empty fields say nothing: the link leaves them out.
    const params = new URLSearchParams([...new URLSearchParams(url.search)].filter(([, value]) => value.trim() !== ''))
    params.delete('languages')
    params.delete('page')
    for (const other of languages) if (other !== language) params.append('languages', other)
    const search = params.toString()
    return { language, href: `${url.pathname}${search ? `?${search}` : ''}` }
  })
}
