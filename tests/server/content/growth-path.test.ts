import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { PackRefusedError } from '../../../server/content/types'
import { validatePack } from '../../../server/content/validate'
import type { GrowthPath } from '../../../server/content/kinds/growth-path'
import type { DatabaseHandle } from '../../../server/db/database'
import { slugify } from '../../../server/db/seed/slug'
import { teachersOf } from '../../../server/features/opportunity/repository'
import { announcements, findPathBySlug, listPaths, pathDetail, recommendations, syllabus } from '../../../server/features/growth-path/repository'
import { assignmentsOf, doneItemIds, findTrx, markDone, submitAssignment, takePath, trxState, userPaths } from '../../../server/features/growth-path/trx-repository'
import { removeTempDirs, tempDir, testClip, writePack, type PackFilesIn } from '../helpers/content-pack'
import { growthPathTrxApi } from '../../../src/contract/growth-path-trx'
import { signIn } from '../helpers/oidc-flow'
import { buildTestApp, testConfig } from '../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: paket-uji\nversion: "1"\nlanguage: id\n'
const VIDEO = 'title: Zirkonia Membuka Percakapan\ndescription: Singkat.\ncategory: Kepemimpinan\npublished_at: 2026-11-02\nrenditions: { standard: media/buka.webm, low: media/buka.webm }\n'
const PACKAGE = 'title: Zirkonia Dasar Umpan Balik\ndescription: <p>Dasar.</p>\ncategory: komunikasi\npublished_at: 2026-11-03\nmaterials:\n  - key: baca\n    title: Bacaan\n    article: <p>Baca.</p>\n    reading_seconds: 1200\n'
const EVENT = `title: Zirkonia Lokakarya Umpan Balik
description: <p>Latihan.</p>
category: Komunikasi
starts_at: 2027-01-12T09:00+07:00
ends_at: 2027-01-12T12:00+07:00
place: Ruang Cendana
capacity: 20
`
const PATH = `title: Zirkonia Jalur Umpan Balik
summary: Memberi dan menerima umpan balik yang membangun.
description: <strong>Umpan balik</strong> yang jujur.<h2>Untuk siapa</h2><ul><li>Ketua tim</li></ul>
outcomes:
  - Memberi umpan balik dengan model SBI.
category: Jalur Kepemimpinan
level: menengah
weeks: 4
skills: [Literasi Keuangan, kolaborasi-tim]
owner: dewi.anggraini
published_at: 2026-11-05T01:00:00.000Z
stages:
  - key: dasar
    title: Dasar Umpan Balik
    description: Mengapa umpan balik penting.
    items:
      - key: video-buka
        kind: video
        content: buka
        description: Tonton pembukanya.
      - key: paket-dasar
        kind: package
        content: dasar
        description: Selesaikan paketnya.
        required: false
      - key: panduan
        kind: document
        title: Panduan SBI
        url: https://example.com/sbi.pdf
        minutes: 10
        description: Baca panduannya.
  - key: praktik
    title: Praktik
    description: Berlatih bersama tim.
    items:
      - key: lokakarya
        kind: inclass-event
        content: lokakarya
        description: Ikuti lokakaryanya.
      - key: tugas-sbi
        kind: assignment
        title: Tiga Umpan Balik SBI
        minutes: 45
        description: Tulis tiga umpan balik dengan model SBI.
announcements:
  - title: Sesi tanya jawab
    body: Sesi tanya jawab <em>Jumat</em> ini.
    published_at: 2026-11-20T03:00:00.000Z
`

let clip: Buffer | undefined
const clipOnce = () => (clip ??= testClip(1))

const packOf = (growth = PATH, extra: PackFilesIn = {}): PackFilesIn => ({
  'pack.yaml': MANIFEST,
  'videos/buka.yaml': VIDEO,
  'media/buka.webm': clipOnce(),
  'packages/dasar.yaml': PACKAGE,
  'inclass-events/lokakarya.yaml': EVENT,
  'growth-paths/zirkonia.yaml': growth,
  ...extra,
})

async function validated(files: PackFilesIn | string) {
  return validatePack(await readPack(typeof files === 'string' ? files : writePack(files)))
}

