/**
 * Recruiters' shortlists (issue 21, ADR 023): the owner's calls under /shortlists, each owner-checked
 * (another recruiter's list answers 404), and the public read-only view of a shared list.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { authOf } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { plainText, multilineText } from '../fields'
import { errorResponse, idSchema, signedInOnly, signedInOrGuest, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { TalentCardSchema } from '../schemas'
import { shortlistCsv, shortlistCsvFilename } from '../services/shortlist-csv'
import {
  addToShortlist,
  removeFromShortlist,
  reorderShortlist,
  updateShortlistNote,
} from '../services/shortlist-entries'
import { sharedShortlist, shareShortlist, unshareShortlist } from '../services/shortlist-sharing'
import {
  createShortlist,
  deleteShortlist,
  MAX_TALENTS_PER_SHORTLIST,
  RECRUITERS_ONLY_SHORTLISTS,
  renameShortlist,
  SHORTLIST_NAME_MAX_LENGTH,
  SHORTLIST_NOTE_MAX_LENGTH,
  shortlistOf,
  shortlistsOf,
} from '../services/shortlists'
import { callerOfRequest } from '../services/visits'

const JSON_BODY_BYTES = 16 * 1024

const talentIdSchema = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a USERID: letters, digits, - or _')
  .openapi({ example: 'TAL000001' })

const nameSchema = plainText(SHORTLIST_NAME_MAX_LENGTH)
  .pipe(z.string().min(1, 'must not be empty'))
  .openapi({ type: 'string', minLength: 1, maxLength: SHORTLIST_NAME_MAX_LENGTH, example: 'Biscuit ad – kids' })

const noteSchema = multilineText(SHORTLIST_NOTE_MAX_LENGTH).openapi({
  type: 'string',
  maxLength: SHORTLIST_NOTE_MAX_LENGTH,
  description: 'Private: only the list’s owner ever sees it',
})

const HeadshotSchema = z
  .object({ USERID: z.string(), name: z.string(), photo: z.string(), photoPlaceholder: z.string().nullable() })
  .openapi('ShortlistHeadshot')

const dateTime = z.string().openapi({ format: 'date-time' })

const ShortlistSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    talentCount: z.number().int().openapi({ description: 'Talents the list shows (hidden profiles are not counted)' }),
    headshots: z.array(HeadshotSchema).openapi({ description: 'The first (up to 4) talents in order' }),
    shareToken: z
      .string()
      .nullable()
      .openapi({ description: 'The read-only link’s token (GET /shared-shortlists/{token}); null: not shared' }),
    sharedAt: dateTime.nullable(),
    firstOpenedAt: dateTime
      .nullable()
      .openapi({ description: 'When the current link was first opened by someone else' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi('ShortlistSummary')

const ShortlistSchema = ShortlistSummarySchema.extend({
  entries: z.array(z.object({ talent: TalentCardSchema, note: z.string(), addedAt: dateTime })),
}).openapi('Shortlist')

const SharedShortlistSchema = z
  .object({
    name: z.string(),
    owner: z.object({ name: z.string(), company: z.string() }),
    sharedAt: dateTime,
    talents: z.array(TalentCardSchema).openapi({ description: 'Public talents in the owner’s order; no notes' }),
  })
  .openapi('SharedShortlist')

const listAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(true), shortlist: ShortlistSchema }) } },
})
const okAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
})
const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

const idParams = z.object({ id: idSchema().openapi({ param: { name: 'id', in: 'path' } }) })
const entryParams = idParams.extend({
  talentId: talentIdSchema.openapi({ param: { name: 'talentId', in: 'path' } }),
})

const callerErrors = {
  401: unauthorizedResponse,
  403: errorResponse('Not a recruiter account'),
}
const ownedErrors = { ...callerErrors, 404: errorResponse('No such shortlist of the caller') }

export function shortlistRoutes({ db, tokens, deliver }: ApiDependencies) {
  const recruitersOnly = { only: 'recruiter' as const, message: RECRUITERS_ONLY_SHORTLISTS }
  const recruiter = signedInOnly(tokens, { userType: recruitersOnly })
  const recruiterJson = signedInOnly(tokens, { userType: recruitersOnly, jsonBodyBytes: JSON_BODY_BYTES })
  const tag = ['Shortlists']

  const listRoute = createRoute({
    method: 'get',
    path: '/shortlists',
    tags: tag,
    summary: "The caller's shortlists, most recently changed first, with counts and the first headshots",
    middleware: recruiter,
    responses: {
      200: {
        description: 'The lists',
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), shortlists: z.array(ShortlistSummarySchema) }),
          },
        },
      },
      ...callerErrors,
      ...errorResponses,
    },
  })

  const createListRoute = createRoute({
    method: 'post',
    path: '/shortlists',
    tags: tag,
    summary: 'Makes a new, empty shortlist',
    middleware: recruiterJson,
    request: jsonBody(z.object({ name: nameSchema })),
    responses: {
      201: listAnswer('The new list'),
      ...callerErrors,
      409: errorResponse('The caller already keeps the most lists one account may'),
      ...errorResponses,
    },
  })

  const getRoute = createRoute({
    method: 'get',
    path: '/shortlists/{id}',
    tags: tag,
    summary: 'One of the caller’s lists: its talents in order, with the caller’s notes',
    middleware: recruiter,
    request: { params: idParams },
    responses: { 200: listAnswer('The list'), ...ownedErrors, ...errorResponses },
  })

  const renameRoute = createRoute({
    method: 'patch',
    path: '/shortlists/{id}',
    tags: tag,
    summary: 'Renames a list',
    middleware: recruiterJson,
    request: { params: idParams, ...jsonBody(z.object({ name: nameSchema })) },
    responses: { 200: listAnswer('The renamed list'), ...ownedErrors, ...errorResponses },
  })

  const deleteRoute = createRoute({
    method: 'delete',
    path: '/shortlists/{id}',
    tags: tag,
    summary: 'Deletes a list (its link stops working)',
    middleware: recruiter,
    request: { params: idParams },
    responses: { 200: okAnswer('Deleted'), ...ownedErrors, ...errorResponses },
  })

  const addRoute = createRoute({
    method: 'post',
    path: '/shortlists/{id}/entries',
    tags: tag,
    summary: 'Adds a public talent at the end of the list; adding one already on it keeps one entry',
    description: `201 when added, 200 when the talent was already on the list (a given note replaces the old one). At most ${MAX_TALENTS_PER_SHORTLIST} talents a list.`,
    middleware: recruiterJson,
    request: { params: idParams, ...jsonBody(z.object({ talentId: talentIdSchema, note: noteSchema.optional() })) },
    responses: {
      200: listAnswer('The talent was already on the list'),
      201: listAnswer('Added'),
      ...ownedErrors,
      404: errorResponse('No such shortlist of the caller, or no such public talent'),
      409: errorResponse('The list is full'),
      ...errorResponses,
    },
  })

  const noteRoute = createRoute({
    method: 'patch',
    path: '/shortlists/{id}/entries/{talentId}',
    tags: tag,
    summary: 'Sets the private note on a talent of the list (an empty note clears it)',
    middleware: recruiterJson,
    request: { params: entryParams, ...jsonBody(z.object({ note: noteSchema })) },
    responses: {
      200: listAnswer('The list'),
      ...ownedErrors,
      404: errorResponse('No such list, or the talent is not on it'),
      ...errorResponses,
    },
  })

  const removeRoute = createRoute({
    method: 'delete',
    path: '/shortlists/{id}/entries/{talentId}',
    tags: tag,
    summary: 'Takes a talent off the list',
    middleware: recruiter,
    request: { params: entryParams },
    responses: {
      200: listAnswer('The list'),
      ...ownedErrors,
      404: errorResponse('No such list, or the talent is not on it'),
      ...errorResponses,
    },
  })

  const orderRoute = createRoute({
    method: 'put',
    path: '/shortlists/{id}/order',
    tags: tag,
    summary: 'Puts the list’s talents in the given order',
    description: 'talentIds must name each talent the list shows exactly once, else 400 says which is wrong.',
    middleware: recruiterJson,
    request: {
      params: idParams,
      ...jsonBody(
        z.object({
          talentIds: z
            .array(talentIdSchema, { required_error: 'is required', invalid_type_error: 'must be an array of USERIDs' })
            .max(MAX_TALENTS_PER_SHORTLIST, `must list at most ${MAX_TALENTS_PER_SHORTLIST} talents`),
        }),
      ),
    },
    responses: { 200: listAnswer('The list in its new order'), ...ownedErrors, ...errorResponses },
  })

  const shareRoute = createRoute({
    method: 'post',
    path: '/shortlists/{id}/share',
    tags: tag,
    summary: 'Shares the list as a read-only link: makes its token, or answers the one it has',
    middleware: recruiter,
    request: { params: idParams },
    responses: {
      200: listAnswer('Already shared: the same token'),
      201: listAnswer('Shared: a new token'),
      ...ownedErrors,
      ...errorResponses,
    },
  })

  const unshareRoute = createRoute({
    method: 'delete',
    path: '/shortlists/{id}/share',
    tags: tag,
    summary: 'Stops sharing: the link’s token stops working at once (sharing again makes a new one)',
    middleware: recruiter,
    request: { params: idParams },
    responses: { 200: listAnswer('The list, not shared'), ...ownedErrors, ...errorResponses },
  })

  const csvRoute = createRoute({
    method: 'get',
    path: '/shortlists/{id}/export.csv',
    tags: tag,
    summary: 'The list as CSV: a header row, then one row per talent in order, with the caller’s notes',
    description: "Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) start with '.",
    middleware: recruiter,
    request: { params: idParams },
    responses: {
      200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      ...ownedErrors,
      ...errorResponses,
    },
  })

  const sharedRoute = createRoute({
    method: 'get',
    path: '/shared-shortlists/{token}',
    tags: tag,
    summary: 'The read-only view of a shared list (no sign-in): name, owner, public talents; no notes',
    description: 'An unknown or revoked token is 404. The first open by anyone but the owner is recorded.',
    security: [],
    middleware: signedInOrGuest(tokens),
    request: { params: z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) }) },
    responses: {
      200: {
        description: 'The shared list',
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), shortlist: SharedShortlistSchema }),
          },
        },
      },
      404: errorResponse('No list is shared under this token'),
      ...errorResponses,
    },
  })

  const owner = (c: Parameters<typeof authOf>[0]) => authOf(c).id
  const list = (shortlist: Awaited<ReturnType<typeof shortlistOf>>) => ({ success: true as const, shortlist })

  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ success: true as const, shortlists: await shortlistsOf(db, owner(c)) }, 200),
    )
    .openapi(createListRoute, async (c) => {
      const created = await createShortlist(db, owner(c), c.req.valid('json').name)
      return c.json(list({ ...created, entries: [] }), 201)
    })
    .openapi(getRoute, async (c) => c.json(list(await shortlistOf(db, owner(c), c.req.valid('param').id)), 200))
    .openapi(renameRoute, async (c) => {
      const shortlist = await renameShortlist(db, owner(c), c.req.valid('param').id, c.req.valid('json').name)
      return c.json(list(shortlist), 200)
    })
    .openapi(deleteRoute, async (c) => {
      await deleteShortlist(db, owner(c), c.req.valid('param').id)
      return c.json({ success: true as const }, 200)
    })
    .openapi(addRoute, async (c) => {
      const { id } = c.req.valid('param')
      const { talentId, note } = c.req.valid('json')
      const { added } = await addToShortlist(db, owner(c), id, talentId, note)
      const shortlist = await shortlistOf(db, owner(c), id)
      return added ? c.json(list(shortlist), 201) : c.json(list(shortlist), 200)
    })
    .openapi(noteRoute, async (c) => {
      const { id, talentId } = c.req.valid('param')
      await updateShortlistNote(db, owner(c), id, talentId, c.req.valid('json').note)
      return c.json(list(await shortlistOf(db, owner(c), id)), 200)
    })
    .openapi(removeRoute, async (c) => {
      const { id, talentId } = c.req.valid('param')
      await removeFromShortlist(db, owner(c), id, talentId)
      return c.json(list(await shortlistOf(db, owner(c), id)), 200)
    })
    .openapi(orderRoute, async (c) => {
      const shortlist = await reorderShortlist(db, owner(c), c.req.valid('param').id, c.req.valid('json').talentIds)
      return c.json(list(shortlist), 200)
    })
    .openapi(shareRoute, async (c) => {
      const { created, shortlist } = await shareShortlist(db, owner(c), c.req.valid('param').id)
      return created ? c.json(list(shortlist), 201) : c.json(list(shortlist), 200)
    })
    .openapi(unshareRoute, async (c) =>
      c.json(list(await unshareShortlist(db, owner(c), c.req.valid('param').id)), 200),
    )
    .openapi(csvRoute, async (c) => {
      const shortlist = await shortlistOf(db, owner(c), c.req.valid('param').id)
      c.header('content-type', 'text/csv; charset=utf-8')
      c.header('content-disposition', `attachment; filename="${shortlistCsvFilename(shortlist.name)}"`)
      return c.body(shortlistCsv(shortlist), 200)
    })
    .openapi(sharedRoute, async (c) => {
      const viewer = await callerOfRequest(db, {
        userId: c.var.auth?.id ?? null,
        bindings: c.env,
        userAgent: c.req.header('user-agent'),
      })
      const { shortlist, firstOpen } = await sharedShortlist(db, c.req.valid('param').token, viewer)
      if (firstOpen) deliver([firstOpen])
      return c.json({ success: true as const, shortlist }, 200)
    })
}
