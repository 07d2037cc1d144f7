import { afterAll, beforeAll, expect, it } from 'vitest'
import { jakartaDay } from '../../../../src/shared/dates'
import { DEFAULT_TELEMETRY_LIMITS, ERROR_GROUP_RETENTION_MS, TelemetryRecorder } from '../../../../server/features/telemetry/recorder'
import { listErrorGroups, screenViewSummary } from '../../../../server/features/telemetry/repository'
import type { ErrorReport } from '../../../../server/features/telemetry/rules'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// The limits that keep a page in a loop (or many pages) from filling the disk: the overall rate
// limit across clients, the cap on distinct error groups, and the window that opens again.

const report = (message: string): ErrorReport => ({ side: 'client', kind: 'window', source: 'window', name: 'Error', message, screen: '/' })

describeOnEngines('telemetry limits', (target) => {
  let test: TestDatabase
  let clock = Date.parse('2026-03-02T03:00:00Z')
  const limits = { ...DEFAULT_TELEMETRY_LIMITS, errorsPerClient: 5, errorsOverall: 8, viewsPerClient: 10, viewsOverall: 15, maxErrorGroups: 3 }
  let recorder: TelemetryRecorder

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    recorder = new TelemetryRecorder(test.database.db, { limits, now: () => clock })
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('keeps at most maxErrorGroups groups (repeats of those still count) and at most errorsOverall reports a minute from all clients', async () => {
    expect(await recorder.recordErrors([report('a'), report('b'), report('c'), report('d')], 'u:1', 1)).toEqual({ accepted: 3, dropped: 1, limited: false })
    // Three more clients: the overall limit (8) is reached by the second of them.
    expect(await recorder.recordErrors([report('a'), report('a'), report('a')], 'u:2', 2)).toEqual({ accepted: 3, dropped: 0, limited: false })
    expect(await recorder.recordErrors([report('b'), report('b'), report('b')], 'u:3', 3)).toEqual({ accepted: 1, dropped: 2, limited: false })
    expect(await recorder.recordErrors([report('c')], 'u:4', 4)).toEqual({ accepted: 0, dropped: 1, limited: true })
    const groups = await listErrorGroups(test.database.db, { limit: 10 })
    expect(groups.map((g) => [g.message, g.count]).sort()).toEqual([
      ['a', 4],
      ['b', 2],
      ['c', 1],
    ])
    // A minute later the window opens again.
    clock += limits.windowMs
    expect((await recorder.recordErrors([report('c')], 'u:4', 4)).accepted).toBe(1)
  })

  it('counts at most viewsPerClient views of one client a minute', async () => {
    const day = jakartaDay(clock)
    expect(
      await recorder.recordViews(
        [
          { screen: '/learning', day, count: 7 },
          { screen: '/', day, count: 7 },
        ],
        'ip:1',
      ),
    ).toEqual({ accepted: 10, dropped: 4, limited: false })
    expect(await recorder.recordViews([{ screen: '/', day, count: 1 }], 'ip:1')).toEqual({ accepted: 0, dropped: 1, limited: true })
    expect(await screenViewSummary(test.database.db, day, day)).toEqual([
      { screen: '/learning', views: 7, days: 1 },
      { screen: '/', views: 3, days: 1 },
    ])
  })

  it('forgets groups not seen for 90 days, which makes room under the cap', async () => {
    clock += ERROR_GROUP_RETENTION_MS + 2 * limits.windowMs
    // 'a' and 'b' were last seen more than 90 days ago; 'c' too. The first report of the new day prunes them.
    expect(await recorder.recordErrors([report('e')], 'u:5', 5)).toEqual({ accepted: 1, dropped: 0, limited: false })
    expect((await listErrorGroups(test.database.db, { limit: 10 })).map((g) => g.message)).toEqual(['e'])
  })
})
