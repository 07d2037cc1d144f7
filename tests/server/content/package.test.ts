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
import { recordMaterialProgress } from '../../../server/db/repositories/progress-repository'
import { findPackageDetail, listPackages, packageContents } from '../../../server/features/learning/package-repository'
import { mixedHistory } from '../../../server/features/study/repository'
import { removeTempDirs, tempDir, testClip, writePack, type PackFilesIn } from '../helpers/content-pack'
import { demoOrder } from '../helpers/demo-content'
import { buildTestApp } from '../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: paket-uji\nversion: "1"\nlanguage: id\n'
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])
const VIDEO = 'title: Zirkonia Membuka Negosiasi\ndescription: Singkat.\ncategory: Kepemimpinan\npublished_at: 2026-11-02\nrenditions: { standard: media/buka.webm, low: media/buka.webm }\n'
const QUIZ = 'title: Kuis Zirkonia\npassing_grade: 60\nquestions:\n  - key: satu\n    type: single\n    text: Mulai dari?\n    options:\n      - { key: a, text: Tujuan, correct: true }\n      - { key: b, text: Harga }\n'

const PACKAGE = `title: Zirkonia Negosiasi
description: <p>Paket <strong>negosiasi</strong> untuk pemula.</p>
category: komunikasi
instructor: maya-lestari
topic: public-speaking
field: sumber-daya-manusia
published_at: 2026-11-03T02:00:00.000Z
cover: media/sampul.jpg
materials:
  - key: buka
    title: Membuka Negosiasi
    video: buka
    quiz: kuis-buka
  - key: lembar
    title: Lembar Kerja Persiapan
    article: <p>Tulis <em>tujuan</em> Anda.</p>
    reading_seconds: 300
  - key: penutup
    title: Menutup dengan Kesepakatan
    article: <h2>Ringkas</h2><p>Ulangi kesepakatan.</p>
    reading_seconds: 120
`

const packOf = (pkg = PACKAGE, extra: PackFilesIn = {}): PackFilesIn => ({
  'pack.yaml': MANIFEST,
  'videos/buka.yaml': VIDEO,
  'quizzes/kuis-buka.yaml': QUIZ,
  'packages/zirkonia.yaml': pkg,
  'media/sampul.jpg': JPEG,
  ...extra,
})

async function validated(files: PackFilesIn | string) {
  return validatePack(await readPack(typeof files === 'string' ? files : writePack(files)))
}

