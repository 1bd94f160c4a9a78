import { useState } from 'react'
import { FieldErrors } from '~/components/form-errors'
import * as forms from '~/components/forms.css'
import { SHORTLIST_NAME_MAX_LENGTH } from '../../../api/vocabulary-core'

export interface ListChoice {
  id: number
  name: string
  talentCount: number
}

/**
 * The form's fields: one of the recruiter's lists, or "a new list" with its name. Without JavaScript the
 * name box always shows (it is used when "A new list" is chosen); with it, only then.
 */
export function ShortlistChoiceFields({
  lists,
  errors,
  idPrefix,
  alwaysShowName,
}: {
  lists: ListChoice[]
  errors: Record<string, string | undefined>
  idPrefix: string
  alwaysShowName: boolean
}) {
  const [choice, setChoice] = useState(lists[0] ? String(lists[0].id) : 'new')
  const selectId = `${idPrefix}-list`
  const nameId = `${idPrefix}-name`
  return (
    <>
      <div className={forms.field}>
        <label htmlFor={selectId} className={forms.label}>
          Shortlist
        </label>
        <select
          id={selectId}
          name="shortlistId"
          className={forms.select}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-invalid={errors.shortlistId ? true : undefined}
          aria-describedby={errors.shortlistId ? `${selectId}-error` : undefined}
        >
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.talentCount})
            </option>
          ))}
          <option value="new">A new list…</option>
        </select>
        <FieldErrors id={`${selectId}-error`} errors={errors.shortlistId ? [errors.shortlistId] : undefined} />
      </div>
      {(alwaysShowName || choice === 'new') && (
        <div className={forms.field}>
          <label htmlFor={nameId} className={forms.label}>
            Name of the new list
          </label>
          <input
            id={nameId}
            name="newName"
            className={forms.input}
            maxLength={SHORTLIST_NAME_MAX_LENGTH}
            placeholder="Biscuit ad – kids"
            aria-invalid={errors.newName ? true : undefined}
            aria-describedby={errors.newName ? `${nameId}-error` : `${nameId}-hint`}
          />
          {alwaysShowName && (
            <p id={`${nameId}-hint`} className={forms.hint}>
              Used when you choose “A new list”.
            </p>
          )}
          <FieldErrors id={`${nameId}-error`} errors={errors.newName ? [errors.newName] : undefined} />
        </div>
      )}
    </>
  )
}
