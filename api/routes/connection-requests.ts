/**
 * Connection requests (issue 21, ADR 024): recruiters send them, talents accept, decline or block; either
 * party reads one, anyone else gets 404. Notifications are written in the change's transaction and handed
 * to `deliver` after the commit.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { authOf } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { errorResponse, idSchema, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { connectLimitMessage } from '../services/contact-limit'
import {
  answerConnectionRequest,
  blockRequestRecruiter,
  talentBlocksOf,
  unblockRecruiter,
  withdrawConnectionRequest,
} from '../services/connection-request-answers'
import {
  connectionRequestOf,
  connectionRequestsOf,
  RECRUITERS_ONLY_REQUESTS,
  RequestLimitReached,
  sendConnectionRequest,
  TALENTS_ONLY_REQUESTS,
} from '../services/connection-requests'
import { ConnectionRequestSchema, NewRequestSchema, TalentBlockSchema } from './connection-request-schemas'

const JSON_BODY_BYTES = 16 * 1024

const requestAnswer = (description: string) => ({
  description,
  content: {
    'application/json': { schema: z.object({ success: z.literal(true), request: ConnectionRequestSchema }) },
  },
})

const idParams = z.object({
  id: z
    .string()
    .uuid('must be a request id')
    .openapi({ param: { name: 'id', in: 'path' }, example: '3f0c1f9e-8a55-4a3e-9b59-1d3c2f0b8e11' }),
})
const blockParams = z.object({ id: idSchema().openapi({ param: { name: 'id', in: 'path' } }) })

const notFound = { 404: errorResponse('No such request of the caller') }
const signedIn = { 401: unauthorizedResponse }
const answered = { 409: errorResponse('The request is no longer pending: it was already answered or withdrawn') }

export function connectionRequestRoutes({ db, tokens, connectLimit, deliver }: ApiDependencies) {
  const anyone = signedInOnly(tokens)
  const recruiter = signedInOnly(tokens, { userType: { only: 'recruiter', message: RECRUITERS_ONLY_REQUESTS } })
  const talent = signedInOnly(tokens, { userType: { only: 'talent', message: TALENTS_ONLY_REQUESTS } })
  const tags = ['Connection requests']
  const forbidden = (who: string) => ({ 403: errorResponse(`Not a ${who} account`) })

  const sendRoute = createRoute({
    method: 'post',
    path: '/connection-requests',
    tags,
    summary: 'Sends a public talent a request (recruiters only); the talent is told',
    description:
      'One pending request per recruiter and talent: a second is 409, and so is a request to a talent who ' +
      'blocked the caller (the same answer, so a block is not announced). Each sent request uses one of the ' +
      "account's daily allowance (CONNECT_LINKS_PER_DAY), then 429 with Retry-After. Dates are YYYY-MM-DD; " +
      'the start must not be in the past (anywhere on Earth) and the end not before the start.',
    middleware: signedInOnly(tokens, {
      userType: { only: 'recruiter', message: RECRUITERS_ONLY_REQUESTS },
      jsonBodyBytes: JSON_BODY_BYTES,
    }),
    request: { body: { content: { 'application/json': { schema: NewRequestSchema } }, required: true } },
    responses: {
      201: requestAnswer('Sent'),
      ...signedIn,
      ...forbidden('recruiter'),
      404: errorResponse('No public talent with that USERID'),
      409: errorResponse('A request to this talent is already waiting (or the talent takes none from the caller)'),
      429: errorResponse("The account's daily number of requests is used up: Retry-After says when"),
      ...errorResponses,
    },
  })

  const listRoute = createRoute({
    method: 'get',
    path: '/connection-requests',
    tags,
    summary: 'Requests the caller sent (a recruiter, newest first) or received (a talent, pending first)',
    middleware: anyone,
    responses: {
      200: {
        description: 'The requests',
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), requests: z.array(ConnectionRequestSchema) }),
          },
        },
      },
      ...signedIn,
      ...errorResponses,
    },
  })

  const getRoute = createRoute({
    method: 'get',
    path: '/connection-requests/{id}',
    tags,
    summary: 'One request, to either party; contact details only once accepted',
    middleware: anyone,
    request: { params: idParams },
    responses: { 200: requestAnswer('The request'), ...signedIn, ...notFound, ...errorResponses },
  })

  const actionRoute = (action: 'accept' | 'decline' | 'withdraw' | 'block', summary: string) =>
    createRoute({
      method: 'post',
      path: `/connection-requests/{id}/${action}`,
      tags,
      summary,
      middleware: action === 'withdraw' ? recruiter : talent,
      request: { params: idParams },
      responses: {
        200: requestAnswer('The request as it is now'),
        ...signedIn,
        ...forbidden(action === 'withdraw' ? 'recruiter' : 'talent'),
        ...notFound,
        ...(action === 'block' ? {} : answered),
        ...errorResponses,
      },
    })

  const blocksRoute = createRoute({
    method: 'get',
    path: '/talent-blocks',
    tags,
    summary: 'The recruiters the caller (a talent) blocked, newest first',
    middleware: talent,
    responses: {
      200: {
        description: 'The blocks',
        content: {
          'application/json': { schema: z.object({ success: z.literal(true), blocks: z.array(TalentBlockSchema) }) },
        },
      },
      ...signedIn,
      ...forbidden('talent'),
      ...errorResponses,
    },
  })

  const unblockRoute = createRoute({
    method: 'delete',
    path: '/talent-blocks/{id}',
    tags,
    summary: 'Lifts a block: the recruiter may send requests again',
    middleware: talent,
    request: { params: blockParams },
    responses: {
      200: {
        description: 'Lifted',
        content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
      },
      ...signedIn,
      ...forbidden('talent'),
      404: errorResponse('No such block of the caller'),
      ...errorResponses,
    },
  })

  const caller = (c: Parameters<typeof authOf>[0]) => authOf(c).id
  const answer = (request: Awaited<ReturnType<typeof connectionRequestOf>>) => ({ success: true as const, request })

  return createRouter()
    .openapi(sendRoute, async (c) => {
      const recruiterId = caller(c)
      const admit = async () => {
        const admission = await connectLimit.consume(recruiterId)
        if (admission.allowed) return null
        const message = connectLimitMessage(connectLimit.perDay, admission.retryAfterSeconds)
        return new RequestLimitReached(message, admission.retryAfterSeconds)
      }
      try {
        const { request, deliveries } = await sendConnectionRequest(db, recruiterId, c.req.valid('json'), admit)
        deliver(deliveries)
        return c.json(answer(request), 201)
      } catch (error) {
        if (!(error instanceof RequestLimitReached)) throw error
        c.header('Retry-After', String(error.retryAfterSeconds))
        return c.json({ success: false as const, message: error.message }, 429)
      }
    })
    .openapi(listRoute, async (c) => {
      const requests = await connectionRequestsOf(db, authOf(c))
      return c.json({ success: true as const, requests }, 200)
    })
    .openapi(getRoute, async (c) =>
      c.json(answer(await connectionRequestOf(db, caller(c), c.req.valid('param').id)), 200),
    )
    .openapi(actionRoute('accept', 'Accepts a pending request: both sides now see each other’s email'), async (c) => {
      const { request, deliveries } = await answerConnectionRequest(db, caller(c), c.req.valid('param').id, 'accepted')
      deliver(deliveries)
      return c.json(answer(request), 200)
    })
    .openapi(actionRoute('decline', 'Declines a pending request; the recruiter is told'), async (c) => {
      const { request, deliveries } = await answerConnectionRequest(db, caller(c), c.req.valid('param').id, 'declined')
      deliver(deliveries)
      return c.json(answer(request), 200)
    })
    .openapi(actionRoute('withdraw', 'Takes back a pending request (the talent is not told)'), async (c) =>
      c.json(answer(await withdrawConnectionRequest(db, caller(c), c.req.valid('param').id)), 200),
    )
    .openapi(
      actionRoute('block', 'Blocks the request’s recruiter; a pending request is declined as by Decline'),
      async (c) => {
        const { request, deliveries } = await blockRequestRecruiter(db, caller(c), c.req.valid('param').id)
        deliver(deliveries)
        return c.json(answer(request), 200)
      },
    )
    .openapi(blocksRoute, async (c) =>
      c.json({ success: true as const, blocks: await talentBlocksOf(db, caller(c)) }, 200),
    )
    .openapi(unblockRoute, async (c) => {
      await unblockRecruiter(db, caller(c), c.req.valid('param').id)
      return c.json({ success: true as const }, 200)
    })
}
