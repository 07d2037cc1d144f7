import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { PackRefusedError } from '../../../server/content/types'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { listCards } from '../../../server/db/repositories/course-card-repository'
import { archiveFile, removeTempDirs, tarGzOf, tempDir, testClip, writePack, zipOf, type PackFilesIn } from '../helpers/content-pack'
import { buildTestApp } from '../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: video-uji\nversion: "1"\nlanguage: id\n'
const videoYaml = (extra = '', title = 'Xenografi Dasar') =>
  `title: ${title}\ndescription: Cara <strong>bernegosiasi</strong> dengan tenang.\ncategory: Kepemimpinan\npublished_at: 2026-11-02\n${extra}`

let clip: Buffer
let otherClip: Buffer
beforeAll(() => {
  clip = testClip(2, 440)
  otherClip = testClip(1, 660)
})

const sourcePack = (source = clip): PackFilesIn => ({ 'pack.yaml': MANIFEST, 'videos/negosiasi.yaml': videoYaml('source: media/negosiasi.webm\n'), 'media/negosiasi.webm': source })

async function validated(files: PackFilesIn | string) {
  return validatePack(await readPack(typeof files === 'string' ? files : writePack(files)))
}

describe('video validation', () => {
  it('lists a video that is not a video, a missing media file, a poster that is not a picture, and both source and renditions', async () => {
    const { pack, issues } = await validated({
      'pack.yaml': MANIFEST,
      'videos/bukan-video.yaml': videoYaml('source: media/bukan.webm\n'),
      'videos/hilang.yaml': videoYaml('source: media/tidak-ada.mp4\nposter: media/poster.jpg\n'),
      'videos/dua-duanya.yaml': videoYaml('source: media/ok.webm\nrenditions: { standard: media/ok.webm, low: media/ok.webm }\n'),
      'videos/deskripsi.yaml': videoYaml('source: media/ok.webm\n').replace('<strong>bernegosiasi</strong>', '<script>x</script>'),
      'media/bukan.webm': 'ini teks, bukan video',
      'media/poster.jpg': clip,
      'media/ok.webm': clip,
    })
    expect(pack).toBeNull()
    expect(issues).toEqual([
      { file: 'videos/bukan-video.yaml', path: 'source', message: 'media/bukan.webm bukan video (isinya tidak dikenali sebagai webm, mp4)' },
      // The opening and the closing tag, each named.
      { file: 'videos/deskripsi.yaml', path: 'description', message: expect.stringContaining('tag <script> tidak diizinkan') },
      { file: 'videos/deskripsi.yaml', path: 'description', message: expect.stringContaining('tag <script> tidak diizinkan') },
      { file: 'videos/dua-duanya.yaml', path: 'source', message: 'tulis tepat satu: source (satu berkas sumber) atau renditions (standard dan low siap pakai)' },
      { file: 'videos/hilang.yaml', path: 'poster', message: 'media/poster.jpg bukan gambar (isinya tidak dikenali sebagai jpg, png, webp)' },
      { file: 'videos/hilang.yaml', path: 'source', message: 'berkas media/tidak-ada.mp4 tidak ada dalam paket' },
    ])
  })

  it('takes paragraphs in a description, as the demo videos write them (the page keeps them as line breaks)', async () => {
    const { pack, issues } = await validated({
      'pack.yaml': MANIFEST,
      'videos/paragraf.yaml': videoYaml('source: media/ok.webm\n').replace('Cara <strong>bernegosiasi</strong> dengan tenang.', '"<p>Cara <strong>bernegosiasi</strong>.</p><p>Dengan tenang.</p>"'),
      'media/ok.webm': clip,
    })
    expect(issues).toEqual([])
    expect(pack).not.toBeNull()
  })

  it('refuses a media file outside media/', async () => {
    const { issues } = await validated({ ...sourcePack(), 'video.webm': clip })
    expect(issues).toEqual([{ file: 'video.webm', path: '', message: 'berkas tidak dikenal: butir ditulis di <jenis>/<kunci>.yaml, berkas media di folder media/' }])
  })

  it('reads media from a .zip and a .tar.gz as streams to temporary files, removed on release', async () => {
    for (const [name, bytes] of [['paket.zip', zipOf(sourcePack())], ['paket.tar.gz', tarGzOf(sourcePack())]] as const) {
      const read = await readPack(archiveFile(name, bytes))
      const media = read.media!.get('media/negosiasi.webm')!
      expect(media.size, name).toBe(clip.length)
      expect(fs.readFileSync(media.path).equals(clip), name).toBe(true)
      expect(validatePack(read).issues, name).toEqual([])
      await read.release!()
      expect(fs.existsSync(media.path), name).toBe(false)
    }
  })
})

