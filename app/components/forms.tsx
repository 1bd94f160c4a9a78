import { getCollectionProps, getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react'
import * as styles from './forms.css'

import { FieldErrors } from './form-errors'

export { FieldErrors, FormErrors } from './form-errors'

interface TextFieldProps {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  label: string
  type?: 'text' | 'email' | 'password' | 'date'
  autoComplete: HTMLInputAutoCompleteAttribute
  hint?: ReactNode
  min?: string
  max?: string
  inputMode?: 'numeric' | 'decimal'
}

export function TextField({ meta, label, type = 'text', autoComplete, hint, min, max, inputMode }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id} className={styles.label}>
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hintId })}
        key={meta.key}
        autoComplete={autoComplete}
        min={min}
        max={max}
        inputMode={inputMode}
        className={styles.input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

interface SelectFieldProps {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  label: string
  placeholder: string
  options: readonly string[]
  autoComplete?: HTMLInputAutoCompleteAttribute
}

export function SelectField({ meta, label, placeholder, options, autoComplete }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id} className={styles.label}>
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} autoComplete={autoComplete} className={styles.select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** Radio buttons in a fieldset: the legend names the group, errors are tied to the group. */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  legend: string
  options: readonly string[]
}) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-required={meta.required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.radios}>
        {getCollectionProps(meta, { type: 'radio', options: [...options], ariaAttributes: false }).map((props) => (
          <label key={props.id} className={styles.radio}>
            <input {...props} key={props.key} className={styles.radioInput} />
            <span>{props.value}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

export function SubmitButton({ children, pending }: { children: ReactNode; pending: boolean }) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
      {pending ? 'Please wait…' : children}
    </button>
  )
}
