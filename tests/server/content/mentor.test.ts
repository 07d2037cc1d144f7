import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath } from '../../../src/contract/endpoint'
import { mentorApi } from '../../../src/contract/mentor'
import type { AppConfig } from '../../../server/config'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { PackRefusedError } from '../../../server/content/types'
import { validatePack } from '../../../server/content/validate'
import { signIn, type Browser } from '../helpers/oidc-flow'
import { removeTempDirs, tempDir, writePack, type PackText } from '../helpers/content-pack'
import { openTestApp } from '../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: mentor-uji\nversion: "1"\nlanguage: id\n'

const SARI = `username: sari.wulandari
headline: Membaca data untuk keputusan sehari-hari
bio: Delapan tahun mengolah data penjualan dan operasional di tiga unit bisnis grup.
expertise: [Literasi Data, pemecahan-masalah]
hours:
  - { weekday: 2, from_hour: 13, to_hour: 16 }
  - { weekday: 4, from_hour: 9, to_hour: 12 }
`
const PUTRI = `username: putri.maharani
headline: Awal karier di tim keuangan
bio: Dua tahun di tim keuangan unit pembiayaan; senang berbagi cara belajar cepat di tempat kerja.
expertise: [Literasi Keuangan]
hours: [{ weekday: 3, from_hour: 10, to_hour: 12 }]
days_off: ['2099-01-07']
`

const packOf = (extra: PackText = {}, base: PackText = { 'mentors/sari-data.yaml': SARI, 'mentors/putri-keuangan.yaml': PUTRI }): PackText => ({
  'pack.yaml': MANIFEST,
  ...base,
  ...extra,
})

async function validated(files: PackText) {
  return validatePack(await readPack(writePack(files)))
}

describe('mentor validation', () => {
  it('accepts a mentor with expertise by name or key and weekly hours', async () => {
    const { issues, pack } = await validated(packOf())
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['mentor'])
  })

  it('names the file, the field and what is wrong: types, lengths, overlapping hours, a skill twice, an unknown field', async () => {
    const bad = SARI.replace('headline: Membaca data untuk keputusan sehari-hari', 'headline: Data')
      .replace('weekday: 4', 'weekday: 9')
      .replace('[Literasi Data, pemecahan-masalah]', '[Literasi Data, literasi-data]')
      .concat('  - { weekday: 2, from_hour: 15, to_hour: 17 }\nfoto: sari.jpg\n')
    const { issues } = await validated(packOf({ 'mentors/sari-data.yaml': bad, 'mentors/Putri.yaml': PUTRI.replace('username: putri.maharani\n', '') }))
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['mentors/Putri.yaml', ''],
      ['mentors/Putri.yaml', 'username'],
      ['mentors/sari-data.yaml', ''],
      ['mentors/sari-data.yaml', 'headline'],
      ['mentors/sari-data.yaml', 'hours.1.weekday'],
    ])
    expect(issues.find((i) => i.path === '' && i.file === 'mentors/Putri.yaml')!.message).toMatch(/kunci 'Putri'/)
    expect(issues.find((i) => i.path === '' && i.file === 'mentors/sari-data.yaml')!.message).toMatch(/foto/)
    const hours = SARI.replace('{ weekday: 2, from_hour: 13, to_hour: 16 }', '{ weekday: 2, from_hour: 16, to_hour: 13 }').replace('to_hour: 12 }', 'to_hour: 12, menit: 30 }')
    expect((await validated(packOf({ 'mentors/sari-data.yaml': hours }))).issues.map((i) => [i.path, i.message])).toEqual([
      ['hours.0.to_hour', 'Jam selesai harus setelah jam mulai'],
      ['hours.1', expect.stringMatching(/menit/)],
    ])
    // The checks past the schema run once the fields parse.
    const overlapping = SARI.replace('[Literasi Data, pemecahan-masalah]', '[Literasi Data, literasi-data]').concat('  - { weekday: 2, from_hour: 15, to_hour: 17 }\n')
    expect((await validated(packOf({ 'mentors/sari-data.yaml': overlapping }))).issues).toEqual([
      { file: 'mentors/sari-data.yaml', path: 'expertise.1', message: "keahlian 'literasi-data' sudah tertulis (expertise.0)" },
      { file: 'mentors/sari-data.yaml', path: 'hours.2', message: 'bertumpuk dengan hours.0 pada hari 2' },
    ])
  })
})

