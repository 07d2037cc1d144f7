import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from '../db/database'
import { demoPackOn } from './demo-dates'
import { importPack, type ImportReport } from './importer'
import { readPack } from './reader'
import { validatePack } from './validate'

export const DEMO_PACK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/demo')

/**
 * Imports the demo pack (content/demo) at every start while it is the content in use: nothing
 * imported yet (a fresh database, or one the old seed code filled) or the demo pack was the last
 * import. So a release's new demo content arrives, and the demo content is kept as the pack says
 * (the same pack again writes nothing). Once a company imports its own pack, a start never
 * touches the content again. Null: nothing to do. A broken demo pack throws: it ships with the
 * code, and tests/server/content keeps it valid.
 */
export async function importDemoContent(database: DatabaseHandle, dir = DEMO_PACK_DIR, now = new Date()): Promise<ImportReport | null> {
  // A folder: its media are read where they are, nothing to release.
  const { pack, issues } = validatePack(await readPack(dir))
  if (!pack) throw new Error(`The demo pack ${dir} is refused:\n${issues.map((i) => `${i.file} ${i.path}: ${i.message}`).join('\n')}`)
  const last = await database.db.selectFrom('content_imports').select('pack_name').orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (last && last.pack_name !== pack.manifest.name) return null
  // Its in-class events keep their place relative to today (decision 058): on a new day they move.
  return importPack(database, demoPackOn(pack, now), now)
}
