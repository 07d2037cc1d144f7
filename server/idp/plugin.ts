import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config'
import type { Database } from '../db/schema'
import { PROBLEM_CONTENT_TYPE, problem } from '../http/problem-error'
import { registerInteractions } from './interactions'
import { IDP_ASSETS } from './pages'
import { createProvider } from './provider'
import type { IdpSecrets } from './secrets'

export interface IdentityProviderOptions {
  config: AppConfig
  db: Kysely<Database>
  secrets: IdpSecrets
}

const assetTypes: Record<string, string> = {
  [IDP_ASSETS.stylesheet]: 'text/css; charset=utf-8',
  [IDP_ASSETS.autoSubmit]: 'text/javascript; charset=utf-8',
}

/**
 * The embedded identity provider at the issuer's path (`/idp/realms/master`): oidc-provider for
 * the protocol endpoints, our own routes for the login page and the page assets (public/idp/).
 */
export async function registerIdentityProvider(app: FastifyInstance, { config, db, secrets }: IdentityProviderOptions): Promise<void> {
  const provider = createProvider(config, db, secrets)
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'))
  // A path below the issuer that the provider does not know answers like any unknown server path.
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.status === 404 && ctx.body == null) {
      ctx.type = PROBLEM_CONTENT_TYPE
      ctx.status = 404
      ctx.body = JSON.stringify(problem(404, { detail: `Alamat ${mountPath}${ctx.path} tidak ditemukan.` }))
    }
  })
  const mountPath = new URL(config.oidc.issuer).pathname.replace(/\/$/, '')

  for (const [url, type] of Object.entries(assetTypes)) {
    // public/idp/ is also copied into dist/ by the build (and precached there by the service
    // worker), so the URL is the same either way; served from the source so tests need no build.
    const file = readFileSync(new URL(`../../public${url}`, import.meta.url))
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(file),
    )
  }

  await app.register(async (scope) => registerInteractions(scope, { config, db, provider, deviceKey: secrets.cookieKeys[0]! }))

  await app.register(async (scope) => {
    // The provider reads request bodies itself: Fastify must leave every body unread here.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null))
    const callback = provider.callback()
    const issuer = new URL(config.oidc.issuer)
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack()
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      const original = raw.url ?? '/'
      // oidc-provider routes relative to its mount path, as under express's app.use(prefix); it
      // finds the mount path again by comparing originalUrl with url.
      raw.originalUrl = original
      raw.url = original.slice(mountPath.length) || '/'
      // It builds its endpoint URLs from the request's host and protocol: make them the issuer's,
      // whatever host name or proxy the request came through.
      raw.headers.host = issuer.host
      if (provider.proxy) {
        raw.headers['x-forwarded-host'] = issuer.host
        raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1)
      }
      try {
        await callback(raw, reply.raw)
      } finally {
        raw.url = original
        delete raw.originalUrl
      }
    }
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${mountPath}/*`, schema: { hide: true }, handler })
  })
}
