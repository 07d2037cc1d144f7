// How long the help center's search takes on the server, per engine: `npx tsx scripts/bench-help-search.ts`
// (SQLite in a temp dir; PostgreSQL too when TEST_DATABASE_URL is set). Prints the median and the
// 95th percentile of each query kind (found at once; put right after a misspelling; nothing found),
// run through the repository as the route does, after a warm-up. Issue 17 asks for under 50 ms.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { createDatabase } from '../server/db/database'
import { migrate } from '../server/db/migrate'
import { seed } from '../server/db/seed/seed'
import { searchQuestions } from '../server/features/help-center/repository'

const kinds: Record<string, string[]> = {
  found: ['pasang aplikasi android', 'menunggu dikirim', 'batalkan sesi mentor', 'format cv', 'notifikasi', 'pemasangan', 'lamaran'],
  corrected: ['notifkasi iphone', 'lamran', 'mentr sesi', 'aplkasi andriod'],
  none: ['xylofon zebra', 'kuantum'],
}
const ROUNDS = 200

async function bench(url: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-'))
  const schema = url ? `bench_${process.pid}` : undefined
  const database = createDatabase({ dataDir, databaseUrl: url }, schema ? { schema } : {})
  try {
    await migrate(database)
    await seed(database)
    for (const [kind, queries] of Object.entries(kinds)) {
      for (const q of queries) await searchQuestions(database.db, database.engine, q)
      const times: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        const q = queries[i % queries.length]!
        const start = performance.now()
        await searchQuestions(database.db, database.engine, q)
        times.push(performance.now() - start)
      }
      times.sort((a, b) => a - b)
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2)
      console.log(`${database.engine.padEnd(8)} ${kind.padEnd(10)} median ${at(0.5)} ms, p95 ${at(0.95)} ms (${ROUNDS} runs)`)
    }
  } finally {
    if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db)
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await bench(undefined)
if (process.env.TEST_DATABASE_URL) await bench(process.env.TEST_DATABASE_URL)
