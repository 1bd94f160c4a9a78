import * as styles from './forms.css'

/**
 * Form errors without the form library: what pages and buttons that show no conform form (the card's
 * "Add to shortlist") import, so conform stays out of their first load.
 */
export type Errors = string[] | undefined

/** A field's errors, under the id its control names in aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: Errors }) {
  if (!errors?.length) return null
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}

/** Errors about the whole form (wrong password, too many attempts), announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors: Errors }) {
  return (
    <div id={id} role="alert" className={styles.formErrors} hidden={!errors?.length}>
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}
