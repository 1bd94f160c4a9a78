import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { FieldErrors, FormErrors, SelectField, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import * as profile from '~/components/own-profile.css'
import { AGE_GROUPS, GENDERS, LANGUAGES, PROJECT_TYPES, TALENT_TYPES } from '../../../api/vocabulary'
import { CALL_DESCRIPTION_MAX_LENGTH, CallFormSchema, type toCallFormDefaults } from './call-form-schema'
import * as styles from './calls.css'

/**
 * The casting call form (new and edit): a POST form that works without JavaScript; with it, conform checks
 * the same schema as the server before sending. Errors appear beside their fields, tied with aria.
 */
export function CallForm({
  lastResult,
  defaults,
  submitLabel,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  defaults?: ReturnType<typeof toCallFormDefaults>
  submitLabel: string
}) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'casting-call',
    lastResult,
    defaultValue: defaults ?? { pay: 'paid', rateUnit: 'day' },
    constraint: getZodConstraint(CallFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CallFormSchema }),
  })
  const today = new Date().toISOString().slice(0, 10)
  const descriptionHint = `${fields.description.id}-hint`
  return (
    <Form method="post" {...getFormProps(form)} className={forms.form}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>The role</legend>
        <TextField meta={fields.role} label="Role" autoComplete="off" hint="For example: Young mother, lead" />
        <div className={forms.field}>
          <label htmlFor={fields.description.id} className={forms.label}>
            Description
          </label>
          <textarea
            {...getTextareaProps(fields.description, { ariaDescribedBy: descriptionHint })}
            key={fields.description.key}
            rows={6}
            className={profile.textarea}
          />
          <p id={descriptionHint} className={forms.hint}>
            The project, the character, what the shoot involves. Up to {CALL_DESCRIPTION_MAX_LENGTH} characters.
          </p>
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div className={forms.row}>
          <SelectField meta={fields.projectType} label="Project type" placeholder="Choose…" options={PROJECT_TYPES} />
          <SelectField meta={fields.talentType} label="Talent type" placeholder="Choose…" options={TALENT_TYPES} />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Who fits</legend>
        <div className={forms.row}>
          <SelectField meta={fields.gender} label="Gender" placeholder="Any gender" options={GENDERS} />
          <SelectField meta={fields.ageGroup} label="Age group" placeholder="Any age" options={AGE_GROUPS} />
        </div>
        <div className={forms.row}>
          <TextField meta={fields.city} label="City" autoComplete="off" hint="Where the shoot is, e.g. Mumbai" />
          <label className={styles.checkbox}>
            <input
              {...getInputProps(fields.remote, { type: 'checkbox' })}
              key={fields.remote.key}
              className={styles.checkboxInput}
            />
            <span>Remote: talents can be anywhere</span>
          </label>
        </div>
        <fieldset
          className={forms.fieldset}
          aria-describedby={fields.languages.errors ? fields.languages.errorId : `${fields.languages.id}-hint`}
        >
          <legend className={forms.label}>Languages (any of them; none: any language)</legend>
          <p id={`${fields.languages.id}-hint`} className={forms.hint}>
            Talents who speak at least one of the languages you tick fit the call.
          </p>
          <div className={styles.checkboxes}>
            {getCollectionProps(fields.languages, {
              type: 'checkbox',
              options: [...LANGUAGES],
              ariaAttributes: false,
            }).map((props) => (
              <label key={props.id} className={styles.checkbox}>
                <input {...props} key={props.key} className={styles.checkboxInput} />
                <span>{props.value}</span>
              </label>
            ))}
          </div>
          <FieldErrors id={fields.languages.errorId} errors={fields.languages.errors} />
        </fieldset>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Dates and pay</legend>
        <div className={styles.three}>
          <TextField meta={fields.shootStartDate} label="First shoot day" type="date" autoComplete="off" min={today} />
          <TextField meta={fields.shootEndDate} label="Last shoot day" type="date" autoComplete="off" min={today} />
          <TextField
            meta={fields.deadline}
            label="Apply by"
            type="date"
            autoComplete="off"
            min={today}
            hint="Applications close at the end of this day"
          />
        </div>
        <fieldset
          className={forms.fieldset}
          aria-invalid={fields.pay.errors ? true : undefined}
          aria-describedby={fields.pay.errors ? fields.pay.errorId : undefined}
        >
          <legend className={forms.label}>Pay</legend>
          <div className={forms.radios}>
            {getCollectionProps(fields.pay, { type: 'radio', options: ['paid', 'unpaid'], ariaAttributes: false }).map(
              (props) => (
                <label key={props.id} className={forms.radio}>
                  <input {...props} key={props.key} className={forms.radioInput} />
                  <span>{props.value === 'paid' ? 'Paid' : 'Unpaid'}</span>
                </label>
              ),
            )}
          </div>
          <FieldErrors id={fields.pay.errorId} errors={fields.pay.errors} />
        </fieldset>
        <div className={styles.three}>
          <TextField meta={fields.rateMin} label="Lowest rate (₹)" autoComplete="off" inputMode="numeric" />
          <TextField meta={fields.rateMax} label="Highest rate (₹)" autoComplete="off" inputMode="numeric" />
          <div className={forms.field}>
            <label htmlFor={fields.rateUnit.id} className={forms.label}>
              Rate is
            </label>
            <select {...getSelectProps(fields.rateUnit)} key={fields.rateUnit.key} className={forms.select}>
              <option value="day">Per day</option>
              <option value="project">For the whole project</option>
            </select>
            <FieldErrors id={fields.rateUnit.errorId} errors={fields.rateUnit.errors} />
          </div>
        </div>
        <label className={styles.checkbox}>
          <input
            {...getInputProps(fields.selfTapeRequired, { type: 'checkbox' })}
            key={fields.selfTapeRequired.key}
            className={styles.checkboxInput}
          />
          <span>Ask applicants for a self-tape link</span>
        </label>
      </fieldset>

      <div>
        <SubmitButton pending={navigation.state === 'submitting'}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  )
}
