import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../server/app'
import { loadConfig, type AppConfig } from '../../../server/config'
import type { DatabaseHandle } from '../../../server/db/database'
import { openTestDatabase, type TestDatabase, type TestEngine } from './test-database'

/**
 * The demo configuration, as a fresh `npm start` would load it, pointed at a test data dir. The
 * notification events run only when a test asks (they would otherwise add notifications at a
 * moment no test chose); tests/server/features/notification/events.test.ts runs them.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', NOTIFICATION_EVENTS_INTERVAL_S: '0', ...env })
}

export async function buildTestApp(
  database: DatabaseHandle,
  dataDir: string,
  options: { staticDir?: string; register?: (app: FastifyInstance) => void; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(dataDir, options.env), database, staticDir: options.staticDir })
  options.register?.(app)
  await app.ready()
  return app
}

/** A fresh seeded database on `target`, the demo configuration pointed at it, and the app built over both. */
export async function openTestApp(target: TestEngine): Promise<{ test: TestDatabase; config: AppConfig; app: FastifyInstance }> {
  const test = await openTestDatabase(target)
  return { test, config: testConfig(test.dataDir), app: await buildTestApp(test.database, test.dataDir) }
}
