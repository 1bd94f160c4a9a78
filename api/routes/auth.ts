import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ApiDependencies } from '../dependencies'
import { clientAddressOf } from '../auth/client-address'
import { authOf, requireAuth } from '../auth/middleware'
import { isCommonPassword } from '../auth/password'
import { tooManySignIns, tooManySignups, tooManyWrongPasswords, type Admission } from '../auth/throttle'
import type { TokenService } from '../auth/tokens'
import { ApiError } from '../errors'
import { jsonObjectBody } from '../route-helpers'
import { createRouter, ErrorSchema, errorResponses } from '../router'
import { COMMON_PASSWORD_MESSAGE, SIGNUP_CREATED_MESSAGE, SIGNUP_EXISTING_ACCOUNT_MESSAGE } from '../schemas'
import {
  birthDateSchema,
  citySchema,
  multilineText,
  nameSchema,
  oneOf,
  plainText,
  projectTypesSchema,
  profileLanguagesSchema,
  shortList,
} from '../fields'
import { authenticate, changePassword, dummyPasswordHash, signUp } from '../services/accounts'
import { GENDERS, TALENT_TYPES } from '../vocabulary'

export const MAX_AUTH_BODY_BYTES = 16 * 1024

// ---------------------------------------------------------------------------------------------------
// Request bodies

/** Token answers must never be kept by a browser or a proxy (RFC 6749 §5.1). */
const noStore = createMiddleware(async (c, next) => {
  c.header('cache-control', 'no-store')
  await next()
})

const jsonBody = jsonObjectBody(MAX_AUTH_BODY_BYTES)

const typed = { required_error: 'is required', invalid_type_error: 'must be a string' }

const emailSchema = z
  .string(typed)
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .email('must be a valid email address')
  .openapi({ example: 'talent@demo.test' })

const newPasswordSchema = z
  .string(typed)
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .refine((value) => value.trim().length > 0, 'must not be only spaces')
  .refine((value) => !/\p{Cs}/u.test(value), 'must be valid text')
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)
  .openapi({ example: 'correct-horse-battery' })

const accountFields = { email: emailSchema, password: newPasswordSchema, name: nameSchema }

const TalentSignupSchema = z
  .object({
    ...accountFields,
    userType: z.literal('talent'),
    talentType: oneOf(TALENT_TYPES),
    gender: oneOf(GENDERS),
    birthDate: birthDateSchema,
    city: citySchema,
    bio: multilineText(1000).optional(),
    projectTypes: projectTypesSchema.optional(),
    languages: profileLanguagesSchema().optional(),
    skills: shortList(20).optional(),
  })
  .openapi('TalentSignup')

const RecruiterSignupSchema = z
  .object({
    ...accountFields,
    userType: z.literal('recruiter'),
    company: plainText(120).optional(),
  })
  .openapi('RecruiterSignup')

const SignupSchema = z.discriminatedUnion('userType', [TalentSignupSchema, RecruiterSignupSchema], {
  errorMap: (issue, ctx) => ({
    message: issue.code === 'invalid_union_discriminator' ? "must be 'talent' or 'recruiter'" : ctx.defaultError,
  }),
})

const LoginSchema = z
  .object({
    email: emailSchema,
    // Only bounded here: the rules for new passwords may change, old ones must still sign in.
    password: z.string(typed).min(1, 'is required').max(128, 'must be at most 128 characters'),
  })
  .openapi('LoginRequest')

const RefreshSchema = z
  .object({
    refreshToken: z.string(typed).regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be a refresh token as issued'),
  })
  .openapi('RefreshRequest')

const LogoutSchema = z
  .object({
    userId: z.string(typed).regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a USERID'),
  })
  .openapi('LogoutRequest')

const ChangePasswordSchema = z
  .object({
    currentPassword: z.string(typed).min(1, 'is required').max(128, 'must be at most 128 characters'),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'must differ from the current password',
  })
  .openapi('ChangePasswordRequest')

// ---------------------------------------------------------------------------------------------------
// Responses

const SessionUserSchema = z
  .object({ USERID: z.string(), email: z.string(), name: z.string(), userType: z.enum(['talent', 'recruiter']) })
  .openapi('SessionUser')

