import { createRoute, z } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ApiDependencies } from '../dependencies'
import { brands } from '../db/schema'
import { ApiError } from '../errors'
import { parseAvatarName, parseBannerSize, renderAvatarSvg, renderBannerSvg, renderLogoSvg } from '../media/avatar'
import { avatarHasOwner } from '../media/avatar-owners'
import { avatarPng, RenderQueueFull } from '../media/avatar-png'
import { createRouter, errorResponses } from '../router'

/** Generated images never change for a given URL, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const seedParam = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,80}\.svg$/, 'must be a name of letters, digits, -, _ or . ending in .svg')

const avatarParam = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,80}\.(svg|png)$/, 'must be a name of letters, digits, -, _ or . ending in .svg or .png')

const svgResponse = { 200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } } }

function svg(c: Context, body: string) {
  return c.body(body, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE })
}

const avatarRoute = createRoute({
  method: 'get',
  path: '/media/avatars/{file}',
  summary: "A talent's or recruiter's generated avatar: SVG, or a 600×600 PNG for link previews",
  description:
    'The .png form exists for Open Graph images: most messaging apps do not show an SVG in a link preview. ' +
    "A talent's avatar name carries the look it is drawn with (`<seed>--f18-25`: gender and age group). " +
    "Only avatars that are some profile's photo exist; any other name is 404.",
  request: { params: z.object({ file: avatarParam }) },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/svg+xml': { schema: z.string() },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses,
  },
})

const bannerRoute = createRoute({
  method: 'get',
  path: '/media/banners/{file}',
  summary: 'A locally generated banner image',
  request: {
    params: z.object({ file: seedParam }),
    query: z.object({
      size: z.string().default('1080x1080'),
      title: z.string().max(80, 'must be at most 80 characters').default(''),
    }),
  },
  responses: { ...svgResponse, ...errorResponses },
})

const logoRoute = createRoute({
  method: 'get',
  path: '/media/logos/{file}',
  summary: "A brand's generated logo",
  request: { params: z.object({ file: seedParam }) },
  responses: { ...svgResponse, 404: errorResponses[400], 500: errorResponses[500] },
})

export function mediaRoutes({ db }: ApiDependencies) {
  return createRouter()
    .openapi(avatarRoute, async (c) => {
      const { file } = c.req.valid('param')
      const name = file.slice(0, -4)
      if (!(await avatarHasOwner(db, name))) throw new ApiError(404, 'Avatar not found')
      if (file.endsWith('.svg')) {
        const { seed, look } = parseAvatarName(name)
        return svg(c, renderAvatarSvg(seed, look))
      }
      const started = performance.now()
      const { png, cached } = await avatarPng(name).catch((error: unknown) => {
        if (error instanceof RenderQueueFull)
          throw new ApiError(503, 'Too many images are being drawn; try again shortly')
        throw error
      })
      return c.body(png, 200, {
        'content-type': 'image/png',
        'cache-control': IMMUTABLE,
        // Where the image came from, for people and for tests (as pages' render timing does).
        'server-timing': `avatar;desc="${cached ? 'cache' : 'rendered'}";dur=${(performance.now() - started).toFixed(1)}`,
      })
    })
    .openapi(bannerRoute, (c) => {
      const { size, title } = c.req.valid('query')
      const dimensions = parseBannerSize(size)
      if (!dimensions) throw new ApiError(400, 'Invalid input. size: must be WIDTHxHEIGHT, e.g. 1080x1080')
      return svg(c, renderBannerSvg(c.req.valid('param').file.slice(0, -4), dimensions.width, dimensions.height, title))
    })
    .openapi(logoRoute, async (c) => {
      const slug = c.req.valid('param').file.slice(0, -4)
      const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1)
      if (!brand) throw new ApiError(404, 'Brand not found')
      return svg(c, renderLogoSvg(slug, brand.name))
    })
}
