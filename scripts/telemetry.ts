// `npm run errors` / `npm run views`: what the embedded error reporting and analytics recorded
// (decision 027), read from the database the configuration names (DATA_DIR or DATABASE_URL).
//
//   npm run errors [-- --side client|server] [--days N] [--limit N] [--stacks] [--json]
//   npm run views  [-- --days N] [--json]
import { parseArgs } from 'node:util'
import { addDays, jakartaDay } from '../src/shared/dates'
import { ConfigError, loadConfig } from '../server/config'
import { createDatabase } from '../server/db/database'
import { migrate } from '../server/db/migrate'
import { listErrorGroups, screenViewSummary } from '../server/features/telemetry/repository'
import { errorGroupsText, screenSummaryText } from '../server/features/telemetry/report-text'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    side: { type: 'string' },
    days: { type: 'string', default: '30' },
    limit: { type: 'string', default: '50' },
    stacks: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
})
const command = positionals[0]
const days = Number(values.days)
const limit = Number(values.limit)
if (
  (command !== 'errors' && command !== 'views') ||
  !(days >= 1 && days <= 400) ||
  !(limit >= 1 && limit <= 1000) ||
  (values.side && !['client', 'server'].includes(values.side))
) {
  console.error('Pakai: telemetry.ts errors|views [--side client|server] [--days 1–400] [--limit 1–1000] [--stacks] [--json]')
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
  } else {
    const toDay = jakartaDay()
    const fromDay = addDays(toDay, -(days - 1))
    const rows = await screenViewSummary(database.db, fromDay, toDay)
    process.stdout.write(values.json ? `${JSON.stringify({ from: fromDay, to: toDay, screens: rows }, null, 2)}\n` : screenSummaryText(rows, fromDay, toDay))
  }
} finally {
  await database.close()
}
