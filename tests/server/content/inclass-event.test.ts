import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { toWib } from '../../../server/content/kinds/inclass-time'
import { PackRefusedError } from '../../../server/content/types'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { readStoredFile } from '../../../server/db/repositories/file-store'
import { findInclassDetail, inclassHistories, listInclasses, registerForInclass, todayInclasses } from '../../../server/features/learning/inclass-repository'
import { remindClassesTomorrow } from '../../../server/features/notification/events'
import { personalizedInclasses } from '../../../server/features/personalization/repository'
import { removeTempDirs, tempDir, writePack, type PackFilesIn } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: kelas-uji\nversion: "1"\nlanguage: id\n'
const FILE = 'inclass-events/lokakarya-negosiasi.yaml'

const EVENT = `title: Lokakarya Negosiasi Bisnis
description: |-
  <p>Latihan negosiasi dengan <strong>studi kasus</strong> pengadaan.</p>
category: Komunikasi
instructor: maya-lestari
topic: negosiasi
starts_at: 2027-01-12T09:00+07:00
ends_at: 2027-01-12T12:00+07:00
place: Ruang Rapat Cendana, Lantai 12, Menara Nusantara
city: Jakarta
capacity: 3
`
/** The first bytes of a JPEG and of a PNG: told by content, as the import does. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])

const packOf = (event = EVENT, extra: PackFilesIn = {}): PackFilesIn => ({ 'pack.yaml': MANIFEST, [FILE]: event, ...extra })
const validated = async (files: PackFilesIn) => validatePack(await readPack(writePack(files)))
const issuesOf = async (event: string, extra: PackFilesIn = {}) => (await validated(packOf(event, extra))).issues

describe('in-class event validation', () => {
  it('accepts an event with its venue, and an online one without a city', async () => {
    expect(await issuesOf(EVENT)).toEqual([])
    expect(await issuesOf(EVENT.replace('city: Jakarta\n', 'online: true\n').replace(/place: .*\n/, 'place: Daring melalui Zoom (tautan dikirim lewat surel)\n'))).toEqual([])
  })

  it('refuses a time without its offset and an end before the start, naming file and field', async () => {
    const issues = await issuesOf(EVENT.replace('2027-01-12T09:00+07:00', '2027-01-12 09:00').replace('ends_at: 2027-01-12T12:00+07:00', 'ends_at: 2027-01-12T08:00+07:00'))
    expect(issues).toEqual([{ file: FILE, path: 'starts_at', message: 'tulis tanggal dan jam dengan zona waktunya, mis. 2027-01-12T09:00+07:00 (WIB)' }])
    expect(await issuesOf(EVENT.replace('ends_at: 2027-01-12T12:00+07:00', 'ends_at: 2027-01-12T08:00+07:00'))).toEqual([
      { file: FILE, path: 'ends_at', message: 'harus sesudah starts_at (2027-01-12T09:00+07:00)' },
    ])
    // A day that does not exist, and a time zone the file leaves out, are both refused.
    expect((await issuesOf(EVENT.replace('2027-01-12T09:00+07:00', '2027-02-30T09:00+07:00').replace('2027-01-12T12:00+07:00', '2027-01-12T12:00:00'))).map((i) => i.path)).toEqual([
      'ends_at',
      'starts_at',
    ])
  })

  it('writes stored instants back in WIB, seconds only when there are some', () => {
    expect(['2027-01-12T02:00:00.000Z', '2027-01-12T17:30:15.000Z', '2027-01-12T02:00:00.250Z'].map(toWib)).toEqual([
      '2027-01-12T09:00+07:00',
      '2027-01-13T00:30:15+07:00',
      '2027-01-12T09:00:00.250+07:00',
    ])
  })

  it('refuses rich text outside the allow-list, a city for an online event, a wrong type and an unknown field', async () => {
    const event = EVENT.replace('<strong>studi kasus</strong>', '<img src="/foto.png">')
      .replace('city: Jakarta\n', 'city: Jakarta\nonline: true\nkuota: 3\n')
      .replace('capacity: 3', 'capacity: tiga')
    const issues = await issuesOf(event)
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      [FILE, ''],
      [FILE, 'capacity'],
    ])
    expect(issues[0]!.message).toContain('kuota')
    // Once the schema passes, the checks of what it cannot say.
    expect(await issuesOf(event.replace('kuota: 3\n', '').replace('capacity: tiga', 'capacity: 3'))).toEqual([
      { file: FILE, path: 'city', message: 'acara daring (online: true) tidak punya kota: hapus city' },
      { file: FILE, path: 'description', message: 'tag <img> tidak diizinkan (yang boleh: h2, em, strong, u, ul, ol, li, br, span, a, p)' },
    ])
    expect((await issuesOf(EVENT.replace('capacity: 3', 'capacity: 0'))).map((i) => i.path)).toEqual(['capacity'])
  })

  it('refuses a cover missing from the pack or that is not a picture, and a file name that is no key', async () => {
    expect(await issuesOf(`${EVENT}cover: media/tidak-ada.jpg\n`)).toEqual([{ file: FILE, path: 'cover', message: 'berkas media/tidak-ada.jpg tidak ada dalam paket' }])
    expect(await issuesOf(`${EVENT}cover: media/sampul.jpg\n`, { 'media/sampul.jpg': 'bukan gambar' })).toEqual([
      { file: FILE, path: 'cover', message: 'media/sampul.jpg bukan gambar (isinya tidak dikenali sebagai jpg, png, webp)' },
    ])
    expect(await issuesOf(`${EVENT}cover: sampul.jpg\n`)).toEqual([{ file: FILE, path: 'cover', message: 'harus berkas di folder media/ paket (media/…)' }])
    const { issues } = await validated({ 'pack.yaml': MANIFEST, 'inclass-events/Lokakarya_1.yaml': EVENT })
    expect(issues).toEqual([{ file: 'inclass-events/Lokakarya_1.yaml', path: '', message: expect.stringMatching(/^kunci 'Lokakarya_1' \(nama berkas\) harus huruf kecil/) }])
  })
})

describeOnEngines('in-class event import', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  const importFiles = async (files: PackFilesIn) => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    const report = await importPack(database, pack!, new Date('2026-12-07T03:00:00Z'))
    return report.kinds.find((k) => k.kind === 'inclass-event')!.result
  }
  const stored = () => database.db.selectFrom('inclass_events').selectAll().where('slug', '=', 'lokakarya-negosiasi').executeTakeFirstOrThrow()
  const employee = async (username: string) => Number((await database.db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id)
  const listed = async (q?: string) => (await listInclasses(database.db, { page: 1, limit: 100, sort: 'newest', q })).items.map((c) => c.slug)
  const registrations = async (eventId: number) =>
    database.db.selectFrom('inclass_registrations').select(['employee_id', 'registered_at', 'attended_at']).where('event_id', '=', eventId).orderBy('employee_id').execute()

  beforeAll(async () => {
    test = await openTestDatabase(target)
    database = test.database
    // The demo's events as the seed code wrote them before the demo pack carried them: rows no
    // pack brought, which a pack never archives (what this suite's pack is checked against).
    await database.db.updateTable('inclass_events').set({ from_pack: null }).execute()
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('imports an event: listed and found by search, its times stored as instants, its catalogue links resolved', async () => {
    expect(await importFiles(packOf())).toEqual({ added: ['lokakarya-negosiasi'], changed: [], archived: [], unchanged: 0 })
    const row = await stored()
    expect([row.starts_at, row.ends_at, row.seats_total, row.seats_taken, row.is_online, row.thumbnail_url, row.published_at]).toEqual([
      '2027-01-12T02:00:00.000Z',
      '2027-01-12T05:00:00.000Z',
      3,
      0,
      0,
      '/thumbnails/lokakarya-negosiasi.svg',
      '2026-12-07T03:00:00.000Z',
    ])
    expect(await listed('Negosiasi Bisnis')).toContain('lokakarya-negosiasi')
    const detail = await findInclassDetail(database.db, Number(row.id), null)
    expect(detail).toMatchObject({ title: 'Lokakarya Negosiasi Bisnis', category: { name: 'Komunikasi' }, instructor: { name: expect.stringMatching(/Maya/) }, duration_s: 3 * 3600, seats_left: 3 })
    expect(Number(row.topic_id)).toBe(Number((await database.db.selectFrom('topics').select('id').where('slug', '=', 'negosiasi').executeTakeFirstOrThrow()).id))
  })

  it('changes nothing when the same pack comes again: same id, no new rows', async () => {
    const before = await stored()
    const count = async () => (await database.db.selectFrom('inclass_events').select('id').execute()).length
    const n = await count()
    expect(await importFiles(packOf())).toEqual({ added: [], changed: [], archived: [], unchanged: 1 })
    expect(await stored()).toEqual(before)
    expect(await count()).toBe(n)
  })

  it('moves a schedule in place: registrations and attendance stay, learners see the new times', async () => {
    const { id } = await stored()
    const eventId = Number(id)
    const [rizky, putri] = [await employee('rizky.ramadhan'), await employee('putri.maharani')]
    await registerForInclass(database.db, rizky, eventId, '2026-12-20T01:00:00.000Z')
    await registerForInclass(database.db, putri, eventId, '2026-12-21T01:00:00.000Z')
    await database.db.updateTable('inclass_registrations').set({ attended_at: '2027-01-12T02:05:00.000Z' }).where('employee_id', '=', rizky).where('event_id', '=', eventId).execute()
    const before = await registrations(eventId)

    const moved = EVENT.replace(/2027-01-12T/g, '2027-01-19T').replace('Lokakarya Negosiasi Bisnis', 'Lokakarya Negosiasi Bisnis Lanjutan')
    expect(await importFiles(packOf(moved))).toEqual({ added: [], changed: ['lokakarya-negosiasi'], archived: [], unchanged: 0 })
    const after = await stored()
    expect([Number(after.id), after.starts_at, after.seats_taken]).toEqual([eventId, '2027-01-19T02:00:00.000Z', 2])
    expect(await registrations(eventId)).toEqual(before)
    const history = await inclassHistories(database.db, rizky, 1, 50)
    expect(history.items.find((h) => h.event_id === eventId)).toMatchObject({ attended: true, event: { title: 'Lokakarya Negosiasi Bisnis Lanjutan', starts_at: '2027-01-19T02:00:00.000Z', seats_left: 1 } })
  })

  it('refuses a capacity below the registrations made, naming file and field, and writes nothing', async () => {
    const before = await stored()
    const { pack } = await validated(packOf(EVENT.replace('capacity: 3', 'capacity: 1').replace('Lokakarya Negosiasi Bisnis', 'Judul Baru')))
    const refused = await importPack(database, pack!).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PackRefusedError)
    expect((refused as PackRefusedError).issues).toEqual([
      { file: FILE, path: 'capacity', message: 'kapasitas 1 kurang dari 2 peserta yang sudah mendaftar: tulis paling sedikit 2 (pendaftaran tidak dibatalkan oleh paket)' },
    ])
    expect(await stored()).toEqual(before)
    // Exactly the registered count is fine: the event is full.
    expect(await importFiles(packOf(EVENT.replace('capacity: 3', 'capacity: 2')))).toMatchObject({ changed: ['lokakarya-negosiasi'] })
    expect((await findInclassDetail(database.db, Number(before.id), null))!.seats_left).toBe(0)
  })

  it('refuses a category, instructor or topic the database lacks, and writes nothing', async () => {
    const before = await stored()
    const { pack } = await validated(packOf(EVENT.replace('Komunikasi', 'Astrologi').replace('maya-lestari', 'tidak-ada').replace('topic: negosiasi', 'topic: sulap')))
    const refused = (await importPack(database, pack!).catch((error: unknown) => error)) as PackRefusedError
    expect(refused.issues.map((i) => [i.file, i.path, i.message.split(' (')[0]])).toEqual([
      [FILE, 'category', "kategori 'Astrologi' tidak ada"],
      [FILE, 'instructor', "instruktur 'tidak-ada' tidak ada"],
      [FILE, 'topic', "topik 'sulap' tidak ada"],
    ])
    expect(await stored()).toEqual(before)
  })

  it('archives an event gone from the pack: out of lists, search, today, recommendations and reminders, still with those registered; back with the same id', async () => {
    const row = await stored()
    const eventId = Number(row.id)
    const rizky = await employee('rizky.ramadhan')
    const seeded = (await listed()).filter((slug) => slug !== 'lokakarya-negosiasi')
    const today = new Date('2027-01-12T03:00:00.000Z')
    expect((await todayInclasses(database.db, today, 1, 100)).items.map((c) => c.id)).toContain(eventId)
    // 08.00 WIB the day before: the registered are reminded (the inbox's own dedup aside).
    const remindedAt = new Date('2027-01-11T01:00:00.000Z')
    const reminded = async () => {
      const told: number[] = []
      await remindClassesTomorrow(database.db, async (ids) => told.push(...ids), remindedAt)
      return told
    }
    expect(await reminded()).toContain(rizky)

    expect(await importFiles({ 'pack.yaml': `${MANIFEST}kinds: [inclass-event]\n` })).toEqual({ added: [], changed: [], archived: ['lokakarya-negosiasi'], unchanged: 0 })
    // Seeded events are not the pack's: none of them was archived.
    expect(await listed()).toEqual(seeded)
    expect(await listed('Negosiasi Bisnis')).not.toContain('lokakarya-negosiasi')
    expect((await todayInclasses(database.db, today, 1, 100)).items.map((c) => c.id)).not.toContain(eventId)
    expect(await reminded()).not.toContain(rizky)
    const interests = { category_ids: [], topic_ids: [], profession_ids: [], unit_ids: [], field_ids: [] }
    expect((await personalizedInclasses(database.db, interests, '2026-12-08T00:00:00.000Z', 1, 100)).items.map((c) => c.id)).not.toContain(eventId)
    // Those registered keep it in their history and can open it; nobody else finds it or registers.
    expect((await inclassHistories(database.db, rizky, 1, 50)).items.map((h) => h.event_id)).toContain(eventId)
    expect(await findInclassDetail(database.db, eventId, rizky)).toMatchObject({ id: eventId, is_registered: true })
    expect(await findInclassDetail(database.db, eventId, null)).toBeUndefined()
    const other = await employee('dewi.anggraini')
    await expect(registerForInclass(database.db, other, eventId, '2026-12-08T00:00:00.000Z')).rejects.toMatchObject({ reason: 'not-found' })
    expect(await registrations(eventId)).toHaveLength(2)

    expect(await importFiles(packOf())).toMatchObject({ changed: ['lokakarya-negosiasi'] })
    expect(Number((await stored()).id)).toBe(eventId)
    expect(await listed('Negosiasi Bisnis')).toContain('lokakarya-negosiasi')
  })

  it('stores a cover from the pack, and exports the event with it and its times in WIB', async () => {
    expect(await importFiles(packOf(`${EVENT}cover: media/sampul.jpg\n`, { 'media/sampul.jpg': JPEG }))).toMatchObject({ changed: ['lokakarya-negosiasi'] })
    const url = (await stored()).thumbnail_url
    expect(url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-cover\.jpg$/)
    expect((await readStoredFile(database.db, 'media', url.slice('/media/pack/'.length)))!.equals(JPEG)).toBe(true)

    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(database, dir)
    const yaml = fs.readFileSync(path.join(dir, FILE), 'utf8')
    expect(yaml).toContain('starts_at: 2027-01-12T09:00+07:00\nends_at: 2027-01-12T12:00+07:00\n')
    expect(yaml).toContain('cover: media/lokakarya-negosiasi-cover.jpg\n')
    expect(fs.readFileSync(path.join(dir, 'media/lokakarya-negosiasi-cover.jpg')).equals(JPEG)).toBe(true)
    // What the export wrote is what the pack said (the first import's day as published_at).
    const exported = validatePack(await readPack(dir))
    expect(exported.issues).toEqual([])
    const item = [...exported.pack!.items].find(([kind]) => kind.name === 'inclass-event')![1].find((i) => i.key === 'lokakarya-negosiasi')!
    const original = (await validated(packOf(`${EVENT}cover: media/sampul.jpg\n`, { 'media/sampul.jpg': JPEG }))).pack!
    const given = [...original.items.values()][0]![0]!.data as Record<string, unknown>
    // The category by its key, as the catalogue knows it.
    expect(item.data).toEqual({ ...given, category: 'komunikasi', cover: 'media/lokakarya-negosiasi-cover.jpg', online: false, published_at: '2026-12-07T10:00+07:00' })
  })
})