const FILE = 'growth-paths/zirkonia.yaml'

describe('growth path validation', () => {
  it('accepts a path naming a video, a package and an in-class event of the pack, a document and an assignment', async () => {
    const { issues, pack } = await validated(packOf())
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['video', 'package', 'inclass-event', 'growth-path'])
  })

  it('refuses content the pack does not carry (missing reference), naming the item', async () => {
    const { issues } = await validated(packOf(PATH.replace('content: buka', 'content: hilang').replace('content: lokakarya', 'content: acara-hilang')))
    expect(issues).toEqual([
      { file: FILE, path: 'stages.0.items.0.content', message: "video 'hilang' tidak ada dalam paket" },
      { file: FILE, path: 'stages.1.items.0.content', message: "inclass-event 'acara-hilang' tidak ada dalam paket" },
    ])
  })

  it('lists each item mistake: duplicate stage and item keys, content or url where they do not belong, missing title and minutes, rich text outside the allow-list', async () => {
    const bad = PATH.replace('key: praktik', 'key: dasar')
      .replace('key: tugas-sbi', 'key: panduan')
      .replace('        content: dasar\n', '        url: https://example.com/x\n')
      .replace('        title: Panduan SBI\n', '        content: buka\n')
      .replace('        title: Tiga Umpan Balik SBI\n        minutes: 45\n', '')
      .replace('<h2>Untuk siapa</h2>', '<script>x()</script>')
      .replace('<em>Jumat</em>', '<img src=x>')
    const { issues } = await validated(packOf(bad))
    expect(issues.map((i) => [i.file, i.path, i.message])).toEqual([
      [FILE, 'announcements.0.body', expect.stringContaining('tag <img> tidak diizinkan')],
      [FILE, 'description', expect.stringContaining('tag <script> tidak diizinkan')],
      [FILE, 'description', expect.stringContaining('tag <script> tidak diizinkan')],
      [FILE, 'stages.0.items.1.content', 'item package perlu content (kunci package dalam paket)'],
      [FILE, 'stages.0.items.1.url', 'hanya link dan document yang punya url: hapus url'],
      [FILE, 'stages.0.items.2.content', 'item document tidak menunjuk konten: hapus content'],
      [FILE, 'stages.0.items.2.title', 'item document perlu title'],
      [FILE, 'stages.1.items.1.key', "kunci item 'panduan' sudah dipakai di jalur ini"],
      [FILE, 'stages.1.items.1.minutes', 'item assignment perlu minutes (perkiraan waktu dalam menit)'],
      [FILE, 'stages.1.items.1.title', 'item assignment perlu title'],
      [FILE, 'stages.1.key', "kunci tahap 'dasar' sudah dipakai di jalur ini"],
    ])
  })

  it('refuses wrong types, an unknown kind or level, a bad key, an unknown field and an empty syllabus', async () => {
    const typed = PATH.replace('weeks: 4', 'weeks: empat').replace('level: menengah', 'level: ahli').replace('kind: assignment', 'kind: tugas').replace('key: lokakarya', 'key: Lokakarya Besar').replace('outcomes:', 'audience: semua\noutcomes:')
    const { issues } = await validated(packOf(typed))
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      [FILE, ''],
      [FILE, 'level'],
      [FILE, 'stages.1.items.0.key'],
      [FILE, 'stages.1.items.1.kind'],
      [FILE, 'weeks'],
    ])
    expect(issues[0]!.message).toContain('audience')
    const empty = await validated(packOf(PATH.split('stages:')[0] + 'stages: []\n'))
    expect(empty.issues).toEqual([{ file: FILE, path: 'stages', message: 'jalur perlu paling sedikit satu tahap' }])
  })
})

