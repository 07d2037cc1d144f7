// `npm run errors` / `npm run views` / `npm run recordings`: what the embedded error reporting and
// analytics recorded (decision 027), and the session recordings (decision 029), read from the
// database the configuration names (DATA_DIR or DATABASE_URL).
//
//   npm run errors     [-- --side client|server] [--days N] [--limit N] [--stacks] [--json]
//   npm run views      [-- --days N] [--json]
//   npm run recordings [-- --days N] [--limit N] [--user ID] [--json]
//   npm run recordings -- --export RECORDING > recording.json   (its rrweb events, for a replay tool)
import { parseArgs } from 'node:util'
import { addDays, jakartaDay } from '../src/shared/dates'
import { ConfigError, loadConfig } from '../server/config'
import { createDatabase } from '../server/db/database'
import { migrate } from '../server/db/migrate'
import { TelemetryRecorder } from '../server/features/telemetry/recorder'
import { listRecordings, recordingEvents } from '../server/features/telemetry/recording-repository'
import { listErrorGroups, screenViewSummary } from '../server/features/telemetry/repository'
import { errorGroupsText, recordingsText, screenSummaryText } from '../server/features/telemetry/report-text'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    side: { type: 'string' },
    days: { type: 'string', default: '30' },
    limit: { type: 'string', default: '50' },
    stacks: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    user: { type: 'string' },
    export: { type: 'string' },
  },
})
const command = positionals[0]
const days = Number(values.days)
const limit = Number(values.limit)
const user = values.user === undefined ? undefined : Number(values.user)
if (
  (command !== 'errors' && command !== 'views' && command !== 'recordings') ||
  !(days >= 1 && days <= 400) ||
  !(limit >= 1 && limit <= 1000) ||
  (values.side && !['client', 'server'].includes(values.side)) ||
  (user !== undefined && !(Number.isInteger(user) && user > 0)) ||
  ((values.user !== undefined || values.export !== undefined) && command !== 'recordings')
) {
  console.error(
    'Pakai: telemetry.ts errors|views|recordings [--side client|server] [--days 1–400] [--limit 1–1000] [--stacks] [--user ID] [--export REKAMAN] [--json]',
  )
  process.exit(2)
}

let config
try {
  config = loadConfig(process.env)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
const database = createDatabase(config)
try {
  await migrate(database)
  if (command === 'errors') {
    const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
    const groups = await listErrorGroups(database.db, { side: values.side as 'client' | 'server' | undefined, since, limit })
    process.stdout.write(values.json ? `${JSON.stringify(groups, null, 2)}\n` : errorGroupsText(groups, { stacks: values.stacks }))
  } else if (command === 'recordings') {
    // What is past the retention period goes first, so the operator never reads it.
    await new TelemetryRecorder(database.db, config.telemetry.recording ? { recording: config.telemetry.recording } : {}).purgeRecordings(true)
    if (values.export !== undefined) {
      const found = await recordingEvents(database.db, values.export)
      if (!found) {
        console.error(`Rekaman ${values.export} tidak ada (mungkin sudah dihapus setelah masa simpannya).`)
        process.exitCode = 1
      } else process.stdout.write(`${JSON.stringify({ recording: values.export, ...found })}\n`)
    } else {
      const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
      const list = await listRecordings(database.db, { since, limit, ...(user !== undefined ? { userId: user } : {}) })
      process.stdout.write(values.json ? `${JSON.stringify(list, null, 2)}\n` : recordingsText(list, config.telemetry.recording !== undefined))
    }
  } else {
    const toDay = jakartaDay()
    const fromDay = addDays(toDay, -(days - 1))
    const rows = await screenViewSummary(database.db, fromDay, toDay)
    process.stdout.write(values.json ? `${JSON.stringify({ from: fromDay, to: toDay, screens: rows }, null, 2)}\n` : screenSummaryText(rows, fromDay, toDay))
  }
} finally {
  await database.close()
}
