import { readFileSync } from 'node:fs'
import cookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/database'
import { inProcessFetch } from './http/in-process-fetch'
import { SessionCookie, sessionCookieName } from './http/session-cookie'
import { OidcClient } from './auth/oidc-client'
import { SessionService } from './auth/sessions'
import { resolveSessionKey, TokenCipher } from './auth/token-cipher'
import { registerIdentityProvider } from './idp/plugin'
import { loadIdpSecrets } from './idp/secrets'
import { registerAuth } from './plugins/auth'
import { registerCsrfProtection } from './plugins/csrf'
import { registerHousekeeping } from './plugins/housekeeping'
import { registerIdempotencyGuard } from './plugins/idempotency'
import { registerJsonDepthLimit } from './plugins/json-body'
import { registerOpenApi } from './plugins/openapi'
import { registerPages } from './plugins/pages'
import { frameworkErrorHandler, registerProblemHandling } from './plugins/problems'
import { registerPublicUrlRedirect } from './plugins/public-url-redirect'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerCompression } from './plugins/compression'
import { registerRequestLog } from './plugins/request-log'
import { SharedAnswers } from './http/shared-answers'
import { listenForContentChanges } from './db/content-changes'
import { areaPlugins } from './features/index'
import type { RouteDeps } from './features/route-deps'
import { Notifier } from './push/notifier'
import { PushSender } from './push/push-sender'
import { TelemetryRecorder } from './features/telemetry/recorder'
import { createSentrySink } from './features/telemetry/sentry-sink'
import { ViewForwarder } from './features/telemetry/forwarder'

// Validation messages reach users (problem `errors`), so zod speaks Indonesian on the server.
z.config(z.locales.id())

export interface BuildAppOptions {
  config: AppConfig
  database: DatabaseHandle
  /** The client build (dist/). Without it, or without its index.html, pages answer 503. */
  staticDir?: string
  /** Fastify logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger']
  /**
   * Fastify's two info lines per request (received, completed). Off (production), only 5xx and
   * slow answers are logged, at warn (plugins/request-log.ts).
   */
  logRequests?: boolean
  /** Tests: how long shared answers live without a write (default 5 s, decision 016). */
  sharedAnswersMaxAgeMs?: number
}

export const appVersion: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version