describe('package validation', () => {
  it('accepts a package of a video material with its quiz and two reading materials', async () => {
    const { issues, pack } = await validated({ ...packOf(), 'media/buka.webm': testClipOnce() })
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['video', 'quiz', 'package'])
  })

  it('refuses a video or a quiz the pack does not carry (missing reference), naming the material', async () => {
    const { issues } = await validated(packOf(PACKAGE.replace('video: buka', 'video: hilang').replace('quiz: kuis-buka', 'quiz: kuis-hilang'), { 'media/buka.webm': testClipOnce() }))
    expect(issues).toEqual([
      { file: 'packages/zirkonia.yaml', path: 'materials.0.quiz', message: "quiz 'kuis-hilang' tidak ada dalam paket" },
      { file: 'packages/zirkonia.yaml', path: 'materials.0.video', message: "video 'hilang' tidak ada dalam paket" },
    ])
  })

  it('lists every material mistake: duplicate key, video and article together, reading time missing or given to a video, rich text outside the allow-list', async () => {
    const pkg = PACKAGE.replace('key: penutup', 'key: lembar')
      .replace('    quiz: kuis-buka\n', '    quiz: kuis-buka\n    reading_seconds: 60\n')
      .replace('    reading_seconds: 300\n', '    video: buka\n')
      .replace('<h2>Ringkas</h2>', '<script>x()</script>')
    const { issues } = await validated(packOf(pkg, { 'media/buka.webm': testClipOnce() }))
    expect(issues).toEqual([
      { file: 'packages/zirkonia.yaml', path: 'materials.0.reading_seconds', message: 'materi video memakai durasi videonya; hapus reading_seconds' },
      { file: 'packages/zirkonia.yaml', path: 'materials.1', message: 'tulis tepat satu: video (kunci video) atau article (teks bacaan)' },
      { file: 'packages/zirkonia.yaml', path: 'materials.2.article', message: expect.stringContaining('tag <script> tidak diizinkan') },
      { file: 'packages/zirkonia.yaml', path: 'materials.2.article', message: expect.stringContaining('tag <script> tidak diizinkan') },
      { file: 'packages/zirkonia.yaml', path: 'materials.2.key', message: "kunci materi 'lembar' sudah dipakai di paket ini" },
    ])
  })

  it('refuses wrong types, a bad material key, an unknown field, no materials, and a cover that is not a picture', async () => {
    const typed = PACKAGE.replace('reading_seconds: 300', 'reading_seconds: lima menit').replace('key: penutup', 'key: Penutup Akhir').replace('field: sumber', 'level: pemula\nfield: sumber')
    const { issues } = await validated(packOf(typed, { 'media/buka.webm': testClipOnce() }))
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['packages/zirkonia.yaml', ''],
      ['packages/zirkonia.yaml', 'materials.1.reading_seconds'],
      ['packages/zirkonia.yaml', 'materials.2.key'],
    ])
    expect(issues[0]!.message).toContain('level')
    const empty = await validated(packOf(PACKAGE.split('materials:')[0] + 'materials: []\n', { 'media/buka.webm': testClipOnce(), 'media/sampul.jpg': 'teks' }))
    expect(empty.issues).toEqual([
      { file: 'packages/zirkonia.yaml', path: 'materials', message: 'paket perlu paling sedikit satu materi' },
    ])
    const cover = await validated(packOf(PACKAGE, { 'media/buka.webm': testClipOnce(), 'media/sampul.jpg': 'teks, bukan gambar' }))
    expect(cover.issues).toEqual([
      { file: 'packages/zirkonia.yaml', path: 'cover', message: 'media/sampul.jpg bukan gambar (isinya tidak dikenali sebagai jpg, png, webp)' },
    ])
  })
})

let clip: Buffer | undefined
/** One short clip for every test of this file (ffmpeg takes a moment). */
function testClipOnce(): Buffer {
  clip ??= testClip(1)
  return clip
}

