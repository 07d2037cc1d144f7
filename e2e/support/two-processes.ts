import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

// Issue 19, "more than one machine": two server processes on one PostgreSQL behind a real reverse
// proxy (Debian's Caddy, round robin), as compose.yaml runs them. Each process has a DATA_DIR of
// its own, as on two machines: whatever they share is in the database.

export interface Upstream {
  port: number
  dataDir: string
  child: ChildProcess
}

export interface TwoProcesses {
  /** The proxy's origin, which is PUBLIC_URL for both processes. */
  baseURL: string
  upstreams: [Upstream, Upstream]
  /** The processes' DATABASE_URL (for the content CLI). */
  databaseUrl: string
  /** Runs SQL on the processes' database. */
  sql<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>
  /** The proxy's access log so far: each request with the upstream (port) that answered it. */
  served(): { method: string; uri: string; status: number; upstream: string }[]
  stop(): Promise<void>
}

/** Debian's Caddy, or CADDY_PATH; `.ci/run` installs it. */
function caddyBinary(): string {
  const candidates = [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'].filter((c): c is string => !!c)
  const found = candidates.find((c) => existsSync(c))
  if (!found) throw new Error("Caddy not found: install Debian's caddy (apt-get install -y caddy) or set CADDY_PATH; .ci/run installs it")
  return found
}

/** The throwaway PostgreSQL of scripts/start-test-postgres.sh (TEST_DATABASE_URL, or started here). */
function postgresUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  const run = spawnSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8' })
  const line = run.stdout.trim().split('\n').at(-1) ?? ''
  if (run.status !== 0 || !line.startsWith('TEST_DATABASE_URL=')) throw new Error(`could not start PostgreSQL: ${run.stderr || line}`)
  return line.slice('TEST_DATABASE_URL='.length)
}

async function waitFor(what: string, ok: () => Promise<boolean>, child: ChildProcess | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    if (await ok().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const answers = (url: string) => fetch(url).then((res) => res.ok)

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
}

/**
 * Starts both processes at once on a new database (so their start-up, migrations and seed meet, as
 * two replicas of compose.yaml do), then Caddy in front of them on `proxyPort`.
 */
export async function startTwoProcesses(ports: { proxy: number; a: number; b: number }, env: Record<string, string> = {}): Promise<TwoProcesses> {
  const caddy = caddyBinary()
  for (const port of [ports.proxy, ports.a, ports.b]) {
    if (await answers(`http://127.0.0.1:${port}/`).catch(() => false)) throw new Error(`port ${port} is already in use`)
  }
  const adminUrl = postgresUrl()
  const database = `tumbuh_two_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${database}"`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const databaseUrl = url.toString()
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // An idle connection the server ends (the cleanup's forced drop, 57P01) is reported by the pool
  // as an 'error' event, which unheard fails whichever test is running; a query's own failure
  // still fails its test.
  pool.on('error', (error) => console.warn(`two-processes pool: ${error.message}`))

  const work = mkdtempSync(path.join(tmpdir(), 'tumbuh-two-'))
  const baseURL = `http://127.0.0.1:${ports.proxy}`
  const children: ChildProcess[] = []
  const startServer = (port: number, name: string): Upstream => {
    const dataDir = path.join(work, name)
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['--experimental-async-context-frame', 'server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    })
    children.push(child)
    return { port, dataDir, child }
  }
  const upstreams: [Upstream, Upstream] = [startServer(ports.a, 'a'), startServer(ports.b, 'b')]

  const log = path.join(work, 'access.log')
  writeFileSync(
    path.join(work, 'Caddyfile'),
    `{
	admin off
	auto_https off
}
http://127.0.0.1:${ports.proxy} {
	bind 127.0.0.1
	log {
		output file ${log}
		format json
	}
	reverse_proxy 127.0.0.1:${ports.a} 127.0.0.1:${ports.b} {
		lb_policy round_robin
		header_down X-Served-By {http.reverse_proxy.upstream.port}
	}
}
`,
  )
  let proxy: ChildProcess | undefined
  const stop = async () => {
    for (const child of [proxy, ...children]) if (child) await stopChild(child)
    await pool.end().catch(() => undefined)
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists "${database}" with (force)`).finally(() => cleanup.end())
    rmSync(work, { recursive: true, force: true })
  }
  try {
    for (const u of upstreams) await waitFor(`server on ${u.port}`, () => answers(`http://127.0.0.1:${u.port}/api/health`), u.child, 180_000)
    // Caddy logs every start and each refused request (a stopped process) on stderr: kept in a file, shown when it fails to start.
    const caddyLog = path.join(work, 'caddy.log')
    const caddyErr = openSync(caddyLog, 'a')
    proxy = spawn(caddy, ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: path.join(work, 'caddy-data'), XDG_CONFIG_HOME: path.join(work, 'caddy-config') },
      stdio: ['ignore', 'ignore', caddyErr],
      detached: true,
    })
    closeSync(caddyErr)
    await waitFor('caddy', () => answers(`${baseURL}/api/health`), proxy, 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${readFileSync(caddyLog, 'utf8').slice(-2000)}`)
    })
  } catch (error) {
    await stop()
    throw error
  }

  return {
    baseURL,
    upstreams,
    databaseUrl,
    sql: async (text, values) => (await pool.query(text, values)).rows,
    served: () =>
      (existsSync(log) ? readFileSync(log, 'utf8') : '')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { request: { method: string; uri: string }; status: number; resp_headers?: Record<string, string[]> })
        .map((entry) => ({
          method: entry.request.method,
          uri: entry.request.uri,
          status: entry.status,
          upstream: entry.resp_headers?.['X-Served-By']?.[0] ?? '',
        })),
    stop,
  }
}
