import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../dependencies'
import { authOf } from '../auth/middleware'
import { ApiError } from '../errors'
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
import { errorResponse, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { OwnRecruiterProfileSchema, OwnTalentProfileSchema } from '../schemas'
import {
  NOT_A_RECRUITER,
  NOT_A_TALENT,
  getOwnRecruiterProfile,
  getOwnTalentProfile,
  updateOwnRecruiterProfile,
  updateOwnTalentProfile,
} from '../services/profiles'
import { castingPatchFields, splitCastingPatch } from '../services/casting'
import { GENDERS, TALENT_TYPES } from '../vocabulary'

/** Profile edits are a few kilobytes at most (a 1000-character bio, short lists). */
const MAX_PROFILE_BODY_BYTES = 16 * 1024
const NOTHING_TO_UPDATE = 'Nothing to update'

// ---------------------------------------------------------------------------------------------------
// Bodies: every field optional, unknown keys refused, text trimmed (stored as given otherwise).

const TalentProfilePatchSchema = z
  .object({
    name: nameSchema,
    talentType: oneOf(TALENT_TYPES),
    gender: oneOf(GENDERS),
    birthDate: birthDateSchema,
    city: citySchema,
    projectTypes: projectTypesSchema,
    languages: profileLanguagesSchema(2),
    skills: shortList(20),
    bio: multilineText(1000),
    isPublic: z.boolean({ invalid_type_error: 'must be true or false' }),
    callDigest: z.boolean({ invalid_type_error: 'must be true or false' }),
    ...castingPatchFields,
  })
  .partial()
  .strict()
  .openapi('TalentProfilePatch')

const RecruiterProfilePatchSchema = z
  .object({
    name: nameSchema,
    company: plainText(120),
    brand: plainText(120),
    city: citySchema,
    bio: multilineText(1000),
  })
  .partial()
  .strict()
  .openapi('RecruiterProfilePatch')

// ---------------------------------------------------------------------------------------------------
// Responses

const profileResponses = <T extends z.ZodTypeAny>(schema: T, wrongRole: string) => ({
  200: {
    description: "The caller's own profile",
    content: { 'application/json': { schema: z.object({ success: z.literal(true), profile: schema }) } },
  },
  401: unauthorizedResponse,
  403: errorResponse(wrongRole),
  404: errorResponse('The account has no profile'),
  ...errorResponses,
})

const patchBody = <T extends z.ZodTypeAny>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
})

/** Refuses `{}`: a PATCH that changes nothing is a client mistake worth telling. */
function requireChanges<T extends object>(patch: T): T {
  if (Object.keys(patch).length === 0) throw new ApiError(400, NOTHING_TO_UPDATE)
  return patch
}

export function profileRoutes({ db, tokens, announceTalent }: ApiDependencies) {
  const talentResponses = profileResponses(OwnTalentProfileSchema, 'The caller is a recruiter')
  const recruiterResponses = profileResponses(OwnRecruiterProfileSchema, 'The caller is a talent')
  const talentsOnly = { only: 'talent', message: NOT_A_TALENT } as const
  const recruitersOnly = { only: 'recruiter', message: NOT_A_RECRUITER } as const
  const jsonBodyBytes = MAX_PROFILE_BODY_BYTES

  const getTalentRoute = createRoute({
    method: 'get',
    path: '/get-my-talent-profile',
    summary: "The signed-in talent's own profile",
    middleware: signedInOnly(tokens, { userType: talentsOnly }),
    responses: talentResponses,
  })
  const patchTalentRoute = createRoute({
    method: 'patch',
    path: '/get-my-talent-profile',
    summary: "Changes the signed-in talent's own profile",
    middleware: signedInOnly(tokens, { userType: talentsOnly, jsonBodyBytes }),
    request: { body: patchBody(TalentProfilePatchSchema) },
    responses: talentResponses,
  })
  const getRecruiterRoute = createRoute({
    method: 'get',
    path: '/get-my-recruiter-profile',
    summary: "The signed-in recruiter's own profile",
    middleware: signedInOnly(tokens, { userType: recruitersOnly }),
    responses: recruiterResponses,
  })
  const patchRecruiterRoute = createRoute({
    method: 'patch',
    path: '/get-my-recruiter-profile',
    summary: "Changes the signed-in recruiter's own profile",
    middleware: signedInOnly(tokens, { userType: recruitersOnly, jsonBodyBytes }),
    request: { body: patchBody(RecruiterProfilePatchSchema) },
    responses: recruiterResponses,
  })

  return createRouter()
    .openapi(getTalentRoute, async (c) => {
      const profile = await getOwnTalentProfile(db, authOf(c))
      return c.json({ success: true as const, profile }, 200)
    })
    .openapi(patchTalentRoute, async (c) => {
      const { casting, rest } = splitCastingPatch(requireChanges(c.req.valid('json')))
      const profile = await updateOwnTalentProfile(db, authOf(c), { ...rest, ...casting }, announceTalent)
      return c.json({ success: true as const, profile }, 200)
    })
    .openapi(getRecruiterRoute, async (c) => {
      const profile = await getOwnRecruiterProfile(db, authOf(c))
      return c.json({ success: true as const, profile }, 200)
    })
    .openapi(patchRecruiterRoute, async (c) => {
      const profile = await updateOwnRecruiterProfile(db, authOf(c), requireChanges(c.req.valid('json')))
      return c.json({ success: true as const, profile }, 200)
    })
}