describeOnEngines('video import', (target) => {
  let test: TestDatabase
  let db: DatabaseHandle['db']
  const video = () => db.selectFrom('videos').selectAll().where('slug', '=', 'negosiasi').executeTakeFirstOrThrow()
  const renditions = async (id: number) => db.selectFrom('video_renditions').select(['quality', 'url', 'width', 'height', 'bytes']).where('video_id', '=', id).orderBy('quality').execute()
  const inCatalogue = async () => (await listCards(db, { kinds: ['video'], filters: { q: 'xenografi' }, page: 1, limit: 50 })).items.map((c) => c.title)
  const importOf = async (files: PackFilesIn) => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    const steps: string[] = []
    const report = await importPack(test.database, pack!, new Date('2026-12-07T00:00:00Z'), (_done, _total, label) => steps.push(label))
    return { report: report.kinds.find((k) => k.kind === 'video')!.result, steps }
  }

  beforeAll(async () => {
    test = await openTestDatabase(target)
    db = test.database.db
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('refuses a category or instructor the database lacks, and writes nothing', async () => {
    const files = { ...sourcePack(), 'videos/negosiasi.yaml': videoYaml('source: media/negosiasi.webm\ninstructor: tidak-ada\n').replace('Kepemimpinan', 'Astrologi') }
    const { pack } = await validated(files)
    const error = await importPack(test.database, pack!).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PackRefusedError)
    expect((error as PackRefusedError).issues.map((i) => [i.file, i.path])).toEqual([
      ['videos/negosiasi.yaml', 'category'],
      ['videos/negosiasi.yaml', 'instructor'],
    ])
    expect(await db.selectFrom('videos').select('id').where('slug', '=', 'negosiasi').execute()).toEqual([])
  })

  it('says how to install ffmpeg when it is missing, and writes nothing', async () => {
    const { pack } = await validated(sourcePack())
    const path = process.env.PATH
    process.env.PATH = tempDir('tumbuh-no-ffmpeg-')
    try {
      await expect(importPack(test.database, pack!)).rejects.toThrow('ffmpeg tidak terpasang: pasang dengan `apt-get install ffmpeg` (Debian/Ubuntu)')
    } finally {
      process.env.PATH = path
    }
    expect(await db.selectFrom('videos').select('id').where('slug', '=', 'negosiasi').execute()).toEqual([])
  })

  it('makes the two renditions and the poster from one source with ffmpeg, the length read from the media', async () => {
    const { report, steps } = await importOf(sourcePack())
    expect(report.added).toEqual(['negosiasi'])
    expect(steps).toEqual(['negosiasi: low', 'negosiasi: standard', 'negosiasi: poster'])
    const row = await video()
    expect(row.duration_s).toBe(2)
    expect(row.media_digest).toMatch(/^[0-9a-f]{64}$/)
    expect(row.thumbnail_url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-poster\.jpg$/)
    const files = await renditions(row.id)
    expect(files.map((r) => [r.quality, r.width, r.height])).toEqual([
      ['low', 240, 180],
      ['standard', 480, 360],
    ])
    expect(row.video_url).toBe(files[1]!.url)
    expect(await inCatalogue()).toEqual(['Xenografi Dasar'])

    // Every process serves them from the file store, with Range for the player.
    const app = await buildTestApp(test.database, test.dataDir)
    try {
      const whole = await app.inject({ method: 'GET', url: row.video_url! })
      expect([whole.statusCode, whole.headers['content-type'], whole.rawPayload.length]).toEqual([200, 'video/webm', files[1]!.bytes])
      const slice = await app.inject({ method: 'GET', url: row.video_url!, headers: { range: 'bytes=0-99' } })
      expect([slice.statusCode, slice.headers['content-range'], slice.rawPayload.length]).toEqual([206, `bytes 0-99/${files[1]!.bytes}`, 100])
      const beyond = await app.inject({ method: 'GET', url: row.video_url!, headers: { range: `bytes=${files[1]!.bytes}-` } })
      expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${files[1]!.bytes}`])
      const poster = await app.inject({ method: 'GET', url: row.thumbnail_url })
      expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg'])
      expect((await app.inject({ method: 'GET', url: '/media/pack/0123456789abcdef0123456789abcdef-low.webm' })).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })

  it('imports the unchanged video again without transcoding: same id, same files', async () => {
    const before = await video()
    const stored = await renditions(before.id)
    const { report, steps } = await importOf(sourcePack())
    expect([report.added, report.changed, report.unchanged]).toEqual([[], [], 1])
    expect(steps).toEqual([])
    expect((await video()).id).toBe(before.id)
    expect(await renditions(before.id)).toEqual(stored)
  })

  it('updates an edited video in place: a new title keeps the media, a new source makes new ones', async () => {
    const before = await video()
    const retitled = await importOf({ ...sourcePack(), 'videos/negosiasi.yaml': videoYaml('source: media/negosiasi.webm\n', 'Xenografi Lanjutan') })
    expect([retitled.report.changed, retitled.steps]).toEqual([['negosiasi'], []])
    expect((await video()).video_url).toBe(before.video_url)

    const recut = await importOf({ ...sourcePack(otherClip), 'videos/negosiasi.yaml': videoYaml('source: media/negosiasi.webm\n', 'Xenografi Lanjutan') })
    expect(recut.report.changed).toEqual(['negosiasi'])
    expect(recut.steps).toHaveLength(3)
    const after = await video()
    expect([after.id, after.duration_s]).toEqual([before.id, 1])
    expect(after.video_url).not.toBe(before.video_url)
    const oldName = before.video_url!.replace('/media/pack/', '')
    expect(await db.selectFrom('stored_files').select('name').where('kind', '=', 'media').where('name', '=', oldName).execute()).toEqual([])
  })

  it('archives a video gone from the pack: out of the catalogue, progress kept; back with the same id', async () => {
    const row = await video()
    // The demo videos come from the demo pack, which this pack replaced: a video no pack brought stands for seeded ones.
    const category = await db.selectFrom('learning_categories').select('id').limit(1).executeTakeFirstOrThrow()
    await db
      .insertInto('videos')
      .values({ slug: 'tanpa-paket', title: 'Tanpa paket', description: '', duration_s: 60, category_id: category.id, thumbnail_url: '/thumbnails/tanpa-paket.svg', video_url: null, published_at: '2026-01-05T00:00:00.000Z' })
      .execute()
    await db.insertInto('video_progress').values({ employee_id: 1, video_id: row.id, position_s: 1, duration_s: row.duration_s, completed_at: null, updated_at: '2026-12-07T00:00:00.000Z' }).execute()
    const { report } = await importOf({ 'pack.yaml': `${MANIFEST}kinds: [video]\n` })
    expect(report.archived).toEqual(['negosiasi'])
    expect(await inCatalogue()).toEqual([])
    expect((await video()).archived_at).toBe('2026-12-07T00:00:00.000Z')
    expect(await db.selectFrom('video_progress').select('position_s').where('video_id', '=', row.id).execute()).toEqual([{ position_s: 1 }])
    // A video no pack brought is not archived by one.
    expect(await db.selectFrom('videos').select('archived_at').where('slug', '=', 'tanpa-paket').executeTakeFirstOrThrow()).toEqual({ archived_at: null })

    const back = await importOf({ ...sourcePack(otherClip), 'videos/negosiasi.yaml': videoYaml('source: media/negosiasi.webm\n', 'Xenografi Lanjutan') })
    expect([back.report.changed, back.steps]).toEqual([['negosiasi'], []])
    expect((await video()).id).toBe(row.id)
    expect(await inCatalogue()).toEqual(['Xenografi Lanjutan'])
  })

  it('exports the video with its renditions and poster; the export imports into an empty database without ffmpeg work', async () => {
    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(test.database, dir)
    const yaml = fs.readFileSync(path.join(dir, 'videos/negosiasi.yaml'), 'utf8')
    expect(yaml).toContain('renditions:\n  standard: media/negosiasi-standard.webm\n  low: media/negosiasi-low.webm\n')
    expect(yaml).toContain('poster: media/negosiasi-poster.jpg')
    // Beside the demo banners' pictures (media/banner-…), exported with their banners.
    expect(fs.readdirSync(path.join(dir, 'media')).filter((name) => !name.startsWith('banner-')).sort()).toEqual(['negosiasi-low.webm', 'negosiasi-poster.jpg', 'negosiasi-standard.webm'])

    const fresh = await openTestDatabase(target)
    try {
      const { pack, issues } = await validated(dir)
      expect(issues).toEqual([])
      const steps: string[] = []
      await importPack(fresh.database, pack!, new Date(), (_d, _t, label) => steps.push(label))
      // Ready renditions are probed only.
      expect(steps).toEqual(['negosiasi: low', 'negosiasi: standard', 'negosiasi: poster'])
      const copy = await fresh.database.db.selectFrom('videos').selectAll().where('slug', '=', 'negosiasi').executeTakeFirstOrThrow()
      const original = await video()
      expect([copy.title, copy.description, copy.duration_s, copy.published_at, copy.category_id]).toEqual([original.title, original.description, original.duration_s, original.published_at, original.category_id])
      const again = path.join(tempDir(), 'ekspor-lagi')
      await exportPack(fresh.database, again)
      expect(fs.readFileSync(path.join(again, 'videos/negosiasi.yaml'), 'utf8')).toBe(yaml)
      expect(fs.readFileSync(path.join(again, 'media/negosiasi-standard.webm')).equals(fs.readFileSync(path.join(dir, 'media/negosiasi-standard.webm')))).toBe(true)
    } finally {
      await fresh.cleanup()
    }
  })
})