const tokenFields = {
  accessToken: z.string().openapi({ description: 'Bearer JWT for the Authorization header' }),
  refreshToken: z.string().openapi({ description: 'Single use: spend it once for a new pair' }),
  expiresIn: z.number().int().openapi({ description: 'Seconds until the access token expires', example: 3600 }),
}

const SessionSchema = z
  .object({ success: z.literal(true), message: z.string(), ...tokenFields, user: SessionUserSchema })
  .openapi('Session')

const RefreshedSchema = z.object({ success: z.literal(true), ...tokenFields }).openapi('RefreshedTokens')

const PasswordChangedSchema = z
  .object({ success: z.literal(true), message: z.string(), ...tokenFields })
  .openapi('PasswordChanged')

const jsonContent = <T extends z.ZodTypeAny>(schema: T) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: jsonContent(ErrorSchema) })
const requestBody = <T extends z.ZodTypeAny>(schema: T) => ({ required: true, content: jsonContent(schema) })

const signupRoute = createRoute({
  method: 'post',
  path: '/app-user-authentication/signup',
  summary: 'Create a talent or recruiter account and sign it in',
  security: [],
  middleware: [noStore, jsonBody] as const,
  request: { body: requestBody(SignupSchema) },
  responses: {
    201: { description: 'Account created and signed in', content: jsonContent(SessionSchema) },
    200: {
      description: 'The email has an account and this was its password: its owner is signed in',
      content: jsonContent(SessionSchema),
    },
    429: error(
      'Too many sign-ups for this email, or too many password attempts on its account from this address (the ' +
        'sign-in count): Retry-After says when to try again',
    ),
    ...errorResponses,
    400: error(
      'A field is invalid, or the email has an account and this was not its password (the same answer for every such email)',
    ),
  },
})

const loginRoute = createRoute({
  method: 'post',
  path: '/app-user-authentication/login',
  summary: 'Sign in with email and password',
  security: [],
  middleware: [noStore, jsonBody] as const,
  request: { body: requestBody(LoginSchema) },
  responses: {
    200: { description: 'Signed in', content: jsonContent(SessionSchema) },
    401: error('Unknown email or wrong password (the same answer for both)'),
    429: error('Too many attempts on this account from this address: Retry-After says when to try again'),
    ...errorResponses,
  },
})

const refreshRoute = createRoute({
  method: 'post',
  path: '/app-user-authentication/refresh-token',
  summary: 'Spend a refresh token for a new token pair (reusing a spent one ends the sign-in)',
  security: [],
  middleware: [noStore, jsonBody] as const,
  request: { body: requestBody(RefreshSchema) },
  responses: {
    200: { description: 'A new token pair', content: jsonContent(RefreshedSchema) },
    401: error('Unknown, expired, revoked or already spent refresh token'),
    ...errorResponses,
  },
})

const logoutRoute = (tokens: TokenService) =>
  createRoute({
    method: 'post',
    path: '/app-user-authentication/logout',
    summary: 'End the current sign-in: its access and refresh tokens stop working',
    middleware: [noStore, requireAuth(tokens), jsonBody] as const,
    request: { body: requestBody(LogoutSchema) },
    responses: {
      200: {
        description: 'Signed out',
        content: jsonContent(z.object({ success: z.literal(true), message: z.string() })),
      },
      401: error('Missing or invalid access token'),
      403: error('The userId is not the caller'),
      ...errorResponses,
    },
  })

const changePasswordRoute = (tokens: TokenService) =>
  createRoute({
    method: 'post',
    path: '/app-user-authentication/change-password',
    summary:
      'Change the password: every sign-in and web session of the user ends, and a new sign-in starts for the caller',
    middleware: [noStore, requireAuth(tokens), jsonBody] as const,
    request: { body: requestBody(ChangePasswordSchema) },
    responses: {
      200: {
        description: 'Password changed; the new token pair of a fresh sign-in',
        content: jsonContent(PasswordChangedSchema),
      },
      ...errorResponses,
      400: error('A field is invalid, or currentPassword is not the current password'),
      401: error('Missing or invalid access token'),
      429: error('Too many wrong current passwords from this address: Retry-After says when to try again'),
    },
  })

