import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

export interface OwnServer {
  baseURL: string
  dataDir: string
  /** Runs `fn` on this server's database (read-only use in assertions). */
  query<T>(fn: (db: Database.Database) => T): T
  stop(): Promise<void>
}

/**
 * A server of its own for a spec that needs a test hook (e.g. TEST_FAIL_FIRST_WRITES) or exact
 * counts in a database nobody else writes to. Serves the same dist/ as the shared one.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`
  // Something else answering there would pass the health check below in our server's place.
  if (await fetch(`${baseURL}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is already in use`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tumbuh-e2e-own-'))
  const child: ChildProcess = spawn('npx', ['tsx', '--experimental-async-context-frame', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server on ${port} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`own server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseURL,
    dataDir,
    query(fn) {
      const db = new Database(path.join(dataDir, 'tumbuh.sqlite'), { fileMustExist: true })
      db.pragma('busy_timeout = 5000')
      try {
        return fn(db)
      } finally {
        db.close()
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