describeOnEngines('package import', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  let db: DatabaseHandle['db']
  const files = (pkg = PACKAGE): PackFilesIn => ({ ...packOf(pkg), 'media/buka.webm': testClipOnce() })
  const importOf = async (pack: PackFilesIn, now = '2026-12-07T00:00:00.000Z') => {
    const { pack: valid, issues } = await validated(pack)
    expect(issues).toEqual([])
    const report = await importPack(database, valid!, new Date(now))
    return report.kinds.find((k) => k.kind === 'package')!.result
  }
  const packageId = async () => Number((await db.selectFrom('course_packages').select('id').where('slug', '=', 'zirkonia').executeTakeFirstOrThrow()).id)
  const materials = async () =>
    (await db.selectFrom('course_materials').select(['id', 'key', 'position', 'archived_at']).where('package_id', '=', await packageId()).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) }))
  const searched = async () => ({
    cards: (await listCards(db, { filters: { q: 'zirkonia' }, kinds: ['package'], page: 1, limit: 20 })).items.map((c) => c.title),
    packages: (await listPackages(db, { q: 'zirkonia', page: 1, limit: 20, sort: 'newest' })).items.map((c) => c.title),
  })

  beforeAll(async () => {
    test = await openTestDatabase(target)
    database = test.database
    db = database.db
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('refuses a category, instructor or topic the database lacks, and writes nothing', async () => {
    const { pack } = await validated(files(PACKAGE.replace('komunikasi', 'Astrologi').replace('maya-lestari', 'tidak-ada').replace('public-speaking', 'Sulap')))
    const error = await importPack(database, pack!).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PackRefusedError)
    expect((error as PackRefusedError).issues).toEqual([
      { file: 'packages/zirkonia.yaml', path: 'category', message: "kategori 'Astrologi' tidak ada" },
      { file: 'packages/zirkonia.yaml', path: 'instructor', message: "instruktur 'tidak-ada' tidak ada" },
      { file: 'packages/zirkonia.yaml', path: 'topic', message: "topik 'Sulap' tidak ada" },
    ])
    expect(await db.selectFrom('course_packages').select('id').where('slug', '=', 'zirkonia').execute()).toEqual([])
  })

  it('imports the package with its materials in order; a video material takes the video’s length, its quiz is linked', async () => {
    const report = await importOf(files())
    // The demo packages are the demo pack's (decision 065): a pack carrying packages replaces them.
    expect({ ...report, archived: [...report.archived].sort() }).toEqual({ added: ['zirkonia'], changed: [], archived: [...demoOrder.package!].sort(), unchanged: 0 })
    const id = await packageId()
    const detail = (await findPackageDetail(db, id, null))!
    expect(detail).toMatchObject({ title: 'Zirkonia Negosiasi', material_count: 3, duration_s: 1 + 300 + 120, category: { name: 'Komunikasi' }, instructor: { name: expect.any(String) } })
    expect(detail.thumbnail_url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-cover\.jpg$/)
    const contents = (await packageContents(db, id, null, undefined))!
    const quiz = await db.selectFrom('quizzes').select('id').where('slug', '=', 'kuis-buka').executeTakeFirstOrThrow()
    expect(contents.materials.map((m) => [m.position, m.title, m.kind, m.duration_s, m.quiz_id])).toEqual([
      [1, 'Membuka Negosiasi', 'video', 1, Number(quiz.id)],
      [2, 'Lembar Kerja Persiapan', 'article', 300, null],
      [3, 'Menutup dengan Kesepakatan', 'article', 120, null],
    ])
    expect(await searched()).toEqual({ cards: ['Zirkonia Negosiasi'], packages: ['Zirkonia Negosiasi'] })
  })

  it('changes nothing when the same pack comes again: same ids, no new rows', async () => {
    const before = await materials()
    expect(await importOf(files())).toEqual({ added: [], changed: [], archived: [], unchanged: 1 })
    expect(await materials()).toEqual(before)
  })

  it('updates an edited package in place: reordered, retitled, grown and shrunk, each learner’s enrolment and material progress kept', async () => {
    const id = await packageId()
    const before = await materials()
    const byKey = (key: string) => before.find((m) => m.key === key)!
    await recordMaterialProgress(db, 1, { id: byKey('buka').id, package_id: id }, { positionS: 1, completed: true }, '2026-12-07T01:00:00.000Z')
    await recordMaterialProgress(db, 1, { id: byKey('lembar').id, package_id: id }, { positionS: 300, completed: true }, '2026-12-07T01:05:00.000Z')
    await recordMaterialProgress(db, 1, { id: byKey('penutup').id, package_id: id }, { positionS: 10, completed: false }, '2026-12-07T01:06:00.000Z')

    // `penutup` goes, `lembar` moves first with a new title, a new reading comes last.
    const edited = PACKAGE.split('  - key: buka')[0] +
      '  - key: lembar\n    title: Lembar Persiapan (baru)\n    article: <p>Tulis tujuan.</p>\n    reading_seconds: 300\n' +
      '  - key: buka\n    title: Membuka Negosiasi\n    video: buka\n    quiz: kuis-buka\n' +
      '  - key: studi-kasus\n    title: Studi Kasus\n    article: <p>Kasus.</p>\n    reading_seconds: 600\n'
    expect(await importOf(files(edited))).toEqual({ added: [], changed: ['zirkonia'], archived: [], unchanged: 0 })
    const after = await materials()
    expect(after.find((m) => m.key === 'lembar')).toEqual({ ...byKey('lembar'), position: 1 })
    expect(after.find((m) => m.key === 'buka')).toEqual({ ...byKey('buka'), position: 2 })
    expect(after.find((m) => m.key === 'penutup')).toMatchObject({ id: byKey('penutup').id, archived_at: '2026-12-07T00:00:00.000Z' })

    const contents = (await packageContents(db, id, 1, undefined))!
    expect(contents.materials.map((m) => [m.title, m.progress?.position_s ?? null, m.progress?.completed ?? null])).toEqual([
      ['Lembar Persiapan (baru)', 300, true],
      ['Membuka Negosiasi', 1, true],
      ['Studi Kasus', null, null],
    ])
    // The enrolment's resume point was the removed material (the first not done): it resumes at the first one.
    expect((await findPackageDetail(db, id, 1))!.progress!.current_course_material_id).toBe(byKey('penutup').id)
    const detail = (await findPackageDetail(db, id, 1))!
    expect([detail.enrolled, detail.material_count, detail.duration_s]).toEqual([true, 3, 300 + 1 + 600])
    expect(detail.currentCourseMaterialID).toBe(byKey('lembar').id)
    expect(contents.currentCourseMaterialID).toBe(byKey('lembar').id)
    expect(await db.selectFrom('material_progress').select('course_material_id').where('employee_id', '=', 1).where('course_material_id', '=', byKey('penutup').id).execute()).toHaveLength(1)
    expect(detail.progress).toMatchObject({ completed_materials: 2, total_materials: 3 })
    // The study history counts the current materials only: 2 of 3 done.
    expect((await mixedHistory(db, 1, 1, 50)).items.find((i) => i.kind === 'package' && i.id === id)!.progress_percent).toBe(66)
  })

  it('archives a package gone from the pack: out of lists and search, its page and the learner’s history still answer', async () => {
    const id = await packageId()
    const seeded = await db.selectFrom('course_packages').select('slug').where('archived_at', 'is', null).where('from_pack', 'is', null).execute()
    expect(await importOf({ 'pack.yaml': `${MANIFEST}kinds: [package]\n` }, '2026-12-08T00:00:00.000Z')).toEqual({ added: [], changed: [], archived: ['zirkonia'], unchanged: 0 })
    expect(await searched()).toEqual({ cards: [], packages: [] })
    expect((await findPackageDetail(db, id, 1))!).toMatchObject({ title: 'Zirkonia Negosiasi', enrolled: true })
    expect((await packageContents(db, id, 1, undefined))!.materials).toHaveLength(3)
    expect((await mixedHistory(db, 1, 1, 50)).items.filter((i) => i.kind === 'package' && i.id === id).map((i) => i.title)).toEqual(['Zirkonia Negosiasi'])
    // The seeded packages are not the pack's: none was archived.
    expect(await db.selectFrom('course_packages').select('slug').where('archived_at', 'is', null).where('from_pack', 'is', null).execute()).toEqual(seeded)
    // Back, with the same id.
    await importOf(files())
    expect(await packageId()).toBe(id)
    expect((await searched()).packages).toEqual(['Zirkonia Negosiasi'])
  })

  it('exports the package with its cover; the export imports into a fresh database to the same package', async () => {
    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(database, dir)
    const yaml = fs.readFileSync(path.join(dir, 'packages/zirkonia.yaml'), 'utf8')
    expect(yaml).toContain('cover: media/zirkonia-cover.jpg')
    expect(fs.readFileSync(path.join(dir, 'media/zirkonia-cover.jpg')).equals(JPEG)).toBe(true)
    const original = (await validated(files())).pack!
    const exported = (await validated(dir)).pack!
    const items = (pack: typeof original) => [...pack.items].find(([k]) => k.name === 'package')![1].map((i) => [i.key, { ...(i.data as object), cover: undefined }])
    expect(items(exported)).toEqual(items(original))

    const fresh = await openTestDatabase(target)
    try {
      await importPack(fresh.database, exported)
      const answer = async (handle: DatabaseHandle) => {
        const row = await handle.db.selectFrom('course_packages').select('id').where('slug', '=', 'zirkonia').executeTakeFirstOrThrow()
        const detail = (await findPackageDetail(handle.db, Number(row.id), null))!
        const contents = (await packageContents(handle.db, Number(row.id), null, undefined))!
        return {
          // Participants are learners' enrolments, not content: the fresh database has none.
          detail: { ...detail, id: 0, currentCourseMaterialID: 0, participants: 0 },
          materials: contents.materials.map((m) => ({ ...m, id: 0, video_id: 0, quiz_id: m.quiz_id === null ? null : 0, video_url: m.video_url === null ? null : 'url' })),
        }
      }
      expect(await answer(fresh.database)).toEqual(await answer(database))
    } finally {
      await fresh.cleanup()
    }
  })

  it('a new cover replaces the stored one; the old file goes when nothing shows it', async () => {
    const stored = () => db.selectFrom('stored_files').select('name').where('kind', '=', 'media').where('name', 'like', '%-cover.%').orderBy('name').execute()
    const old = (await findPackageDetail(db, await packageId(), null))!.thumbnail_url
    expect((await stored()).map((f) => `/media/pack/${f.name}`)).toEqual([old])
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    expect(await importOf({ ...files(PACKAGE.replace('sampul.jpg', 'sampul.png')), 'media/sampul.png': png })).toMatchObject({ changed: ['zirkonia'] })
    const now = (await findPackageDetail(db, await packageId(), null))!.thumbnail_url
    expect(now).toMatch(/^\/media\/pack\/[0-9a-f]{32}-cover\.png$/)
    expect((await stored()).map((f) => `/media/pack/${f.name}`)).toEqual([now])
  })

  it('a package named like its video gets a picture with its own title, not the video’s', async () => {
    await importOf({ ...files(), 'packages/buka.yaml': PACKAGE.replace('Zirkonia Negosiasi', 'Paket Buka').replace('cover: media/sampul.jpg\n', '') })
    const pkg = await db.selectFrom('course_packages').select(['id', 'thumbnail_url']).where('slug', '=', 'buka').executeTakeFirstOrThrow()
    const video = await db.selectFrom('videos').select('thumbnail_url').where('slug', '=', 'buka').executeTakeFirstOrThrow()
    expect(pkg.thumbnail_url).toBe('/thumbnails/package--buka.svg')
    const app = await buildTestApp(database, test.dataDir)
    try {
      const picture = await app.inject({ method: 'GET', url: pkg.thumbnail_url })
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8'])
      expect(picture.body).toContain('Paket Buka')
      expect(picture.body).not.toContain('Zirkonia Membuka')
      expect((await app.inject({ method: 'GET', url: video.thumbnail_url })).body).toContain('Zirkonia Membuka')
    } finally {
      await app.close()
    }
  })

  let packageIdSync = 0
  it('a video given new media by a pack of videos alone gives its package material the new length; a quiz archived by a pack of quizzes leaves the material', async () => {
    packageIdSync = await packageId()
    const longer = testClip(2)
    const importAny = async (files: PackFilesIn) => {
      const { pack, issues } = await validated(files)
      expect(issues).toEqual([])
      await importPack(database, pack!)
    }
    await importAny({ 'pack.yaml': MANIFEST, 'videos/buka.yaml': VIDEO, 'media/buka.webm': longer })
    const material = () => db.selectFrom('course_materials').select(['duration_s', 'quiz_id']).where('key', '=', 'buka').where('package_id', '=', Number(packageIdSync)).executeTakeFirstOrThrow()
    expect((await material()).duration_s).toBe(2)
    expect((await findPackageDetail(db, packageIdSync, null))!.duration_s).toBe(2 + 300 + 120)
    await importAny({ 'pack.yaml': `${MANIFEST}kinds: [quiz]\n` })
    expect((await material()).quiz_id).toBeNull()
  })
})