/** A throttled attempt: 429 in the API's envelope, with Retry-After (ADR 015). */
function tooMany(c: Context, message: string, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ success: false as const, message }, 429)
}

/**
 * Runs an admitted password check: a right password forgets the address's attempts; a check that never
 * ran to a verdict (the database down) is not counted as an attempt.
 */
async function checkedUnder<T>(admission: Admission & { allowed: true }, check: () => Promise<T>): Promise<T> {
  let result: T
  try {
    result = await check()
  } catch (error) {
    if (!(error instanceof ApiError)) await admission.void()
    throw error
  }
  await admission.succeeded()
  return result
}

// ---------------------------------------------------------------------------------------------------

export function authRoutes({ db, tokens, throttle, announceTalent }: ApiDependencies) {
  // Computed now rather than on the first unknown email, whose answer would otherwise be slower.
  void dummyPasswordHash()

  return createRouter()
    .openapi(signupRoute, async (c) => {
      const input = c.req.valid('json')
      const wait = await throttle.admitSignup(input.email)
      if (wait !== null) return tooMany(c, tooManySignups(wait), wait)
      // ADR 019: never says whether the email was registered; its owner with the right password is signed
      // in. That is a password check, so it runs under the sign-in throttle, on sign-in's own count for this
      // email and address (ADR 015): sign-up is no way around the waits. A new email's sign-up is an
      // attempt that succeeds, so it leaves no count behind.
      const admission = await throttle.admit('sign-in', input.email, clientAddressOf(c.env))
      if (!admission.allowed)
        return tooMany(c, tooManySignups(admission.retryAfterSeconds), admission.retryAfterSeconds)
      const { account, created } = await checkedUnder(admission, () => signUp(db, input, announceTalent))
      const issued = await tokens.issue(account)
      const { USERID, email, name, userType } = account
      const message = created ? SIGNUP_CREATED_MESSAGE : SIGNUP_EXISTING_ACCOUNT_MESSAGE
      return c.json(
        { success: true as const, message, ...issued, user: { USERID, email, name, userType } },
        created ? 201 : 200,
      )
    })
    .openapi(loginRoute, async (c) => {
      const { email: login, password } = c.req.valid('json')
      const admission = await throttle.admit('sign-in', login, clientAddressOf(c.env))
      if (!admission.allowed)
        return tooMany(c, tooManySignIns(admission.retryAfterSeconds), admission.retryAfterSeconds)
      const account = await checkedUnder(admission, () => authenticate(db, login, password))
      const issued = await tokens.issue(account)
      const { USERID, email, name, userType } = account
      return c.json(
        { success: true as const, message: 'Login successful', ...issued, user: { USERID, email, name, userType } },
        200,
      )
    })
    .openapi(refreshRoute, async (c) => {
      const { accessToken, refreshToken, expiresIn } = await tokens.rotate(c.req.valid('json').refreshToken)
      return c.json({ success: true as const, accessToken, refreshToken, expiresIn }, 200)
    })
    .openapi(logoutRoute(tokens), async (c) => {
      const auth = authOf(c)
      if (c.req.valid('json').userId !== auth.USERID) {
        throw new ApiError(403, 'You can only log out your own account.')
      }
      await tokens.revokeFamily(auth.familyId, auth.id)
      return c.json({ success: true as const, message: 'Logged out' }, 200)
    })
    .openapi(changePasswordRoute(tokens), async (c) => {
      const auth = authOf(c)
      const admission = await throttle.admit('change-password', auth.USERID, clientAddressOf(c.env))
      if (!admission.allowed) {
        return tooMany(c, tooManyWrongPasswords(admission.retryAfterSeconds), admission.retryAfterSeconds)
      }
      await checkedUnder(admission, () => changePassword(db, auth.id, c.req.valid('json')))
      await tokens.revokeAllForUser(auth.id)
      const issued = await tokens.issue(auth)
      return c.json({ success: true as const, message: 'Password changed.', ...issued }, 200)
    })
}
