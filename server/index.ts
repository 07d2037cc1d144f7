import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { loggerOptions } from './logging'
import { createDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from './db/database'
import { migrate } from './db/migrate'
import { importUploadsFromDisk } from './db/repositories/file-store'
import { employees } from './db/seed/employees'
import { seed } from './db/seed/seed'
import { withStartLock } from './db/start-lock'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main(): Promise<void> {
  const config = readConfig()
  const database = createDatabase(config)
  let app: Awaited<ReturnType<typeof buildApp>> | undefined

  // First signal: stop taking requests, finish the running ones, close the database, exit 0.
  // A second signal while that runs means "now": exit at once.
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} lagi: berhenti paksa.`)
      process.exit(1)
    }
    stopping = true
    console.log(`${signal} diterima: menutup server…`)
    void shutdown(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Gagal menutup dengan rapi:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)

  // Processes starting together on one PostgreSQL take turns here (server/db/start-lock.ts).
  await withStartLock(database, async () => {
    const ran = await migrate(database)
    if (ran.length > 0) console.log(`Migrasi dijalankan: ${ran.join(', ')}`)
    await seed(database, { ...(config.oidc.embedded ? { demoPassword: config.oidc.demoPassword } : {}), files: true })
    // Files an earlier version kept under DATA_DIR/uploads go into the database once (decision 025).
    const imported = await importUploadsFromDisk(database.db, config.dataDir)
    if (imported > 0) console.log(`${imported} berkas unggahan dari ${path.join(config.dataDir, 'uploads')} disalin ke basis data.`)
  })

  app = await buildApp({
    config,
    database,
    staticDir: config.clientDir ?? path.join(projectRoot, 'dist'),
    logger: loggerOptions(config, Boolean(process.stdout.isTTY)),
    // In production a request is logged only when it fails (5xx) or is slow.
    logRequests: config.env !== 'production',
  })
  await app.listen({ host: config.host, port: config.port })
  const where = database.engine === 'sqlite' ? path.join(config.dataDir, SQLITE_FILE_NAME) : 'PostgreSQL (DATABASE_URL)'
  console.log(`${config.public.productName} siap di ${config.publicUrl} (basis data: ${where})`)
  if (config.env === 'development' && config.oidc.embedded) printDemoAccounts(config)
}

function printDemoAccounts(config: AppConfig): void {
  const names = employees.slice(0, 4).map((e) => e.username)
  console.log(
    [
      `Akun demo (penyedia identitas bawaan di ${config.oidc.issuer}):`,
      `  nama pengguna: ${names.join(', ')}, … (${employees.length} karyawan; e-mail juga bisa)`,
      `  HR (lowongan): ${employees
        .filter((e) => e.roles?.includes('hr'))
        .map((e) => e.username)
        .join(', ')}`,
      `  kata sandi:    ${config.oidc.demoPassword}`,
    ].join('\n'),
  )
}

async function shutdown(app: Awaited<ReturnType<typeof buildApp>> | undefined, database: DatabaseHandle): Promise<void> {
  await app?.close()
  await database.close()
}

main().catch((error: unknown) => {
  console.error('Server gagal dijalankan:', error)
  process.exit(1)
})
