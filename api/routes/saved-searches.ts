/**
 * Recruiters' saved searches with alerts (issue 23, ADR 027): the owner's calls under /saved-searches, each
 * owner-checked (another recruiter's search answers 404).
 */
import { createRoute, z } from '@hono/zod-openapi'
import { authOf } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { plainText } from '../fields'
import { errorResponse, idSchema, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { AppliedFiltersSchema, SEARCH_QUERY_MAX_LENGTH, SearchFiltersSchema } from '../schemas'
import {
  createSavedSearch,
  deleteSavedSearch,
  MAX_SAVED_SEARCHES_PER_RECRUITER,
  RECRUITERS_ONLY_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchesOf,
  savedSearchOf,
  updateSavedSearch,
} from '../services/saved-searches'

const JSON_BODY_BYTES = 8 * 1024

const nameSchema = plainText(SAVED_SEARCH_NAME_MAX_LENGTH)
  .pipe(z.string().min(1, 'must not be empty'))
  .openapi({ type: 'string', minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX_LENGTH, example: 'Dancers in Mumbai' })

const queryTextSchema = plainText(SEARCH_QUERY_MAX_LENGTH)
  .nullable()
  .optional()
  .openapi({ type: 'string', maxLength: SEARCH_QUERY_MAX_LENGTH, example: 'kathak' })

const dateTime = z.string().openapi({ format: 'date-time' })

const SavedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    filters: AppliedFiltersSchema,
    query: z.string().nullable().openapi({ description: 'Words (or a name, with isNameSearch) a talent must match' }),
    isNameSearch: z.boolean(),
    paused: z.boolean().openapi({ description: 'A paused search sends no alerts' }),
    link: z.string().openapi({ description: 'The all-talents page with these filters, newest first' }),
    lastAlertedAt: dateTime.nullable(),
    createdAt: dateTime,
  })
  .openapi('SavedSearch')

const CreateSavedSearchSchema = z
  .object({
    name: nameSchema,
    filters: SearchFiltersSchema.default({}),
    query: queryTextSchema,
    isNameSearch: z.boolean({ invalid_type_error: 'must be true or false' }).default(false),
  })
  .strict()

const UpdateSavedSearchSchema = z
  .object({
    name: nameSchema.optional(),
    paused: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((patch) => patch.name !== undefined || patch.paused !== undefined, {
    message: 'Send a name, paused, or both',
  })

const oneAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(true), savedSearch: SavedSearchSchema }) } },
})
const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})
const idParams = z.object({ id: idSchema().openapi({ param: { name: 'id', in: 'path' } }) })
const callerErrors = { 401: unauthorizedResponse, 403: errorResponse('Not a recruiter account') }
const ownedErrors = { ...callerErrors, 404: errorResponse('No such saved search of the caller') }

export function savedSearchRoutes({ db, tokens }: ApiDependencies) {
  const recruitersOnly = { only: 'recruiter' as const, message: RECRUITERS_ONLY_SAVED_SEARCHES }
  const recruiter = signedInOnly(tokens, { userType: recruitersOnly })
  const recruiterJson = signedInOnly(tokens, { userType: recruitersOnly, jsonBodyBytes: JSON_BODY_BYTES })
  const tags = ['Saved searches']

  const listRoute = createRoute({
    method: 'get',
    path: '/saved-searches',
    tags,
    summary: "The caller's saved searches, newest first",
    middleware: recruiter,
    responses: {
      200: {
        description: 'The searches',
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), savedSearches: z.array(SavedSearchSchema) }),
          },
        },
      },
      ...callerErrors,
      ...errorResponses,
    },
  })
  const createSearchRoute = createRoute({
    method: 'post',
    path: '/saved-searches',
    tags,
    summary: 'Saves a search: new public talents who match it are announced (at most one alert an hour)',
    description: `At least one filter, a name or words. At most ${MAX_SAVED_SEARCHES_PER_RECRUITER} per recruiter.`,
    middleware: recruiterJson,
    request: jsonBody(CreateSavedSearchSchema),
    responses: {
      201: oneAnswer('Saved'),
      ...callerErrors,
      409: errorResponse('The same search is saved already, or the caller keeps the most one account may'),
      ...errorResponses,
    },
  })
  const getRoute = createRoute({
    method: 'get',
    path: '/saved-searches/{id}',
    tags,
    summary: 'One of the caller’s saved searches',
    middleware: recruiter,
    request: { params: idParams },
    responses: { 200: oneAnswer('The search'), ...ownedErrors, ...errorResponses },
  })
  const updateRoute = createRoute({
    method: 'patch',
    path: '/saved-searches/{id}',
    tags,
    summary: 'Renames a saved search, or pauses or resumes its alerts',
    middleware: recruiterJson,
    request: { params: idParams, ...jsonBody(UpdateSavedSearchSchema) },
    responses: { 200: oneAnswer('The changed search'), ...ownedErrors, ...errorResponses },
  })
  const deleteRoute = createRoute({
    method: 'delete',
    path: '/saved-searches/{id}',
    tags,
    summary: 'Deletes a saved search (its alerts stop)',
    middleware: recruiter,
    request: { params: idParams },
    responses: {
      200: {
        description: 'Deleted',
        content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
      },
      ...ownedErrors,
      ...errorResponses,
    },
  })

  const owner = (c: Parameters<typeof authOf>[0]) => authOf(c).id
  const one = (savedSearch: Awaited<ReturnType<typeof savedSearchOf>>) => ({ success: true as const, savedSearch })

  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ success: true as const, savedSearches: await savedSearchesOf(db, owner(c)) }, 200),
    )
    .openapi(createSearchRoute, async (c) => {
      const { name, filters, query, isNameSearch } = c.req.valid('json')
      const created = await createSavedSearch(db, owner(c), { name, filters, query: query ?? null, isNameSearch })
      return c.json(one(created), 201)
    })
    .openapi(getRoute, async (c) => c.json(one(await savedSearchOf(db, owner(c), c.req.valid('param').id)), 200))
    .openapi(updateRoute, async (c) => {
      const changed = await updateSavedSearch(db, owner(c), c.req.valid('param').id, c.req.valid('json'))
      return c.json(one(changed), 200)
    })
    .openapi(deleteRoute, async (c) => {
      await deleteSavedSearch(db, owner(c), c.req.valid('param').id)
      return c.json({ success: true as const }, 200)
    })
}