describeOnEngines('growth path import', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  let db: DatabaseHandle['db']
  const importOf = async (pack: PackFilesIn, now = '2026-12-07T00:00:00.000Z') => {
    const { pack: valid, issues } = await validated(pack)
    expect(issues).toEqual([])
    const report = await importPack(database, valid!, new Date(now))
    return report.kinds.find((k) => k.kind === 'growth-path')!.result
  }
  const pathId = async () => (await findPathBySlug(db, 'zirkonia'))!.id
  const rows = async () => {
    const id = await pathId()
    const modules = await db.selectFrom('growth_path_modules').select(['id', 'key', 'position', 'archived_at']).where('growth_path_id', '=', id).orderBy('id').execute()
    const items = await db
      .selectFrom('growth_path_items as i')
      .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
      .select(['i.id', 'i.key', 'i.module_id', 'i.position', 'i.archived_at'])
      .where('m.growth_path_id', '=', id)
      .orderBy('i.id')
      .execute()
    return { modules, items }
  }
  const itemId = async (key: string) => (await rows()).items.find((i) => i.key === key)!.id
  const searched = async () => (await listPaths(db, { q: 'zirkonia', page: 1, limit: 20 } as Parameters<typeof listPaths>[1], null)).items.map((c) => c.title)
  /** The paths the opportunity area offers for a missing skill (Literasi Keuangan: one seeded path besides). */
  const teaching = async () => {
    const skill = await db.selectFrom('growth_path_skills').select('id').where('slug', '=', 'literasi-keuangan').executeTakeFirstOrThrow()
    return (await teachersOf(db, [Number(skill.id)])).get(Number(skill.id))!.growth_paths.map((p) => p.slug)
  }
  const employee = async (username: string) => Number((await db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id)

  beforeAll(async () => {
    test = await openTestDatabase(target)
    database = test.database
    db = database.db
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('refuses a category, skill or owner the database lacks, naming the field, and writes nothing', async () => {
    const { pack } = await validated(packOf(PATH.replace('Jalur Kepemimpinan', 'Jalur Sulap').replace('kolaborasi-tim', 'Astrologi').replace('dewi.anggraini', 'tidak.ada')))
    const error = await importPack(database, pack!).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PackRefusedError)
    expect((error as PackRefusedError).issues.map((i) => [i.file, i.path, i.message.split(' (')[0]])).toEqual([
      [FILE, 'category', "kategori jalur 'Jalur Sulap' tidak ada di data master"],
      [FILE, 'skills.1', "keahlian 'Astrologi' tidak ada di data master"],
      [FILE, 'owner', "karyawan 'tidak.ada' tidak ada"],
    ])
    expect(await findPathBySlug(db, 'zirkonia')).toBeUndefined()
    expect(await db.selectFrom('course_packages').select('id').where('slug', '=', 'dasar').execute()).toEqual([])
  })

  it('imports the path: card, page, syllabus with titles and minutes from the content it names, skills and announcements', async () => {
    expect(await importOf(packOf())).toEqual({ added: ['zirkonia'], changed: [], archived: [], unchanged: 0 })
    const detail = (await pathDetail(db, 'zirkonia', null))!
    expect(detail).toMatchObject({
      title: 'Zirkonia Jalur Umpan Balik',
      level: 'menengah',
      duration_weeks: 4,
      modules: 2,
      category: { name: 'Jalur Kepemimpinan' },
      owner: { username: 'dewi.anggraini' },
      outcomes: ['Memberi umpan balik dengan model SBI.'],
      thumbnail_url: '/thumbnails/zirkonia.svg',
    })
    expect(detail.skills.map((s) => s.name).sort()).toEqual(['Kolaborasi Tim', 'Literasi Keuangan'])
    const modules = await syllabus(db, detail.id, null)
    expect(modules.map((m) => [m.title, m.items.map((i) => [i.kind, i.title, i.duration_min, i.required, i.url])])).toEqual([
      [
        'Dasar Umpan Balik',
        [
          ['video', 'Zirkonia Membuka Percakapan', 1, true, null],
          ['package', 'Zirkonia Dasar Umpan Balik', 20, false, null],
          ['document', 'Panduan SBI', 10, true, 'https://example.com/sbi.pdf'],
        ],
      ],
      [
        'Praktik',
        [
          ['class', 'Zirkonia Lokakarya Umpan Balik', 180, true, null],
          ['assignment', 'Tiga Umpan Balik SBI', 45, true, null],
        ],
      ],
    ])
    const video = await db.selectFrom('videos').select('id').where('slug', '=', 'buka').executeTakeFirstOrThrow()
    expect(modules[0]!.items[0]!.content_id).toBe(Number(video.id))
    expect((await announcements(db, detail.id, 1, 10)).items.map((a) => [a.title, a.body])).toEqual([['Sesi tanya jawab', 'Sesi tanya jawab <em>Jumat</em> ini.']])
    expect(await searched()).toEqual(['Zirkonia Jalur Umpan Balik'])
    expect(await teaching()).toContain('zirkonia')
  })

  it('changes nothing when the same pack comes again: same ids, no new rows', async () => {
    const before = await rows()
    expect(await importOf(packOf())).toEqual({ added: [], changed: [], archived: [], unchanged: 1 })
    expect(await rows()).toEqual(before)
  })

  it('updates an edited path in place: items moved, retitled, removed and added; participants keep their progress and submissions', async () => {
    const id = await pathId()
    const rini = await employee('andi.pratama')
    await takePath(db, id, rini, '2026-12-07T01:00:00.000Z')
    await markDone(db, id, rini, await itemId('video-buka'), '2026-12-07T01:01:00.000Z')
    await markDone(db, id, rini, await itemId('panduan'), '2026-12-07T01:02:00.000Z')
    await submitAssignment(db, { pathId: id, employeeId: rini, itemId: await itemId('tugas-sbi'), text: 'Tiga umpan balik saya.', file: null, now: '2026-12-07T01:03:00.000Z' } as Parameters<typeof submitAssignment>[1])
    const before = await rows()
    const byKey = (key: string) => before.items.find((i) => i.key === key)!

    // `panduan` goes; the assignment moves to the first stage with a new title; `praktik` is renamed; a link is added.
    const edited = PATH.replace(/      - key: panduan\n[\s\S]*?description: Baca panduannya\.\n/, '')
      .replace(/      - key: tugas-sbi\n[\s\S]*?model SBI\.\n/, '')
      .replace('  - key: praktik\n', '      - key: tugas-sbi\n        kind: assignment\n        title: Umpan Balik SBI (baru)\n        minutes: 45\n        description: Tulis tiga umpan balik dengan model SBI.\n  - key: praktik\n')
      .replace('title: Praktik', 'title: Praktik Bersama Tim')
      .replace('        description: Ikuti lokakaryanya.\n', '        description: Ikuti lokakaryanya.\n      - key: bacaan\n        kind: link\n        title: Bacaan Tambahan\n        url: https://example.com/bacaan\n        minutes: 15\n        description: Opsional.\n        required: false\n')
    expect(await importOf(packOf(edited))).toEqual({ added: [], changed: ['zirkonia'], archived: [], unchanged: 0 })
    const after = await rows()
    expect(after.items.find((i) => i.key === 'tugas-sbi')).toMatchObject({ id: byKey('tugas-sbi').id, module_id: byKey('video-buka').module_id, position: 3, archived_at: null })
    expect(after.items.find((i) => i.key === 'panduan')).toMatchObject({ id: byKey('panduan').id, archived_at: '2026-12-07T00:00:00.000Z' })
    expect(after.modules.map((m) => m.key)).toEqual(['dasar', 'praktik'])

    const trx = (await findTrx(db, id, rini))!
    const done = new Set(await doneItemIds(db, trx.id))
    const modules = await syllabus(db, id, done)
    expect(modules.map((m) => [m.title, m.items.map((i) => [i.title, i.done])])).toEqual([
      ['Dasar Umpan Balik', [['Zirkonia Membuka Percakapan', true], ['Zirkonia Dasar Umpan Balik', false], ['Umpan Balik SBI (baru)', true]]],
      ['Praktik Bersama Tim', [['Zirkonia Lokakarya Umpan Balik', false], ['Bacaan Tambahan', false]]],
    ])
    // Required now: the video, the assignment, the class; two done. The archived document's progress row stays stored.
    expect(await trxState(db, trx)).toMatchObject({ done_items: 2, total_items: 3 })
    expect(done.has(byKey('panduan').id)).toBe(true)
    expect((await assignmentsOf(db, id, rini)).map((a) => [a.title, a.submission?.text])).toEqual([['Umpan Balik SBI (baru)', 'Tiga umpan balik saya.']])
    // An archived item cannot be marked done any more.
    await expect(markDone(db, id, rini, byKey('panduan').id, '2026-12-07T02:00:00.000Z')).rejects.toMatchObject({ reason: 'item-not-in-path' })
  })

  it('archives a path gone from the pack: out of lists, search and recommendations, not takeable; its participant still sees it', async () => {
    const id = await pathId()
    const rini = await employee('andi.pratama')
    const seeded = await db.selectFrom('growth_paths').select('slug').where('archived_at', 'is', null).where('from_pack', 'is', null).execute()
    expect(await importOf({ 'pack.yaml': `${MANIFEST}kinds: [growth-path]\n` }, '2026-12-08T00:00:00.000Z')).toEqual({ added: [], changed: [], archived: ['zirkonia'], unchanged: 0 })
    expect(await searched()).toEqual([])
    expect((await recommendations(db, null, 100)).map((c) => c.slug)).not.toContain('zirkonia')
    expect(await teaching()).not.toContain('zirkonia')
    expect((await pathDetail(db, 'zirkonia', rini))!).toMatchObject({ title: 'Zirkonia Jalur Umpan Balik', my: { status: 'in_progress' } })
    expect((await userPaths(db, rini)).in_progress.map((t) => t.path.slug)).toContain('zirkonia')
    await expect(takePath(db, id, await employee('budi.santoso'), '2026-12-08T01:00:00.000Z')).rejects.toMatchObject({ reason: 'archived' })
    expect((await takePath(db, id, rini, '2026-12-08T01:00:00.000Z')).created).toBe(false)
    // Seeded paths are not the pack's: none was archived.
    expect(await db.selectFrom('growth_paths').select('slug').where('archived_at', 'is', null).where('from_pack', 'is', null).execute()).toEqual(seeded)

    const app = await buildTestApp(database, test.dataDir)
    try {
      const { browser: budi } = await signIn(app, testConfig(test.dataDir), 'budi.santoso')
      const answer = await budi.send({ method: 'POST', url: growthPathTrxApi.take.path, payload: { growth_path_id: id }, headers: { 'idempotency-key': randomUUID() } })
      expect([answer.statusCode, answer.json().detail]).toEqual([409, 'Growth path ini tidak lagi menerima peserta baru.'])
    } finally {
      await app.close()
    }
    // Back, with the same id.
    await importOf(packOf())
    expect(await pathId()).toBe(id)
    expect(await searched()).toEqual(['Zirkonia Jalur Umpan Balik'])
  })

  it('exports the path; the export imports into a fresh database to the same path', async () => {
    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(database, dir)
    const yaml = fs.readFileSync(path.join(dir, 'growth-paths/zirkonia.yaml'), 'utf8')
    expect(yaml).toContain('kind: inclass-event')
    const original = (await validated(packOf())).pack!
    const exported = (await validated(dir)).pack!
    // The export names the master lists by key; the pack may name them by name.
    const items = (pack: typeof original) =>
      [...pack.items].find(([k]) => k.name === 'growth-path')![1].map((i) => {
        const data = i.data as GrowthPath
        return [i.key, { ...data, category: slugify(data.category), skills: data.skills.map(slugify).sort() }]
      })
    expect(items(exported)).toEqual(items(original))

    const fresh = await openTestDatabase(target)
    try {
      await importPack(fresh.database, exported)
      const answer = async (handle: DatabaseHandle) => {
        const detail = (await pathDetail(handle.db, 'zirkonia', null))!
        const modules = await syllabus(handle.db, detail.id, null)
        return {
          // Participants are employees' transactions, not content: the fresh database has none.
          detail: { ...detail, id: 0, participants: 0 },
          modules: modules.map((m) => ({ ...m, id: 0, items: m.items.map((i) => ({ ...i, id: 0, module_id: 0, content_id: i.content_id === null ? null : 0 })) })),
          announcements: (await announcements(handle.db, detail.id, 1, 10)).items.map((a) => ({ ...a, id: 0 })),
        }
      }
      expect(await answer(fresh.database)).toEqual(await answer(database))
    } finally {
      await fresh.cleanup()
    }
  })
})
