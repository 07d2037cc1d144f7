import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { telemetryApi, type RecordingBatchInput } from '../../../../src/contract/telemetry'
import { MAX_RECORDING_BATCH_BYTES } from '../../../../src/contract/telemetry-limits'
import type { AppConfig } from '../../../../server/config'
import { DEFAULT_TELEMETRY_LIMITS, TelemetryRecorder } from '../../../../server/features/telemetry/recorder'
import { listRecordings, recordingEvents } from '../../../../server/features/telemetry/recording-repository'
import { recordingsText } from '../../../../server/features/telemetry/report-text'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Issue 19, decision 029: session recording's server side. With SESSION_RECORDING the page's batches
// of rrweb events from a signed-in user are stored by recording (a retry once), read back in order
// for export; visitors, bad or too big batches, another user's recording and a hasty page are
// refused with problems; the user can delete theirs; what is past the retention period goes.
// Without SESSION_RECORDING nothing is stored.

const t0 = Date.parse('2026-11-20T03:00:00Z')
const batch = (over: Partial<RecordingBatchInput> = {}): RecordingBatchInput => ({
  recording: 'rec_aaaa_0000000000001',
  seq: 0,
  screen: '/profile',
  events: [
    { type: 4, timestamp: t0, data: { href: 'http://127.0.0.1/profile', width: 1280, height: 800 } },
    { type: 2, timestamp: t0 + 5, data: { node: { type: 0, childNodes: [] }, initialOffset: { top: 0, left: 0 } } },
    { type: 3, timestamp: t0 + 900, data: { source: 5, text: '***', isChecked: false, id: 42 } },
  ],
  ...over,
})

