import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DEMO_PACK_DIR } from '../../../../server/content/demo'
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

/** Each demo pack video's rendition files (content/demo/videos/<key>.yaml), by key. */
function demoRenditions(): Map<string, { standard: string; low: string }> {
  const dir = path.join(DEMO_PACK_DIR, 'videos')
  return new Map(
    fs.readdirSync(dir).map((file) => {
      const { renditions } = parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { renditions: { standard: string; low: string } }
      return [file.replace(/\.yaml$/, ''), { standard: path.join(DEMO_PACK_DIR, renditions.standard), low: path.join(DEMO_PACK_DIR, renditions.low) }]
    }),
  )
}

describe('demo clip lengths (content/demo/media)', () => {
  it('are the same for both renditions of every demo video', () => {
    const renditions = demoRenditions()
    expect(renditions.size).toBeGreaterThan(40)
    for (const [key, { standard, low }] of renditions) expect(webmSeconds(low), key).toBeCloseTo(webmSeconds(standard), 0)
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

  it('numbers the demo videos and quizzes in the demo manifest’s order, as the seed code did (ids 1–50, 1–4)', async () => {
    const { order } = parse(fs.readFileSync(path.join(DEMO_PACK_DIR, 'pack.yaml'), 'utf8')) as { order: { video: string[]; quiz: string[] } }
    const db = test.database.db
    const videos = await db.selectFrom('videos').select(['id', 'slug']).orderBy('id').execute()
    expect(videos.map((v) => [Number(v.id), v.slug])).toEqual(order.video.map((slug, i) => [i + 1, slug]))
    expect(videos[0]!.slug).toBe('dasar-kepemimpinan-situasional')
    const quizzes = await db.selectFrom('quizzes').select(['id', 'slug']).orderBy('id').execute()
    expect(quizzes.map((q) => [Number(q.id), q.slug])).toEqual([
      [1, 'kuis-membaca-laporan-keuangan'],
      [2, 'kuis-keamanan-siber-di-tempat-kerja'],
      [3, 'kuis-rapat-satu-satu-pertama'],
      [4, 'kuis-pelaporan-insiden-k3'],
    ])
  })

  it('numbers the demo packages, their materials, channels and catalogues in the demo manifest’s order, as the seed code did', async () => {
    const { order } = parse(fs.readFileSync(path.join(DEMO_PACK_DIR, 'pack.yaml'), 'utf8')) as { order: Record<'package' | 'channel' | 'catalogue', string[]> }
    const db = test.database.db
    const numbered = async (table: 'course_packages' | 'channels' | 'catalogs') => (await db.selectFrom(table).select(['id', 'slug']).orderBy('id').execute()).map((r) => [Number(r.id), r.slug])
    expect(await numbered('course_packages')).toEqual(order.package.map((slug, i) => [i + 1, slug]))
    expect(order.package.slice(0, 2)).toEqual(['pemimpin-tim-pertama-kali', 'aman-dan-sehat-di-tempat-kerja'])
    expect(await numbered('channels')).toEqual(order.channel.map((slug, i) => [i + 1, slug]))
    expect(await numbered('catalogs')).toEqual(order.catalogue.map((slug, i) => [i + 1, slug]))
    // Materials follow their package, in its order: course 1's reading material (and its quiz) is material 3.
    const materials = await db.selectFrom('course_materials as m').innerJoin('course_packages as p', 'p.id', 'm.package_id').select(['m.id', 'p.slug', 'm.position']).orderBy('m.id').execute()
    expect(materials.map((m) => Number(m.id))).toEqual(materials.map((_, i) => i + 1))
    expect(materials.map((m) => `${order.package.indexOf(m.slug)}.${m.position}`)).toEqual(
      [...materials].sort((a, b) => order.package.indexOf(a.slug) - order.package.indexOf(b.slug) || a.position - b.position).map((m) => `${order.package.indexOf(m.slug)}.${m.position}`),
    )
    const third = await db.selectFrom('course_materials as m').innerJoin('quizzes as q', 'q.id', 'm.quiz_id').select(['m.package_id', 'm.position', 'q.slug']).where('m.id', '=', 3).executeTakeFirstOrThrow()
    expect([Number(third.package_id), third.position, third.slug]).toEqual([1, 3, 'kuis-rapat-satu-satu-pertama'])
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
    const renditions = demoRenditions()
    expect(videos.map((v) => v.slug).sort()).toEqual([...renditions.keys()].sort())
    const seconds = (slug: string) => Math.round(webmSeconds(renditions.get(slug)!.standard))
    const wrong = videos.filter((v) => v.duration_s !== seconds(v.slug)).map((v) => `${v.slug}: ${v.duration_s} s, clip ${seconds(v.slug)} s`)
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
