import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath } from '../../../src/contract/endpoint'
import { opportunityApi } from '../../../src/contract/opportunity'
import { addDays, jakartaDay } from '../../../src/shared/dates'
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

const MANIFEST = 'format: 1\nname: lowongan-uji\nversion: "1"\nlanguage: id\n'

const DATA = `title: Data Engineer
business_unit: PT Nusantara Digital Solusi
company_location: kantor-cabang-bandung
employee_status: Karyawan Tetap
summary: Membangun alur data dari sistem operasional ke gudang data grup.
description: |-
  <h2>Tentang peran ini</h2>Anda membangun <strong>alur data</strong> grup.
requirements: <ul><li>SQL</li><li>Python</li></ul>
skills: [Literasi Data, pemecahan-masalah]
closing_day: '2099-03-31'
posted_at: '2026-12-01T02:00:00.000Z'
posted_by: bayu.hidayat
`
const JUNIOR = `title: Analis Data Junior
business_unit: pt-nusantara-digital-solusi
company_location: Kantor Pusat Jakarta
employee_status: Karyawan Kontrak
summary: Menyiapkan laporan mingguan untuk tim operasional.
description: Laporan mingguan dan dasbor.
requirements: <ul><li>Spreadsheet</li></ul>
skills: [Literasi Data]
closes_in_days: 14
posted_days_ago: 3
`

const packOf = (extra: PackText = {}, base: PackText = { 'openings/data-engineer.yaml': DATA, 'openings/analis-data-junior.yaml': JUNIOR }): PackText => ({
  'pack.yaml': MANIFEST,
  ...base,
  ...extra,
})

async function validated(files: PackText) {
  return validatePack(await readPack(writePack(files)))
}

describe('opening validation', () => {
  it('accepts openings with a closing date or days from the import', async () => {
    const { issues, pack } = await validated(packOf())
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['opening'])
  })

  it('refuses rich text outside the allow-list, a date not in the calendar, two closing forms, a skill twice, a wrong type', async () => {
    const bad = DATA.replace('<strong>alur data</strong>', '<strong onclick="x()">alur data</strong><script>alert(1)</script>')
      .replace("closing_day: '2099-03-31'", "closing_day: '2099-02-30'")
      .replace('[Literasi Data, pemecahan-masalah]', '[Literasi Data, literasi-data]')
    expect((await validated(packOf({ 'openings/data-engineer.yaml': bad }))).issues).toEqual([
      { file: 'openings/data-engineer.yaml', path: 'closing_day', message: 'tanggal tidak ada di kalender' },
    ])
    const parsed = DATA.replace('<strong>alur data</strong>', '<strong onclick="x()">alur data</strong><script>alert(1)</script>')
      .replace('[Literasi Data, pemecahan-masalah]', '[Literasi Data, literasi-data]')
      .concat('closes_in_days: 10\nposted_days_ago: 2\n')
    expect((await validated(packOf({ 'openings/data-engineer.yaml': parsed }))).issues).toEqual([
      { file: 'openings/data-engineer.yaml', path: 'closing_day', message: 'tulis tepat satu: closing_day (tanggal, YYYY-MM-DD) atau closes_in_days (jumlah hari dari hari impor)' },
      { file: 'openings/data-engineer.yaml', path: 'description', message: 'atribut onclick pada <strong> tidak diizinkan (yang boleh: href, target, rel)' },
      { file: 'openings/data-engineer.yaml', path: 'description', message: expect.stringMatching(/^tag <script> tidak diizinkan/) },
      { file: 'openings/data-engineer.yaml', path: 'description', message: expect.stringMatching(/^tag <script> tidak diizinkan/) },
      { file: 'openings/data-engineer.yaml', path: 'posted_at', message: 'tulis salah satu saja: posted_at atau posted_days_ago' },
      { file: 'openings/data-engineer.yaml', path: 'skills.1', message: "keahlian 'literasi-data' sudah tertulis (skills.0)" },
    ])
    const issues = (await validated(packOf({ 'openings/analis-data-junior.yaml': JUNIOR.replace('closes_in_days: 14', 'closes_in_days: besok').concat('gaji: 10\n') }))).issues
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['openings/analis-data-junior.yaml', ''],
      ['openings/analis-data-junior.yaml', 'closes_in_days'],
    ])
  })
})

