import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useFormAction, useNavigation } from '@remix-run/react'
import type { z } from 'zod'
import { FieldErrors, FormErrors, RadioGroup, SelectField, SubmitButton, TextField } from './forms'
import * as forms from './forms.css'
import * as page from './page.css'
import * as styles from './own-profile.css'
import {
  BIO_MAX_LENGTH,
  CITIES,
  GENDERS,
  MAX_LANGUAGES,
  MAX_SKILLS,
  PROJECT_TYPES,
  RecruiterProfileFormSchema,
  TALENT_TYPES,
  TalentProfileFormSchema,
} from './own-profile-schema'

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>

function TextAreaField({ meta, label, hint }: { meta: Field; label: string; hint: string }) {
  const hintId = `${meta.id}-hint`
  return (
    <div className={forms.field}>
      <label htmlFor={meta.id} className={forms.label}>
        {label}
      </label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hintId })}
        key={meta.key}
        rows={6}
        className={styles.textarea}
      />
      <p id={hintId} className={forms.hint}>
        {hint}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

function CheckboxGroup({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<string[] | undefined, Record<string, unknown>, string[]>
  legend: string
  options: readonly string[]
}) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <fieldset className={forms.fieldset} aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className={forms.label}>{legend}</legend>
      <div className={forms.radios}>
        {getCollectionProps(meta, { type: 'checkbox', options: [...options], ariaAttributes: false }).map((props) => (
          <label key={props.id} className={forms.radio}>
            <input {...props} key={props.key} className={forms.radioInput} />
            <span>{props.value}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}

function Checkbox({ meta, label, hint }: { meta: FieldMetadata<boolean | undefined>; label: string; hint: string }) {
  const hintId = `${meta.id}-hint`
  return (
    <div className={styles.checkboxRow}>
      <input
        {...getInputProps(meta, { type: 'checkbox', ariaDescribedBy: hintId })}
        key={meta.key}
        className={forms.radioInput}
      />
      <div className={forms.field}>
        <label htmlFor={meta.id} className={forms.label}>
          {label}
        </label>
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      </div>
    </div>
  )
}

/** The own-profile forms' conform setup: the page's schema in the browser, the same one in the action. */
function useProfileForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  defaultValue: DefaultValue<z.input<Schema>>,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}

function FormShell({ form, children }: { form: ReturnType<typeof useProfileForm>[0]; children: React.ReactNode }) {
  const navigation = useNavigation()
  // The page has a second form (the password's): only this one's submission makes this button wait.
  const ownAction = useFormAction()
  return (
    <section aria-labelledby="edit-title" className={styles.section}>
      <h2 id="edit-title" className={page.sectionTitle}>
        Edit your profile
      </h2>
      <Form method="post" {...getFormProps(form)} className={`${forms.form} ${styles.formCard}`}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {children}
        <div className={styles.submitRow}>
          <SubmitButton pending={navigation.state === 'submitting' && navigation.formAction === ownAction}>
            Save changes
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

export interface EditableTalentProfile {
  name: string
  talentType: string
  gender: string
  birthDate: string
  city: string
  projectTypes: string[]
  languages: string[]
  skills: string[]
  bio: string
  isPublic: boolean
  callDigest: boolean
}

export function TalentProfileForm({
  profile,
  lastResult,
}: {
  profile: EditableTalentProfile
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useProfileForm(
    'talent-profile',
    TalentProfileFormSchema,
    { ...profile, languages: profile.languages.join(', '), skills: profile.skills.join(', ') },
    lastResult,
  )
  const today = new Date().toISOString().slice(0, 10)
  return (
    <FormShell form={form}>
      <div className={forms.row}>
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <SelectField
          meta={fields.talentType}
          label="What you do"
          placeholder="Choose a talent type"
          options={TALENT_TYPES}
        />
      </div>
      <RadioGroup meta={fields.gender} legend="Gender" options={GENDERS} />
      <div className={forms.row}>
        <TextField meta={fields.birthDate} label="Date of birth" type="date" autoComplete="bday" max={today} />
        <SelectField
          meta={fields.city}
          label="City"
          placeholder="Choose your city"
          options={CITIES}
          autoComplete="address-level2"
        />
      </div>
      <CheckboxGroup meta={fields.projectTypes} legend="Projects you are open to" options={PROJECT_TYPES} />
      <div className={forms.row}>
        <TextField
          meta={fields.languages}
          label="Languages"
          autoComplete="off"
          hint={`Separate with commas, up to ${MAX_LANGUAGES}.`}
        />
        <TextField
          meta={fields.skills}
          label="Skills"
          autoComplete="off"
          hint={`Separate with commas, up to ${MAX_SKILLS}.`}
        />
      </div>
      <TextAreaField
        meta={fields.bio}
        label="About you"
        hint={`What recruiters should know, up to ${BIO_MAX_LENGTH} characters.`}
      />
      <Checkbox
        meta={fields.isPublic}
        label="Show my profile in search and lists"
        hint="When this is off, only you can open your page."
      />
      <Checkbox
        meta={fields.callDigest}
        label="Notify me once a day about new casting calls that fit my profile"
        hint="One notification at most a day, only when a new call fits you, and only while your profile is shown in search."
      />
    </FormShell>
  )
}

export interface EditableRecruiterProfile {
  name: string
  company: string
  brand: string
  city: string | null
  bio: string
}

export function RecruiterProfileForm({
  profile,
  lastResult,
}: {
  profile: EditableRecruiterProfile
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useProfileForm(
    'recruiter-profile',
    RecruiterProfileFormSchema,
    { ...profile, city: profile.city ?? undefined },
    lastResult,
  )
  return (
    <FormShell form={form}>
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <div className={forms.row}>
        <TextField meta={fields.company} label="Company" autoComplete="organization" />
        <TextField meta={fields.brand} label="Brand" autoComplete="off" />
      </div>
      <SelectField
        meta={fields.city}
        label="City"
        placeholder="Not set"
        options={CITIES}
        autoComplete="address-level2"
      />
      <TextAreaField
        meta={fields.bio}
        label="About you"
        hint={`What talents should know about your work, up to ${BIO_MAX_LENGTH} characters.`}
      />
    </FormShell>
  )
}