/** Builds the whole server (API, docs, pages) without listening; `app.inject()` drives it in tests. */
export async function buildApp({ config, database, staticDir, logger = false, logRequests = true, sharedAnswersMaxAgeMs }: BuildAppOptions): Promise<FastifyInstance> {
  const startedAt = Date.now()
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !logRequests }),
    // Behind a proxy the client address (the sign-in limits key on it) comes from X-Forwarded-For:
    // only from the listed proxies (TRUSTED_PROXIES), or blindly for TRUST_PROXY hops.
    trustProxy:
      config.trustedProxies.length > 0
        ? [...config.trustedProxies]
        : config.trustProxy > 0
          ? (_address: string, hop: number) => hop < config.trustProxy
          : false,
    // Body limits and timeouts are Fastify's defaults; these keep error answers problems too.
    frameworkErrors: frameworkErrorHandler,
    return503OnClosing: true,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Before any scope is registered: they inherit the root's JSON parser as it is then.
  registerJsonDepthLimit(app)

  // Error reporting (decision 027): 5xx answers are recorded (or sent to Sentry) in the background.
  // With SENTRY_DSN they go to Sentry instead (the SDK is loaded only then).
  const sentry = config.telemetry.sentryDsn ? await createSentrySink(config.telemetry, appVersion) : undefined
  // With ANALYTICS_PROVIDER, the views counted are forwarded to that service too.
  const forwarder = config.telemetry.analytics ? new ViewForwarder(config.telemetry.analytics, config.publicUrl, { log: app.log }) : undefined
  const telemetry = new TelemetryRecorder(database.db, {
    log: app.log,
    ...(config.telemetry.recording ? { recording: config.telemetry.recording } : {}),
    ...(sentry ? { sink: sentry } : {}),
    ...(forwarder ? { onViews: (views) => forwarder.forward(views), onSettle: () => forwarder.settle() } : {}),
  })
  app.decorate('telemetry', telemetry)
  app.addHook('onClose', async () => {
    await telemetry.settle()
    await sentry?.flush()
  })
  registerProblemHandling(app, (error, request, status, unexpected) => telemetry.recordServerError(error, request, status, unexpected))
  if (config.publicUrlRedirect) registerPublicUrlRedirect(app, config.publicUrl)
  // Before the routes: registerEndpoint makes every contract write invalidate them.
  const answers = new SharedAnswers({
    ...(sharedAnswersMaxAgeMs !== undefined ? { maxAgeMs: sharedAnswersMaxAgeMs } : {}),
    ...(database.writtenElsewhere ? { changedElsewhere: database.writtenElsewhere } : {}),
  })
  app.decorate('sharedAnswers', answers)
  // Another process's content import empties this process's shared answers too (decision 061).
  const contentChanges = listenForContentChanges(database, () => answers.invalidate(), (error, message) => app.log.warn({ err: error }, message))
  app.addHook('onClose', () => contentChanges.stop())
  if (logger && !logRequests) registerRequestLog(app)
  await registerSecurityHeaders(app, {
    apiBaseUrl: config.public.apiBaseUrl,
    oidcIssuer: config.public.oidcIssuer,
    https: config.publicUrl.startsWith('https:'),
    // The page sends its errors to Sentry itself when SENTRY_DSN is set; otherwise nothing more.
    ...(config.telemetry.sentryOrigin ? { connectTo: [config.telemetry.sentryOrigin] } : {}),
  })
  await registerCompression(app)
  await app.register(cookie)
  registerCsrfProtection(app, config.publicUrl)
  await registerOpenApi(app, {
    title: config.public.productName,
    version: appVersion,
    sessionCookie: sessionCookieName(config),
  })
  registerHousekeeping(app, database.db)

  // Sign-in (decision 2): the embedded provider when no OIDC_ISSUER is set, and our client of it.
  const db = database.db
  let clientSecret = config.oidc.clientSecret
  if (config.oidc.embedded) {
    const secrets = await loadIdpSecrets(db, config.oidc.clientSecret)
    clientSecret = secrets.clientSecret
    await registerIdentityProvider(app, { config, db, secrets })
  }
  const oidc = new OidcClient({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    clientSecret: clientSecret!,
    redirectUri: config.oidc.redirectUri,
    postLogoutRedirectUri: config.oidc.postLogoutRedirectUri,
    clientAuthMethod: config.oidc.clientAuthMethod,
    accessTokenAudience: config.oidc.accessTokenAudience,
    ...(config.oidc.embedded ? { inProcessFetch: inProcessFetch(() => app, new URL(config.oidc.issuer).origin) } : {}),
  })
  const sessionKey = await resolveSessionKey(config, database, () =>
    app.log.warn("SESSION_ENCRYPTION_KEY is not set: the session tokens' key is kept in PostgreSQL, so a backup of the database opens sessions (decision 025)"),
  )
  const sessions = new SessionService(db, oidc, config, new TokenCipher(sessionKey))
  const sessionCookie = new SessionCookie(config)
  // Background revocations at the provider finish before the caller closes the database.
  app.addHook('onClose', () => sessions.settle())
  registerAuth(app, { oidc, sessions, sessionCookie, roleMapping: { clientId: config.oidc.clientId, hrRole: config.oidc.hrRole } })
  registerIdempotencyGuard(app, db, { failFirstWrites: config.testFailFirstWrites })

  // Each API group keeps the spec's prefix (in its contract paths), so it can move to its own host.
  const push = new PushSender({ db, log: app.log, vapid: config.vapid, subject: config.vapidSubject, endpointHosts: config.pushEndpointHosts })
  app.addHook('onClose', () => push.settle())
  const notifier = new Notifier(db, push)
  const deps: RouteDeps = { config, database, db, oidc, sessions, sessionCookie, answers, notifier, push, telemetry, version: appVersion, startedAt }
  for (const plugin of Object.values(areaPlugins)) await app.register(plugin, deps)

  await registerPages(app, staticDir, { sessionCookieName: sessionCookie.name, apiBaseUrl: config.public.apiBaseUrl })
  return app
}
