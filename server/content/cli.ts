import path from 'node:path'
import { SingleBar } from 'cli-progress'
import { ConfigError, loadConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrate } from '../db/migrate'
import { withStartLock } from '../db/start-lock'
import { demoPackOn } from './demo-dates'
import { exportPack } from './exporter'
import { importPack, type ImportReport } from './importer'
import { readPack, type PackFiles } from './reader'
import { PackRefusedError, type MediaProgress, type PackIssue } from './types'
import { validatePack, type ValidPack } from './validate'

// npm run content -- validate <pack> | import <pack> | export <dir>  (docs/content-packs.md)
// The database is the server's: DATA_DIR / DATABASE_URL, read by the same configuration code.

const USAGE = `Pemakaian:
  npm run content -- validate <paket>   memeriksa paket (folder, .zip, .tar.gz) tanpa menulis apa pun
  npm run content -- import <paket>     memeriksa lalu mengimpor paket ke basis data server
  npm run content -- export <folder>    menulis konten saat ini sebagai paket ke folder baru`

/** Exit codes: 0 done, 1 the pack is refused (every issue printed), 2 wrong use, 3 configuration or database failure. */
export async function runContentCli(args: readonly string[], env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const [command, given, ...rest] = args
  if (!command || !given || rest.length > 0 || !['validate', 'import', 'export'].includes(command)) {
    out(USAGE)
    return 2
  }
  // npm runs scripts in the project's folder; INIT_CWD is where the command was typed.
  const target = path.resolve(env.INIT_CWD ?? process.cwd(), given)
  const read = command === 'export' ? null : await readPack(target)
  try {
    return await run(command, given, target, read, env, out)
  } finally {
    // An archive's media were copied to a temporary folder while the pack was read.
    await read?.release?.()
  }
}

async function run(command: string, given: string, target: string, read: PackFiles | null, env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  if (command === 'validate') return checked(read!, given, out) ? 0 : 1
  let config
  try {
    config = loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    out(error.message)
    return 3
  }
  const pack = read ? checked(read, given, out) : null
  if (command === 'import' && !pack) return 1
  const database = createDatabase(config)
  try {
    // The schema as the server would have it (the same lock a starting server takes).
    await withStartLock(database, () => migrate(database))
    if (pack) {
      const bar = progressBar(env)
      let report
      try {
        // The demo pack by hand (as the content-import journey restores it) lands where a start
        // puts it: its in-class events at today's place (decision 058), not on the demo day.
        const now = new Date()
        report = await importPack(database, pack.manifest.name === 'demo' ? demoPackOn(pack, now) : pack, now, bar.progress)
      } finally {
        // Before any line is printed: the bar redraws its own line.
        bar.stop()
      }
      printReport(report, out)
      out('Server yang sedang berjalan langsung menampilkan konten baru.')
    } else {
      const counts = await exportPack(database, target)
      out(`Diekspor ke ${given}: ${counts.map((c) => `${c.count} ${c.kind}`).join(', ')}.`)
    }
    return 0
  } catch (error) {
    if (error instanceof PackRefusedError) {
      refused(given, error.issues, out)
      return 1
    }
    out(`Gagal: ${error instanceof Error ? error.message : String(error)}`)
    return 3
  } finally {
    await database.close()
  }
}

function refused(given: string, issues: readonly PackIssue[], out: (line: string) => void): void {
  out(`Paket ${given} ditolak, tidak ada yang ditulis. ${issues.length} kesalahan:`)
  for (const issue of issues) out(`  ${issue.file}${issue.path ? ` › ${issue.path}` : ''}: ${issue.message}`)
}

/** The media work's bar on a terminal (stderr, so the report on stdout stays plain); nothing elsewhere. */
function progressBar(env: NodeJS.ProcessEnv): { progress: MediaProgress; stop: () => void } {
  if (!process.stderr.isTTY || env.CI) return { progress: () => {}, stop: () => {} }
  const bar = new SingleBar({ format: 'Media {bar} {value}/{total} {label}', stream: process.stderr, hideCursor: true, clearOnComplete: true })
  let started = false
  return {
    progress(done, total, label) {
      if (!started) bar.start(total, 0, { label })
      started = true
      bar.update(done, { label })
    },
    stop: () => started && bar.stop(),
  }
}

function checked(read: PackFiles, given: string, out: (line: string) => void): ValidPack | null {
  const { pack, issues } = validatePack(read)
  if (!pack) {
    refused(given, issues, out)
    return null
  }
  const counts = [...pack.items].map(([kind, items]) => `${items.length} ${kind.name}`)
  out(`Paket ${pack.manifest.name} ${pack.manifest.version} (format ${pack.manifest.format}, bahasa ${pack.manifest.language}) valid: ${counts.join(', ') || 'tanpa butir'}.`)
  return pack
}

function printReport(report: ImportReport, out: (line: string) => void): void {
  out(`Diimpor: ${report.added} ditambah, ${report.changed} diubah, ${report.archived} diarsipkan.`)
  for (const { kind, result } of report.kinds) {
    out(`  ${kind}: ${result.added.length} ditambah, ${result.changed.length} diubah, ${result.archived.length} diarsipkan, ${result.unchanged} tetap`)
    for (const key of result.added) out(`    + ${key}`)
    for (const key of result.changed) out(`    ~ ${key}`)
    for (const key of result.archived) out(`    - ${key}`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await runContentCli(process.argv.slice(2), process.env, (line) => console.log(line))
}
