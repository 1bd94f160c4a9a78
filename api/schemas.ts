import { z } from '@hono/zod-openapi'
import { AGE_GROUPS, GENDERS, TALENT_TYPES } from './vocabulary'

export const TalentCardSchema = z
  .object({
    USERID: z.string(),
    name: z.string(),
    slug: z.string(),
    talentType: z.enum(TALENT_TYPES),
    gender: z.enum(GENDERS),
    city: z.string(),
    ageGroup: z.enum(AGE_GROUPS),
    photo: z.string(),
    rating: z.number(),
    projectTypes: z.array(z.string()),
  })
  .openapi('TalentCard')
