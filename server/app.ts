import { readFileSync } from 'node:fs'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/database'
import { registerOpenApi } from './plugins/openapi'
import { registerPages } from './plugins/pages'
import { frameworkErrorHandler, registerProblemHandling } from './plugins/problems'
import { registerSecurityHeaders } from './plugins/security-headers'
import { masterRoutes } from './routes/master/lists'
import { platformRoutes } from './routes/platform/banners'
import { systemRoutes } from './routes/system/health'

// Validation messages reach users (problem `errors`), so zod speaks Indonesian on the server.
z.config(z.locales.id())

export interface BuildAppOptions {
  config: AppConfig
  database: DatabaseHandle
  /** The client build (dist/). Without it, or without its index.html, pages answer 503. */
  staticDir?: string
  /** Fastify logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger']
}

export const appVersion: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version

/** Builds the whole server (API, docs, pages) without listening; `app.inject()` drives it in tests. */
export async function buildApp({ config, database, staticDir, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const startedAt = Date.now()
  const app = Fastify({
    logger,
    // Body limits and timeouts are Fastify's defaults; these keep error answers problems too.
    frameworkErrors: frameworkErrorHandler,
    return503OnClosing: true,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  registerProblemHandling(app)
  await registerSecurityHeaders(app, config.public.apiBaseUrl)
  await registerOpenApi(app, { title: config.public.productName, version: appVersion })

  // Each API group keeps the spec's prefix (in its contract paths), so it can move to its own host.
  await app.register(systemRoutes, { database, version: appVersion, startedAt })
  await app.register(platformRoutes, { database })
  await app.register(masterRoutes, { database })

  await registerPages(app, staticDir)
  return app
}
