import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import {
  CASTING_INTENT,
  CASTING_SECTION_ID,
  CastingFormSchema,
  CREDITS_ID,
  EARLIEST_CREDIT_YEAR,
  latestCreditYear,
  MAX_ACCENTS,
  MAX_CREDITS,
  MAX_SHOWREELS,
  MAX_SOCIAL_HANDLES,
  PROJECT_TYPES,
  SHOWREELS_ID,
} from './casting-form-schema'
import { FieldErrors, FormErrors, SubmitButton } from './forms'
import * as forms from './forms.css'
import * as page from './page.css'
import * as ownProfile from './own-profile.css'
import * as styles from './casting-form.css'

type Meta<Value> = FieldMetadata<Value, Record<string, unknown>, string[]>

/** What the form edits, as GET /get-my-talent-profile answers it. */
export interface EditableCasting {
  casting: {
    heightCm: number | null
    measurements: { chestCm?: number; waistCm?: number; hipsCm?: number } | null
    shoeSizeEu: number | null
    accents: string[]
    credits: { title: string; role: string; year: number; projectType?: string; url?: string }[]
    bookedUntil: string | null
    dayRate: { min: number | null; max: number | null } | null
    socialHandles: { platform: string; handle: string; followers?: number }[]
  }
  showreels: { url: string; title: string }[]
}