describeOnEngines('telemetry: session recordings', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let off: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let budiId: number
  let sari: Browser

  beforeAll(async () => {
    test = await openTestDatabase(target)
    const env = { SESSION_RECORDING: 'rrweb', SESSION_RECORDING_SAMPLE: '0.5', SESSION_RECORDING_DAYS: '7' }
    config = testConfig(test.dataDir, env)
    app = await buildTestApp(test.database, test.dataDir, { env })
    off = await buildTestApp(test.database, test.dataDir)
    const signedIn = await signIn(app, config, 'budi.santoso')
    budi = signedIn.browser
    budiId = signedIn.user.id
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await off?.close()
    await test?.cleanup()
  })

  const post = (who: Browser, payload: unknown) => who.send({ method: 'POST', url: telemetryApi.recordings.path, payload: payload as object })

  it('tells the page that sessions may be recorded, and which share of them', async () => {
    const res = await app.inject({ method: 'GET', url: telemetryApi.settings.path })
    expect(res.json().data.session_recording).toEqual({ sample_rate: 0.5, retention_days: 7 })
    expect((await off.inject({ method: 'GET', url: telemetryApi.settings.path })).json().data.session_recording).toBeNull()
  })

  it('stores a signed-in user’s batches by recording, a retried batch once, and gives the events back in order', async () => {
    const first = await post(budi, batch())
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ data: { accepted: 3, dropped: 0 } })
    expect((await post(budi, batch())).json()).toEqual({ data: { accepted: 0, dropped: 3 } })
    const second = await post(
      budi,
      batch({ seq: 1, screen: '/learning/videos/{id}', events: [{ type: 3, timestamp: t0 + 2000, data: { source: 2, type: 2, id: 7 } }] }),
    )
    expect(second.statusCode).toBe(202)

    const [summary] = await listRecordings(test.database.db, { limit: 10, userId: budiId })
    expect(summary).toMatchObject({
      recording: 'rec_aaaa_0000000000001',
      user_id: budiId,
      batches: 2,
      events: 4,
      started: new Date(t0).toISOString(),
      ended: new Date(t0 + 2000).toISOString(),
      screens: ['/profile', '/learning/videos/{id}'],
    })
    const exported = await recordingEvents(test.database.db, 'rec_aaaa_0000000000001')
    expect(exported?.user_id).toBe(budiId)
    expect(exported?.events.map((e) => (e as { timestamp: number }).timestamp)).toEqual([t0, t0 + 5, t0 + 900, t0 + 2000])
    // Only the user id is kept about who recorded: no name, e-mail or address in the stored row.
    const row = await test.database.db.selectFrom('session_recordings').selectAll().where('seq', '=', 0).executeTakeFirstOrThrow()
    expect(Object.keys(row).sort()).toEqual([
      'bytes',
      'event_count',
      'events',
      'first_event_at',
      'id',
      'last_event_at',
      'received_at',
      'recording',
      'screen',
      'seq',
      'user_id',
    ])
    expect(JSON.stringify(row)).not.toMatch(/budi|santoso|@/i)

    const text = recordingsText(await listRecordings(test.database.db, { limit: 10 }), true)
    expect(text).toContain(`rec_aaaa_0000000000001  pengguna ${budiId}`)
    expect(text).toContain('2 potongan · 4 peristiwa')
  })

  it('refuses a visitor (401) and bad batches (400, saying which field), and stores none of them', async () => {
    expectProblem(await post(browser(app), batch({ recording: 'rec_visitor_00000000001' })), 401)
    const badType = expectProblem(await post(budi, batch({ recording: 'rec_bad_00000000000001', events: [{ type: 9, timestamp: t0, data: {} }] })), 400)
    expect(badType.errors.map((e) => e.path)).toContain('events.0.type')
    const badId = expectProblem(await post(budi, batch({ recording: '../../etc' })), 400)
    expect(badId.errors.map((e) => e.path)).toContain('recording')
    expect(badId.detail).toBeTruthy()
    const filled = expectProblem(await post(budi, batch({ recording: 'rec_bad_00000000000002', screen: '/profile/budi.santoso' })), 400)
    expect(filled.errors.map((e) => e.path)).toContain('screen')
    expectProblem(await post(budi, batch({ recording: 'rec_bad_00000000000003', events: [] })), 400)
    expect(await listRecordings(test.database.db, { limit: 10 })).toHaveLength(1)
  })

  it('refuses a batch over the size limit with 413, in Indonesian', async () => {
    const big = 'x'.repeat(MAX_RECORDING_BATCH_BYTES)
    const res = await post(budi, batch({ recording: 'rec_big_00000000000001', events: [{ type: 5, timestamp: t0, data: { tag: 'besar', payload: big } }] }))
    const problem = expectProblem(res, 413)
    expect(problem.title).toBe('Data terlalu besar')
    expect(await recordingEvents(test.database.db, 'rec_big_00000000000001')).toBeNull()
  })

  it('answers 404 to a batch for another user’s recording, and adds nothing to it', async () => {
    const res = await post(sari, batch({ seq: 2 }))
    expect(expectProblem(res, 404).detail).toBe('Rekaman tidak ditemukan.')
    expect((await recordingEvents(test.database.db, 'rec_aaaa_0000000000001'))?.events).toHaveLength(4)
  })

  it('refuses every batch with 403 when SESSION_RECORDING is not set', async () => {
    const res = await browser(off)
      .send({ method: 'POST', url: telemetryApi.recordings.path, payload: batch() })
      .catch(() => undefined)
    // Not signed in on `off` (another cookie jar): the signed-in check comes first.
    expectProblem(res!, 401)
    const offBudi = (await signIn(off, testConfig(test.dataDir), 'budi.santoso')).browser
    const refused = await offBudi.send({ method: 'POST', url: telemetryApi.recordings.path, payload: batch({ recording: 'rec_off_00000000000001' }) })
    expect(expectProblem(refused, 403).detail).toBe('Perekaman sesi tidak diaktifkan di server ini.')
    expect(await recordingEvents(test.database.db, 'rec_off_00000000000001')).toBeNull()
  })

  it('deletes only the signed-in user’s recordings when they withdraw', async () => {
    expect((await post(sari, batch({ recording: 'rec_bbbb_0000000000001' }))).statusCode).toBe(202)
    const res = await budi.send({ method: 'DELETE', url: telemetryApi.forgetRecordings.path })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { deleted: 2 } })
    expect((await listRecordings(test.database.db, { limit: 10 })).map((r) => r.recording)).toEqual(['rec_bbbb_0000000000001'])
  })

  describe('limits and retention', () => {
    it('takes at most recordingBatchesPerClient batches a minute from one user, and deletes what is older than the retention period', async () => {
      let clock = Date.parse('2026-11-01T00:00:00Z')
      const limits = { ...DEFAULT_TELEMETRY_LIMITS, recordingBatchesPerClient: 2, recordingBatchesOverall: 100 }
      const recorder = new TelemetryRecorder(test.database.db, { limits, now: () => clock, recording: { library: 'rrweb', sampleRate: 1, retentionDays: 7 } })
      const at = (seq: number) => batch({ recording: 'rec_limit_000000000001', seq })
      expect(await recorder.recordBatch(budiId, at(0), JSON.stringify(at(0).events))).toBe('stored')
      expect(await recorder.recordBatch(budiId, at(1), JSON.stringify(at(1).events))).toBe('stored')
      expect(await recorder.recordBatch(budiId, at(2), JSON.stringify(at(2).events))).toBe('limited')
      clock += 61_000
      expect(await recorder.recordBatch(budiId, at(2), JSON.stringify(at(2).events))).toBe('stored')
      expect((await recordingEvents(test.database.db, 'rec_limit_000000000001'))?.events).toHaveLength(9)

      // Six days on it is still kept; past seven days it goes (and what arrived since stays).
      clock += 6 * 24 * 60 * 60 * 1000
      expect(await recorder.purgeRecordings(true)).toBe(0)
      clock += 2 * 24 * 60 * 60 * 1000
      expect(await recorder.recordBatch(budiId, at(3), JSON.stringify(at(3).events))).toBe('stored')
      expect(await recordingEvents(test.database.db, 'rec_limit_000000000001')).toMatchObject({ events: expect.any(Array) })
      expect((await recordingEvents(test.database.db, 'rec_limit_000000000001'))?.events).toHaveLength(3)
      expect(await recorder.purgeRecordings(true)).toBe(0)
    })
  })
})
