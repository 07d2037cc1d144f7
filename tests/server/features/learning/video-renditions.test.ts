import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { videosApi } from '../../../../src/contract/learning-video'
import { DEMO_PACK_DIR } from '../../../../server/content/demo'
import { probeWebmHeader } from '../../../../server/content/webm-probe'
import { browser, type Browser } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describe('demo clip renditions (content/demo/media)', () => {
  const dir = path.join(DEMO_PACK_DIR, 'media')
  it('are four clips in two sizes, the low one well under half the standard one', async () => {
    // Beside the clips, media/ holds the banners' pictures.
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.webm')).sort()
    expect(files).toEqual(['clip-1-low.webm', 'clip-1.webm', 'clip-2-low.webm', 'clip-2.webm', 'clip-3-low.webm', 'clip-3.webm', 'clip-4-low.webm', 'clip-4.webm'])
    for (const n of [1, 2, 3, 4]) {
      const standard = path.join(dir, `clip-${n}.webm`)
      const low = path.join(dir, `clip-${n}-low.webm`)
      expect(fs.statSync(low).size).toBeLessThan(fs.statSync(standard).size / 2)
      expect(await probeWebmHeader(standard)).toMatchObject({ width: 640, height: 360 })
      expect(await probeWebmHeader(low)).toMatchObject({ width: 320, height: 180 })
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
    // The spec's field is unchanged: still the standard file (the demo pack's, served from the file store).
    expect(seen.video_url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-standard\.webm$/)
    expect(seen.renditions.map((r) => r.quality)).toEqual(['low', 'standard'])
    const [low, standard] = seen.renditions
    expect(standard).toMatchObject({ url: seen.video_url, mime_type: 'video/webm', width: 640, height: 360 })
    expect(low).toMatchObject({ url: seen.video_url!.replace('-standard.webm', '-low.webm'), mime_type: 'video/webm', width: 320, height: 180 })
    expect(low!.bytes!).toBeGreaterThan(0)
    expect(low!.bytes!).toBeLessThan(standard!.bytes!)
  })

  it('stores the demo pack clips once for all the videos that play them, and serves each with the bytes of its pack file', async () => {
    const db = test.database.db
    const stored = (await db.selectFrom('stored_files').select('name').where('kind', '=', 'media').execute()).filter((f) => f.name.endsWith('.webm'))
    expect(stored).toHaveLength(8)
    const urls = await db.selectFrom('video_renditions').select('url').distinct().execute()
    expect(urls.map((u) => u.url.replace('/media/pack/', '')).sort()).toEqual(stored.map((f) => f.name).sort())
    const seen = await detail(await videoId('mengenal-kecerdasan-buatan-generatif'))
    const res = await visitor.request({ method: 'GET', url: seen.video_url! })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/webm')
    const clips = fs.readdirSync(path.join(DEMO_PACK_DIR, 'media')).filter((f) => f.endsWith('.webm')).map((f) => fs.readFileSync(path.join(DEMO_PACK_DIR, 'media', f)))
    expect(clips.some((clip) => clip.equals(res.rawPayload))).toBe(true)
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
