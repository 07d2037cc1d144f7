import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { problem, sendProblem } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { packMediaRoutes } from './pack-media-routes'
import { renderThumbnailSvg, type ThumbnailInput, type ThumbnailKind } from './thumbnail-svg'

const SLUG = /^[a-z0-9-]{1,160}$/
/** A week: the picture only changes when a title does, and the ETag catches that afterwards. */
const CACHE_CONTROL = 'public, max-age=604800'

type Lookup = (db: Kysely<Database>, url: string) => Promise<string | undefined>

/** Where a title for `/thumbnails/<slug>.svg` may come from, first match wins. */
const sources: [ThumbnailKind, Lookup][] = [
  ['video', async (db, url) => (await db.selectFrom('videos').select('title').where('thumbnail_url', '=', url).executeTakeFirst())?.title],
  ['package', async (db, url) => (await db.selectFrom('course_packages').select('title').where('thumbnail_url', '=', url).executeTakeFirst())?.title],
  ['inclass', async (db, url) => (await db.selectFrom('inclass_events').select('title').where('thumbnail_url', '=', url).executeTakeFirst())?.title],
  ['channel', async (db, url) => (await db.selectFrom('channels').select('name').where('thumbnail_url', '=', url).executeTakeFirst())?.name],
  ['catalog', async (db, url) => (await db.selectFrom('catalogs').select('name').where('thumbnail_url', '=', url).executeTakeFirst())?.name],
]

/** SQLite's and PostgreSQL's (42P01) "no such table": a table whose migration has not run yet. */
function isMissingTable(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '42P01' || /no such table/i.test(e?.message ?? '')
}

async function describe(db: Kysely<Database>, slug: string): Promise<ThumbnailInput> {
  const url = `/thumbnails/${slug}.svg`
  for (const [kind, lookup] of sources) {
    try {
      const title = await lookup(db, url)
      if (title !== undefined) return { slug, title, kind }
    } catch (error) {
      if (!isMissingTable(error)) throw error
    }
  }
  // Content not (yet) in this database still gets a picture: its URL may be cached offline.
  return { slug }
}

/**
 * GET /thumbnails/<slug>.svg: a light SVG per content slug (see thumbnail-svg.ts). Any well-formed
 * slug answers, with the title of the video, package, event, channel or catalogue that uses the
 * URL when there is one; a malformed name is a 404 problem.
 */
export async function mediaRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps
  await packMediaRoutes(app, deps)
  // A wildcard, not `:file`: route parameters stop at 100 characters (a 414), slugs go to 160.
  // An image, not an API call: kept out of the OpenAPI document, which lists the contract only.
  // `?for=poster` draws it for a player (thumbnail-svg.ts: the title clear of the control bar).
  app.get<{ Params: { '*': string }; Querystring: { for?: string } }>('/thumbnails/*', { schema: { hide: true } }, async (request, reply) => {
    const file = request.params['*']
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : ''
    if (!SLUG.test(slug)) {
      return sendProblem(reply, problem(404, { detail: 'Gambar mini tidak ditemukan.' }))
    }
    const svg = renderThumbnailSvg({ ...(await describe(db, slug)), poster: request.query.for === 'poster' })
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send()
    }
    return reply.type('image/svg+xml; charset=utf-8').send(svg)
  })
}