describeOnEngines('mentor import', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let dewi: Browser
  let lestari: Browser
  let sariBrowser: Browser
  const db = () => test.database.db

  const importFiles = async (files: PackText) => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    const report = await importPack(test.database, pack!)
    // As the importing process does: its shared answers are dropped.
    app.sharedAnswers.invalidate()
    return report
  }
  const mentorOf = async (username: string) =>
    db().selectFrom('mentors as m').innerJoin('employees as e', 'e.id', 'm.employee_id').select(['m.id', 'm.slug', 'm.status', 'm.archived_at', 'm.headline']).where('e.username', '=', username).executeTakeFirst()
  const counts = async () => ({
    mentors: (await db().selectFrom('mentors').select('id').execute()).length,
    skills: (await db().selectFrom('mentor_skills').select('mentor_id').execute()).length,
    hours: (await db().selectFrom('mentor_hours').select('id').orderBy('id').execute()).map((r) => Number(r.id)),
    sessions: (await db().selectFrom('mentor_sessions').select(['id', 'status', 'rating']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) })),
  })
  const listed = async () => {
    const res = await app.inject({ method: 'GET', url: mentorApi.list.path, query: { limit: '50' } })
    return mentorApi.list.response.parse(res.json()).data.map((m) => m.username)
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    // The demo's mentors as if they had joined in the app (no key): mentors no pack brought, which
    // a pack leaves alone unless it names them (what this suite's pack is checked against).
    await test.database.db.updateTable('mentors').set({ slug: null }).execute()
    dewi = (await signIn(app, config, 'dewi.anggraini')).browser
    lestari = (await signIn(app, config, 'lestari.wibowo')).browser
    sariBrowser = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('refuses the whole pack for an unknown employee, a person twice or an unknown skill, naming file and field', async () => {
    const before = await counts()
    const { pack } = await validated(
      packOf({
        'mentors/tamu.yaml': SARI.replace('sari.wulandari', 'tidak.ada'),
        'mentors/sari-lagi.yaml': SARI.replace('Literasi Data', 'Menyulam'),
      }),
    )
    const refused = await importPack(test.database, pack!).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PackRefusedError)
    expect((refused as PackRefusedError).issues).toEqual([
      { file: 'mentors/sari-lagi.yaml', path: 'expertise.0', message: expect.stringMatching(/^keahlian 'Menyulam' tidak ada di data master \(yang ada: .*literasi-data/) },
      { file: 'mentors/sari-lagi.yaml', path: 'username', message: "karyawan 'sari.wulandari' sudah menjadi mentor di mentors/sari-data.yaml: satu orang satu profil mentor" },
      { file: 'mentors/tamu.yaml', path: 'username', message: "karyawan dengan username 'tidak.ada' tidak ada" },
    ])
    expect(await counts()).toEqual(before)
  })

  it('refuses a pack whose employee was removed after it was read: checked in the import itself', async () => {
    const at = new Date().toISOString()
    await db()
      .insertInto('employees')
      .values({ username: 'akan.keluar', given_name: 'Akan', family_name: 'Keluar', full_name: 'Akan Keluar', email: 'akan.keluar@contoh.id', position: null, business_unit_id: null, employee_status_id: null, company_location_id: null, profile_image: null, bio: null, joined_at: null, created_at: at, updated_at: at })
      .execute()
    const { pack, issues } = await validated(packOf({ 'mentors/akan-keluar.yaml': PUTRI.replace('putri.maharani', 'akan.keluar') }))
    expect(issues).toEqual([])
    await db().deleteFrom('employees').where('username', '=', 'akan.keluar').execute()
    const refused = (await importPack(test.database, pack!).catch((error: unknown) => error)) as PackRefusedError
    expect(refused.issues).toEqual([{ file: 'mentors/akan-keluar.yaml', path: 'username', message: "karyawan dengan username 'akan.keluar' tidak ada" }])
    expect(await mentorOf('putri.maharani')).toBeUndefined()
  })

  it('imports: a new mentor is listed with her expertise; a mentor already there keeps her row and sessions', async () => {
    const sari = (await mentorOf('sari.wulandari'))!
    const before = await counts()
    const report = await importFiles(packOf())
    expect(report.kinds).toEqual([{ kind: 'mentor', result: { added: ['putri-keuangan'], changed: ['sari-data'], archived: [], unchanged: 0 } }])
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, slug: 'sari-data', headline: 'Membaca data untuk keputusan sehari-hari' })
    expect((await counts()).sessions).toEqual(before.sessions)
    const putri = (await mentorOf('putri.maharani'))!
    const detail = mentorApi.detail.response.parse((await app.inject({ method: 'GET', url: fillPath(mentorApi.detail.path, { id: putri.id }) })).json()).data
    expect(detail).toMatchObject({ username: 'putri.maharani', headline: 'Awal karier di tim keuangan', status: 'active', expertise: [{ slug: 'literasi-keuangan' }] })
    expect(await listed()).toContain('putri.maharani')
    // The mentors the pack does not name (joined in the app, or seeded) are left as they are.
    expect(await mentorOf('budi.santoso')).toMatchObject({ slug: null, archived_at: null })
  })

  it('changes nothing when the same pack comes again: same ids, no new rows', async () => {
    const before = await counts()
    const report = await importFiles(packOf())
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: [], archived: [], unchanged: 2 })
    expect(await counts()).toEqual(before)
  })

  it('two mentors swapping keys keep their rows', async () => {
    const [sari, putri] = [(await mentorOf('sari.wulandari'))!, (await mentorOf('putri.maharani'))!]
    const swapped = await importFiles(packOf({}, { 'mentors/sari-data.yaml': PUTRI, 'mentors/putri-keuangan.yaml': SARI }))
    expect(swapped.kinds[0]!.result).toEqual({ added: [], changed: ['putri-keuangan', 'sari-data'], archived: [], unchanged: 0 })
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, slug: 'putri-keuangan' })
    expect(await mentorOf('putri.maharani')).toMatchObject({ id: putri.id, slug: 'sari-data' })
    await importFiles(packOf())
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, slug: 'sari-data' })
  })

  it('updates an edited mentor in place; a status the pack leaves out stays as the mentor set it', async () => {
    const sari = (await mentorOf('sari.wulandari'))!
    const { sessions } = await counts()
    await db().updateTable('mentors').set({ status: 'paused' }).where('id', '=', sari.id).execute()
    const report = await importFiles(packOf({ 'mentors/sari-data.yaml': SARI.replace('to_hour: 16', 'to_hour: 17').replace('Membaca data', 'Memakai data') }))
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: ['sari-data'], archived: [], unchanged: 1 })
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, status: 'paused', headline: 'Memakai data untuk keputusan sehari-hari' })
    expect((await counts()).sessions).toEqual(sessions)
    await importFiles(packOf({ 'mentors/sari-data.yaml': `${SARI}status: active\n` }))
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, status: 'active' })
  })

  it('archives a mentor gone from the pack: not listed, not bookable, still shown to who booked; back with the same row', async () => {
    const sari = (await mentorOf('sari.wulandari'))!
    const { sessions } = await counts()
    const report = await importFiles(packOf({}, { 'mentors/putri-keuangan.yaml': PUTRI }))
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: [], archived: ['sari-data'], unchanged: 1 })
    expect(await listed()).not.toContain('sari.wulandari')
    const popular = mentorApi.popular.response.parse((await app.inject({ method: 'GET', url: mentorApi.popular.path, query: { limit: '12' } })).json()).data
    expect(popular.map((m) => m.username)).not.toContain('sari.wulandari')
    const detailPath = fillPath(mentorApi.detail.path, { id: sari.id })
    expect((await lestari.request({ method: 'GET', url: detailPath })).statusCode).toBe(404)
    // Dewi asked Sari for a session: she still sees her, as a mentor who takes no new sessions.
    const seen = await dewi.request({ method: 'GET', url: detailPath })
    expect(seen.statusCode).toBe(200)
    expect(mentorApi.detail.response.parse(seen.json()).data).toMatchObject({ username: 'sari.wulandari', status: 'paused', available_this_week: false })
    const slots = mentorApi.slots.response.parse((await app.inject({ method: 'GET', url: fillPath(mentorApi.slots.path, { id: sari.id }) })).json()).data
    expect(slots.slots).toEqual([])
    const tuesday = new Date(Date.now() + 7 * 86_400_000)
    const booked = await lestari.send({ method: 'POST', url: mentorApi.book.path, payload: { mentor_id: sari.id, starts_at: tuesday.toISOString(), topic: 'Dasbor penjualan', mode: 'online' } })
    expect(booked.statusCode).toBe(409)
    expect(booked.json()).toMatchObject({ detail: 'Mentor ini sedang tidak menerima sesi baru.', errors: [{ path: 'mentor_id' }] })
    const mine = mentorApi.sessions.response.parse((await dewi.request({ method: 'GET', url: mentorApi.sessions.path, query: { limit: '50' } })).json()).data
    expect(mine.some((s) => s.mentor.username === 'sari.wulandari')).toBe(true)
    expect((await counts()).sessions).toEqual(sessions)

    // Sari joins again in the app: the profile is hers, listed again, and no pack archives it.
    const skill = await db().selectFrom('growth_path_skills').select('id').where('slug', '=', 'literasi-data').executeTakeFirstOrThrow()
    const joined = await sariBrowser.send({
      method: 'POST',
      url: mentorApi.join.path,
      payload: { headline: 'Membaca data bersama tim Anda', bio: 'Delapan tahun mengolah data penjualan dan operasional di tiga unit bisnis.', skill_ids: [skill.id], hours: [{ weekday: 2, from_hour: 13, to_hour: 16 }] },
    })
    expect(joined.statusCode, joined.body).toBe(200)
    app.sharedAnswers.invalidate()
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, slug: null, archived_at: null })
    expect(await listed()).toContain('sari.wulandari')
    expect((await importFiles(packOf({}, { 'mentors/putri-keuangan.yaml': PUTRI }))).kinds[0]!.result).toEqual({ added: [], changed: [], archived: [], unchanged: 1 })
    expect(await listed()).toContain('sari.wulandari')

    // Named by the pack again, the same row is the pack's once more.
    await importFiles(packOf())
    expect(await mentorOf('sari.wulandari')).toMatchObject({ id: sari.id, slug: 'sari-data', archived_at: null })
    expect(await listed()).toContain('sari.wulandari')
  })

  it('round trip: the export imports into an empty database to the same mentors', async () => {
    const dir = tempDir()
    await exportPack(test.database, dir)
    const exported = validatePack(await readPack(dir))
    expect(exported.issues).toEqual([])
    const mentors = [...exported.pack!.items.entries()].find(([kind]) => kind.name === 'mentor')![1]
    // Every mentor not archived: the pack's by their keys, the others by their usernames.
    expect(mentors.map((m) => m.key)).toContain('sari-data')
    expect(mentors.map((m) => m.key)).toContain('budi-santoso')
    expect(mentors.find((m) => m.key === 'putri-keuangan')!.data).toEqual({
      username: 'putri.maharani',
      headline: 'Awal karier di tim keuangan',
      bio: 'Dua tahun di tim keuangan unit pembiayaan; senang berbagi cara belajar cepat di tempat kerja.',
      expertise: ['literasi-keuangan'],
      hours: [{ weekday: 3, from_hour: 10, to_hour: 12 }],
      days_off: ['2099-01-07'],
    })
  })
})