describeOnEngines('opening import', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let sari: Browser
  let budi: Browser
  const db = () => test.database.db
  const today = jakartaDay()

  const importFiles = async (files: PackText) => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    const report = await importPack(test.database, pack!)
    app.sharedAnswers.invalidate()
    return report
  }
  const openingOf = (slug: string) => db().selectFrom('opportunities').select(['id', 'archived_at', 'closing_day', 'created_at', 'title']).where('slug', '=', slug).executeTakeFirst()
  const history = async () => ({
    applications: (await db().selectFrom('opportunity_applications').select(['id', 'opportunity_id', 'status']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id), opportunity_id: Number(r.opportunity_id) })),
    events: (await db().selectFrom('opportunity_application_events').select(['id', 'status']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) })),
    skills: (await db().selectFrom('opportunity_skills').select(['opportunity_id', 'skill_id', 'position']).orderBy('opportunity_id').orderBy('position').execute()).length,
    openings: (await db().selectFrom('opportunities').select('id').execute()).length,
  })
  const listed = async (q?: string) => {
    const res = await app.inject({ method: 'GET', url: opportunityApi.list.path, query: { limit: '50', ...(q ? { q } : {}) } })
    return opportunityApi.list.response.parse(res.json()).data.map((o) => o.slug)
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    budi = (await signIn(app, config, 'budi.santoso')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('refuses the whole pack for a unit, location, status, skill or poster the database lacks, naming file and field', async () => {
    const before = await history()
    const bad = JUNIOR.replace('pt-nusantara-digital-solusi', 'pt-tidak-ada')
      .replace('Kantor Pusat Jakarta', 'Kantor Bulan')
      .replace('Karyawan Kontrak', 'Magang Abadi')
      .replace('[Literasi Data]', '[Literasi Data, Menyulam]')
      .concat('posted_by: tidak.ada\n')
    const { pack } = await validated(packOf({ 'openings/analis-data-junior.yaml': bad }))
    const refused = (await importPack(test.database, pack!).catch((error: unknown) => error)) as PackRefusedError
    expect(refused).toBeInstanceOf(PackRefusedError)
    expect(refused.issues.map((i) => [i.file, i.path, i.message.split(' (')[0]])).toEqual([
      ['openings/analis-data-junior.yaml', 'business_unit', "unit bisnis 'pt-tidak-ada' tidak ada di data master"],
      ['openings/analis-data-junior.yaml', 'company_location', "lokasi 'Kantor Bulan' tidak ada di data master"],
      ['openings/analis-data-junior.yaml', 'employee_status', "status karyawan 'Magang Abadi' tidak ada di data master"],
      ['openings/analis-data-junior.yaml', 'posted_by', "karyawan dengan username 'tidak.ada' tidak ada"],
      ['openings/analis-data-junior.yaml', 'skills.1', "keahlian 'Menyulam' tidak ada di data master"],
    ])
    expect(await history()).toEqual(before)
  })

  it('imports: an opening already there keeps its row and applications; a new one gets its days from the import day', async () => {
    const data = (await openingOf('data-engineer'))!
    const before = await history()
    const report = await importFiles(packOf())
    expect(report.kinds).toHaveLength(1)
    expect(report.kinds[0]!.result).toMatchObject({ added: ['analis-data-junior'], changed: ['data-engineer'] })
    // The pack is the whole of its kind: the seeded openings it does not carry are archived.
    expect(report.kinds[0]!.result.archived).toHaveLength(26)
    expect(await openingOf('data-engineer')).toMatchObject({ id: data.id, closing_day: '2099-03-31', created_at: '2026-12-01T02:00:00.000Z', archived_at: null })
    expect(await openingOf('analis-data-junior')).toMatchObject({ closing_day: addDays(today, 14), created_at: new Date(`${addDays(today, -3)}T00:00:00+07:00`).toISOString() })
    const after = await history()
    expect(after.applications).toEqual(before.applications)
    expect(after.events).toEqual(before.events)
    expect(await listed()).toEqual(['analis-data-junior', 'data-engineer'])
    const detail = opportunityApi.detail.response.parse((await app.inject({ method: 'GET', url: fillPath(opportunityApi.detail.path, { slug: 'analis-data-junior' }) })).json()).data
    expect(detail).toMatchObject({ title: 'Analis Data Junior', closes_in_days: 14, skills: [{ slug: 'literasi-data' }], posted_by: null, requirements: '<ul><li>Spreadsheet</li></ul>' })
  })

  it('changes nothing when the same pack comes again on the same day: same ids, no new rows', async () => {
    const before = await history()
    const ids = [(await openingOf('data-engineer'))!.id, (await openingOf('analis-data-junior'))!.id]
    const report = await importFiles(packOf())
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: [], archived: [], unchanged: 2 })
    expect(await history()).toEqual(before)
    expect([(await openingOf('data-engineer'))!.id, (await openingOf('analis-data-junior'))!.id]).toEqual(ids)
  })

  it('moves relative days with the import day: a day later the relative opening changes, the dated one does not', async () => {
    const junior = (await openingOf('analis-data-junior'))!
    const tomorrow = new Date(Date.now() + 86_400_000)
    const { pack } = await validated(packOf())
    const report = await importPack(test.database, pack!, tomorrow)
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: ['analis-data-junior'], archived: [], unchanged: 1 })
    expect(await openingOf('analis-data-junior')).toMatchObject({ id: junior.id, closing_day: addDays(today, 15) })
    await importFiles(packOf())
    expect(await openingOf('analis-data-junior')).toMatchObject({ id: junior.id, closing_day: addDays(today, 14), created_at: junior.created_at })
  })

  it('updates an edited opening in place, its skills in the new order; applications and their history stay', async () => {
    const data = (await openingOf('data-engineer'))!
    const before = await history()
    const report = await importFiles(packOf({ 'openings/data-engineer.yaml': DATA.replace('Data Engineer', 'Data Engineer Senior').replace('[Literasi Data, pemecahan-masalah]', '[Inovasi, Literasi Data]') }))
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: ['data-engineer'], archived: [], unchanged: 1 })
    expect(await openingOf('data-engineer')).toMatchObject({ id: data.id, title: 'Data Engineer Senior' })
    const detail = opportunityApi.detail.response.parse((await app.inject({ method: 'GET', url: fillPath(opportunityApi.detail.path, { slug: 'data-engineer' }) })).json()).data
    expect(detail.skills.map((s) => s.slug)).toEqual(['inovasi', 'literasi-data'])
    const after = await history()
    expect(after.applications).toEqual(before.applications)
    expect(after.events).toEqual(before.events)
    // A skill list alone changing is a change too.
    const skillsOnly = await importFiles(packOf({ 'openings/data-engineer.yaml': DATA.replace('Data Engineer', 'Data Engineer Senior') }))
    expect(skillsOnly.kinds[0]!.result).toEqual({ added: [], changed: ['data-engineer'], archived: [], unchanged: 1 })
  })

  it('archives an opening gone from the pack: out of the list and search, closed to applying; its applicant still sees it', async () => {
    const data = (await openingOf('data-engineer'))!
    const before = await history()
    const report = await importFiles(packOf({}, { 'openings/analis-data-junior.yaml': JUNIOR }))
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: [], archived: ['data-engineer'], unchanged: 1 })
    expect(await listed()).toEqual(['analis-data-junior'])
    expect(await listed('engineer')).toEqual([])
    const page = fillPath(opportunityApi.detail.path, { slug: 'data-engineer' })
    expect((await app.inject({ method: 'GET', url: page })).statusCode).toBe(404)
    expect((await budi.request({ method: 'GET', url: page })).statusCode).toBe(404)
    // Sari applied: her page and her application stay, the opening shown closed.
    const seen = await sari.request({ method: 'GET', url: page })
    expect(seen.statusCode).toBe(200)
    // Closed since the day it was archived, not on its own closing day, still ahead.
    expect(opportunityApi.detail.response.parse(seen.json()).data).toMatchObject({ slug: 'data-engineer', closed: true, closing_day: today, closes_in_days: 0, my_application: { status: 'ditinjau' } })
    const mine = opportunityApi.applications.response.parse((await sari.request({ method: 'GET', url: opportunityApi.applications.path })).json()).data
    expect(mine.find((a) => a.opportunity.slug === 'data-engineer')).toMatchObject({ status: 'ditinjau', opportunity: { closed: true, closing_day: today } })
    const applied = await budi.send({
      method: 'POST',
      url: opportunityApi.apply.path,
      payload: { opportunity_id: data.id, motivation: 'Saya ingin membangun alur data grup bersama tim digital yang sedang tumbuh.', cv: `cv.pdf,${Buffer.from('%PDF-1.4\n% uji\n').toString('base64')}` },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(applied.statusCode).toBe(409)
    expect(applied.json()).toMatchObject({ detail: 'Lowongan ini sudah tidak dibuka.' })
    expect(await history()).toEqual(before)

    await importFiles(packOf())
    expect(await openingOf('data-engineer')).toMatchObject({ id: data.id, archived_at: null })
    expect(await listed()).toEqual(['analis-data-junior', 'data-engineer'])
  })

  it('exports what it imported, with the days written as dates', async () => {
    const dir = tempDir()
    await exportPack(test.database, dir)
    const exported = validatePack(await readPack(dir))
    expect(exported.issues).toEqual([])
    const openings = [...exported.pack!.items.entries()].find(([kind]) => kind.name === 'opening')![1]
    expect(openings.map((o) => o.key)).toEqual(['analis-data-junior', 'data-engineer'])
    expect(openings[0]!.data).toMatchObject({ closing_day: addDays(today, 14), business_unit: 'pt-nusantara-digital-solusi', company_location: 'kantor-pusat-jakarta' })
    expect(openings[0]!.data).not.toHaveProperty('closes_in_days')
    expect(openings[1]!.data).toMatchObject({ posted_by: 'bayu.hidayat', posted_at: '2026-12-01T02:00:00.000Z', skills: ['literasi-data', 'pemecahan-masalah'] })
  })
})
