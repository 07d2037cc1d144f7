import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoClips, demoClipSeconds } from '../../../../server/features/learning/seed-media'
import { readElements } from '../../../../scripts/lib/webm-finalize.mjs'
import { openTestDatabase, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 40: what the demo content says about itself must be what it holds. A reading material
// has text to read; a video's stated length is its clip's (a user never sees two durations).

const ID = { Segment: 0x18538067, Info: 0x1549a966, TimecodeScale: 0x2ad7b1, Duration: 0x4489 }

/** The Duration a WebM file declares, in seconds. */
function webmSeconds(file: string): number {
  const buf = fs.readFileSync(file)
  const segment = readElements(buf, 0, buf.length).find((e) => e.id === ID.Segment)!
  const info = readElements(buf, segment.dataStart, segment.dataEnd).find((e) => e.id === ID.Info)!
  const children = readElements(buf, info.dataStart, info.dataEnd)
  const duration = children.find((e) => e.id === ID.Duration)!
  const scale = children.find((e) => e.id === ID.TimecodeScale)
  const value = duration.dataEnd - duration.dataStart === 8 ? buf.readDoubleBE(duration.dataStart) : buf.readFloatBE(duration.dataStart)
  return (value * (scale ? buf.readUIntBE(scale.dataStart, scale.dataEnd - scale.dataStart) : 1_000_000)) / 1e9
}

/** The words of rich text, tags gone. */
const words = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()

describe('demo clip lengths (public/media)', () => {
  it('are the lengths the committed files declare, the same for every rendition of a clip', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../public/media')
    expect(demoClipSeconds.size).toBe(demoClips.size)
    for (const [url, renditions] of demoClips) {
      for (const r of renditions) expect(webmSeconds(path.join(dir, path.basename(r.url))), r.url).toBeCloseTo(demoClipSeconds.get(url)!, 0)
    }
  })
})

describeOnEngines('seeded learning content says what it holds', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('gives every reading material text to read (course 1, material 3 included)', async () => {
    const articles = await test.database.db
      .selectFrom('course_materials as m')
      .innerJoin('course_packages as p', 'p.id', 'm.package_id')
      .select(['p.slug', 'm.position', 'm.title', 'm.body'])
      .where('m.kind', '=', 'article')
      .execute()
    expect(articles.length).toBeGreaterThan(10)
    const empty = articles.filter((a) => words(a.body).split(' ').length < 8).map((a) => `${a.slug} #${a.position} ${a.title}`)
    expect(empty).toEqual([])
  })

  it('states for every video the length of the clip it plays, and for a video material its video’s', async () => {
    const db = test.database.db
    const videos = await db.selectFrom('videos').select(['slug', 'duration_s', 'video_url', 'description']).execute()
    const wrong = videos
      .filter((v) => v.video_url !== null && demoClipSeconds.has(v.video_url) && v.duration_s !== Math.round(demoClipSeconds.get(v.video_url)!))
      .map((v) => `${v.slug}: ${v.duration_s} s, clip ${demoClipSeconds.get(v.video_url!)} s`)
    expect(wrong).toEqual([])
    // A description that names a length would be a second one.
    expect(videos.filter((v) => /durasi/i.test(v.description)).map((v) => v.slug)).toEqual([])
    const materials = await db
      .selectFrom('course_materials as m')
      .innerJoin('videos as v', 'v.id', 'm.video_id')
      .select(['m.title', 'm.duration_s as material_s', 'v.duration_s as video_s'])
      .where('m.kind', '=', 'video')
      .execute()
    expect(materials.length).toBeGreaterThan(5)
    expect(materials.filter((m) => m.material_s !== m.video_s).map((m) => `${m.title}: ${m.material_s} s, video ${m.video_s} s`)).toEqual([])
  })
})
