import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { videosApi } from '../../../../src/contract/learning-video'
import { demoClips } from '../../../../server/features/learning/seed-media'
import { browser, type Browser } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describe('demo clip renditions (public/media)', () => {
  const dir = path.resolve(import.meta.dirname, '../../../../public/media')
  it('are committed files of the sizes the seed declares, the low one well under half the standard one', () => {
    expect(demoClips.size).toBe(4)
    for (const [standardUrl, renditions] of demoClips) {
      expect(renditions.map((r) => r.quality)).toEqual(['low', 'standard'])
      const [low, standard] = renditions
      expect(standard!.url).toBe(standardUrl)
      for (const r of renditions) expect(fs.statSync(path.join(dir, path.basename(r.url))).size, r.url).toBe(r.bytes)
      expect(low!.bytes!).toBeLessThan(standard!.bytes! / 2)
      expect([low!.width, low!.height, standard!.width, standard!.height]).toEqual([320, 180, 640, 360])
    }
  })
})

describeOnEngines('video renditions in the contract', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let visitor: Browser

  const detail = async (id: number) => {
    const res = await visitor.request({ method: 'GET', url: `/api/v2/courses/videos/${id}` })
    expect(res.statusCode, res.body).toBe(200)
    return videosApi.detail.response.parse(res.json()).data
  }
  const videoId = async (slug: string) => (await test.database.db.selectFrom('videos').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    ;({ test, app } = await openTestApp(target))
    visitor = browser(app)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('gives every seeded video with a file a low and a standard rendition, the standard one being video_url', async () => {
    const db = test.database.db
    const playable = await db.selectFrom('videos').select(['id', 'video_url']).where('video_url', 'is not', null).execute()
    expect(playable.length).toBeGreaterThanOrEqual(40)
    const counts = await db
      .selectFrom('video_renditions')
      .select(({ fn }) => ['video_id', fn.countAll<number>().as('n')])
      .groupBy('video_id')
      .execute()
    expect(counts).toHaveLength(playable.length)
    expect(counts.every((c) => Number(c.n) === 2)).toBe(true)

    const seen = await detail(await videoId('mengenal-kecerdasan-buatan-generatif'))
    // The spec's field is unchanged: still the standard file.
    expect(seen.video_url).toMatch(/^\/media\/clip-\d\.webm$/)
    expect(seen.renditions.map((r) => r.quality)).toEqual(['low', 'standard'])
    const [low, standard] = seen.renditions
    expect(standard).toMatchObject({ url: seen.video_url, mime_type: 'video/webm', width: 640, height: 360 })
    expect(low).toMatchObject({ url: seen.video_url!.replace('.webm', '-low.webm'), mime_type: 'video/webm', width: 320, height: 180 })
    expect(low!.bytes!).toBeGreaterThan(0)
    expect(low!.bytes!).toBeLessThan(standard!.bytes!)
  })

  it('answers an empty list for a video with only video_url or no file, and leaves out a quality it does not know', async () => {
    // Visitors' answers are cached per video: each video below is read once, after its change.
    const db = test.database.db
    const bareId = await videoId('dasar-kepemimpinan-situasional')
    await db.deleteFrom('video_renditions').where('video_id', '=', bareId).execute()
    const bare = await detail(bareId)
    expect(bare.video_url).not.toBeNull()
    expect(bare.renditions).toEqual([])

    const oddId = await videoId('keamanan-siber-di-tempat-kerja')
    await db.deleteFrom('video_renditions').where('video_id', '=', oddId).execute()
    const low = { video_id: oddId, quality: 'low', url: '/media/x-low.webm', mime_type: 'video/webm', width: 320, height: 180, bytes: null }
    await db
      .insertInto('video_renditions')
      .values([{ ...low, quality: '4k', url: '/media/x-4k.webm', width: 3840, height: 2160 }, low])
      .execute()
    expect((await detail(oddId)).renditions).toEqual([
      { quality: 'low', url: '/media/x-low.webm', mime_type: 'video/webm', width: 320, height: 180, bytes: null },
    ])

    const noFileId = await videoId('menyusun-rencana-proyek-sederhana')
    await db.updateTable('videos').set({ video_url: null }).where('id', '=', noFileId).execute()
    expect((await detail(noFileId)).renditions).toEqual([])
  })

  it('refuses a second rendition of the same quality for one video', async () => {
    const db = test.database.db
    const id = await videoId('memberi-umpan-balik-yang-membangun')
    const row = { video_id: id, quality: 'low', url: '/media/dup.webm', mime_type: 'video/webm', width: 320, height: 180, bytes: 1 }
    await expect(db.insertInto('video_renditions').values(row).execute()).rejects.toThrow()
  })
})