/** One input of the form: a label, the control, a hint and the field's errors tied to it. */
function Field<Value>({
  meta,
  label,
  type = 'text',
  hint,
  ...attributes
}: {
  meta: Meta<Value>
  label: string
  type?: 'text' | 'number' | 'date' | 'url'
  hint?: ReactNode
  step?: string
  min?: number | string
  max?: number | string
  inputMode?: 'numeric' | 'decimal' | 'url'
  placeholder?: string
  autoComplete?: string
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  return (
    <div className={forms.field}>
      <label htmlFor={meta.id} className={forms.label}>
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hintId })}
        key={meta.key}
        {...attributes}
        autoComplete={attributes.autoComplete ?? 'off'}
        className={forms.input}
      />
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** A group of fields under a legend, with the group's own errors (too many rows, min above max). */
function Group({
  id,
  legend,
  hint,
  errors,
  errorId,
  children,
}: {
  id?: string
  legend: string
  hint?: ReactNode
  errors?: string[]
  errorId?: string
  children: ReactNode
}) {
  const hintId = id && hint ? `${id}-hint` : undefined
  const describedBy = [hintId, errors?.length ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <fieldset id={id} className={styles.group} aria-describedby={describedBy} tabIndex={id ? -1 : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {children}
      {errorId && <FieldErrors id={errorId} errors={errors} />}
    </fieldset>
  )
}

function defaultsOf({ casting, showreels }: EditableCasting) {
  return {
    heightCm: casting.heightCm ?? undefined,
    measurements: casting.measurements ?? {},
    shoeSizeEu: casting.shoeSizeEu ?? undefined,
    accents: casting.accents.join(', '),
    availability: casting.bookedUntil ? ('booked' as const) : ('available' as const),
    bookedUntil: casting.bookedUntil ?? undefined,
    dayRate: { min: casting.dayRate?.min ?? undefined, max: casting.dayRate?.max ?? undefined },
    // One spare row each, to fill in without adding one first (and without JavaScript).
    credits: [...casting.credits, {}],
    socialHandles: [...casting.socialHandles, {}],
    showreels: [
      ...showreels.map(({ url, title }) => ({ url, title })),
      ...(showreels.length < MAX_SHOWREELS ? [{}] : []),
    ],
  }
}

/**
 * Requirements of issue 19: what a casting director decides on besides the photos. Posts to the talent page
 * with `?intent=casting`; rows are added and removed with conform's list buttons, which work without
 * JavaScript too (the server answers the form with one row more or less).
 */
export function CastingForm({
  action,
  profile,
  lastResult,
}: {
  /** The page's own path. */
  action: string
  profile: EditableCasting
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useForm<z.input<typeof CastingFormSchema>, z.output<typeof CastingFormSchema>>({
    id: 'casting-details',
    lastResult,
    defaultValue: defaultsOf(profile),
    constraint: getZodConstraint(CastingFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CastingFormSchema }),
  })
  const navigation = useNavigation()
  const target = `${action}?intent=${CASTING_INTENT}`
  const pending = navigation.state === 'submitting' && navigation.formAction === target
  const measurements = fields.measurements.getFieldset()
  const dayRate = fields.dayRate.getFieldset()
  const credits = fields.credits.getFieldList()
  const handles = fields.socialHandles.getFieldList()
  const showreels = fields.showreels.getFieldList()
  const booked = (fields.availability.value ?? 'available') === 'booked'

  return (
    <section id={CASTING_SECTION_ID} aria-labelledby="casting-title" className={ownProfile.section}>
      <h2 id="casting-title" className={page.sectionTitle}>
        Casting details
      </h2>
      <Form
        method="post"
        action={target}
        {...getFormProps(form)}
        className={`${forms.form} ${ownProfile.formCard}`}
        preventScrollReset
      >
        <p className={forms.hint}>Every field is optional. Leave one empty to take it off your profile.</p>
        <FormErrors id={form.errorId} errors={form.errors} />

        <Group legend="Body">
          <div className={styles.pair}>
            <Field meta={fields.heightCm} label="Height (cm)" type="number" min={50} max={250} inputMode="numeric" />
            <Field
              meta={fields.shoeSizeEu}
              label="Shoe size (EU)"
              type="number"
              step="0.5"
              min={15}
              max={52}
              inputMode="decimal"
            />
          </div>
          <div className={styles.measurements}>
            <Field
              meta={measurements.chestCm}
              label="Chest (cm)"
              type="number"
              min={40}
              max={200}
              inputMode="numeric"
            />
            <Field
              meta={measurements.waistCm}
              label="Waist (cm)"
              type="number"
              min={40}
              max={200}
              inputMode="numeric"
            />
            <Field meta={measurements.hipsCm} label="Hips (cm)" type="number" min={40} max={200} inputMode="numeric" />
          </div>
          <Field
            meta={fields.accents}
            label="Accents"
            hint={`Accents you can do, separated with commas (such as Mumbai Hindi, Neutral English), up to ${MAX_ACCENTS}.`}
          />
        </Group>

        <Group legend="Availability and rate">
          <fieldset className={forms.fieldset}>
            <legend className={forms.label}>Availability</legend>
            <div className={forms.radios}>
              {[
                { value: 'available', label: 'Available for work' },
                { value: 'booked', label: 'Booked until a date' },
              ].map((option) => (
                <label key={option.value} className={forms.radio}>
                  <input
                    type="radio"
                    name={fields.availability.name}
                    value={option.value}
                    defaultChecked={(fields.availability.initialValue ?? 'available') === option.value}
                    key={fields.availability.key}
                    className={forms.radioInput}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            meta={fields.bookedUntil}
            label="Booked until"
            type="date"
            hint={booked ? 'The last day you are booked.' : 'Only used when you choose “Booked until a date”.'}
          />
          <div className={forms.row}>
            <Field meta={dayRate.min} label="Day rate from (₹)" type="number" min={0} step="1" inputMode="numeric" />
            <Field meta={dayRate.max} label="Day rate up to (₹)" type="number" min={0} step="1" inputMode="numeric" />
          </div>
          <p className={forms.hint}>Your day rate is shown to signed-in recruiters only.</p>
        </Group>

        <Group
          id={CREDITS_ID}
          legend="Credits"
          hint={`Past projects, newest first if you like: up to ${MAX_CREDITS}. A row left empty is ignored.`}
          errors={fields.credits.errors}
          errorId={fields.credits.errorId}
        >
          {credits.map((credit, index) => {
            const row = credit.getFieldset()
            return (
              <fieldset key={credit.key} className={styles.rowCard}>
                <legend className={styles.rowLegend}>Credit {index + 1}</legend>
                <div className={forms.row}>
                  <Field meta={row.title} label="Project title" />
                  <Field meta={row.role} label="Your role" />
                </div>
                <div className={forms.row}>
                  <Field
                    meta={row.year}
                    label="Year"
                    type="number"
                    min={EARLIEST_CREDIT_YEAR}
                    max={latestCreditYear()}
                    inputMode="numeric"
                  />
                  <ProjectTypeSelect meta={row.projectType} />
                </div>
                <Field meta={row.url} label="Link to the project" type="url" inputMode="url" placeholder="https://" />
                <RowButtons>
                  <button
                    {...form.remove.getButtonProps({ name: fields.credits.name, index })}
                    className={styles.rowButton}
                  >
                    Remove credit {index + 1}
                  </button>
                </RowButtons>
              </fieldset>
            )
          })}
          {credits.length < MAX_CREDITS && (
            <RowButtons>
              <button {...form.insert.getButtonProps({ name: fields.credits.name })} className={styles.rowButton}>
                Add a credit
              </button>
            </RowButtons>
          )}
        </Group>

        <Group
          legend="Social media"
          hint="Follower counts are self-declared: recruiters see them as you enter them, marked as such."
          id="social-handles"
          errors={fields.socialHandles.errors}
          errorId={fields.socialHandles.errorId}
        >
          {handles.map((handle, index) => {
            const row = handle.getFieldset()
            return (
              <fieldset key={handle.key} className={styles.rowCard}>
                <legend className={styles.rowLegend}>Handle {index + 1}</legend>
                <div className={styles.threeColumns}>
                  <Field meta={row.platform} label="Platform" placeholder="Instagram" />
                  <Field meta={row.handle} label="Handle" placeholder="@you" />
                  <Field meta={row.followers} label="Followers" type="number" min={0} inputMode="numeric" />
                </div>
                <RowButtons>
                  <button
                    {...form.remove.getButtonProps({ name: fields.socialHandles.name, index })}
                    className={styles.rowButton}
                  >
                    Remove handle {index + 1}
                  </button>
                </RowButtons>
              </fieldset>
            )
          })}
          {handles.length < MAX_SOCIAL_HANDLES && (
            <RowButtons>
              <button {...form.insert.getButtonProps({ name: fields.socialHandles.name })} className={styles.rowButton}>
                Add a handle
              </button>
            </RowButtons>
          )}
        </Group>

        <Group
          id={SHOWREELS_ID}
          legend="Showreels"
          hint={`Links to your reels on YouTube or Vimeo, up to ${MAX_SHOWREELS}. They play on your profile.`}
          errors={fields.showreels.errors}
          errorId={fields.showreels.errorId}
        >
          {showreels.map((reel, index) => {
            const row = reel.getFieldset()
            return (
              <fieldset key={reel.key} className={styles.rowCard}>
                <legend className={styles.rowLegend}>Showreel {index + 1}</legend>
                <div className={forms.row}>
                  <Field
                    meta={row.url}
                    label="YouTube or Vimeo link"
                    type="url"
                    inputMode="url"
                    placeholder="https://youtu.be/…"
                  />
                  <Field meta={row.title} label="Reel title" placeholder="Drama reel 2025" />
                </div>
                <RowButtons>
                  <button
                    {...form.remove.getButtonProps({ name: fields.showreels.name, index })}
                    className={styles.rowButton}
                  >
                    Remove showreel {index + 1}
                  </button>
                </RowButtons>
              </fieldset>
            )
          })}
          {showreels.length < MAX_SHOWREELS && (
            <RowButtons>
              <button {...form.insert.getButtonProps({ name: fields.showreels.name })} className={styles.rowButton}>
                Add a showreel
              </button>
            </RowButtons>
          )}
        </Group>

        <div className={ownProfile.submitRow}>
          <SubmitButton pending={pending}>Save casting details</SubmitButton>
        </div>
      </Form>
    </section>
  )
}

function RowButtons({ children }: { children: ReactNode }) {
  return <div className={styles.rowButtons}>{children}</div>
}

function ProjectTypeSelect({ meta }: { meta: Meta<string | undefined> }) {
  return (
    <div className={forms.field}>
      <label htmlFor={meta.id} className={forms.label}>
        Project type
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className={forms.select}>
        <option value="">Not set</option>
        {PROJECT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}
