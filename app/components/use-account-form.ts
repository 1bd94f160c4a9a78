import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

/**
 * The account forms' conform setup: one zod schema validates in the browser and on the server.
 * Errors appear on submit, then follow the typing; on blur they would shift the button under the pointer.
 */
export function useAccountForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
