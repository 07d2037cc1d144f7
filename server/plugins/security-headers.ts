import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

/**
 * The Content-Security-Policy of every answer (pages, /sw.js, API, errors). Scripts only from our
 * origin, never inline: the built client has none, and an injected script then cannot run.
 * Inline styles stay allowed because the UI libraries set style attributes.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const

/**
 * `apiBaseUrl` is the client's API base (config.public.apiBaseUrl): when it names another origin,
 * page script must be allowed to call it. `oidcIssuer` is an external identity provider's issuer
 * (config.public.oidcIssuer): the browser reads its discovery document before signing in. Sign-in
 * itself is top-level navigation, which connect-src and form-action do not govern; the embedded
 * provider's forms post to and redirect within our own origin. `connectTo`: other origins page
 * script sends to (Sentry's, only when SENTRY_DSN is set; decision 027).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    apiBaseUrl = '/',
    oidcIssuer = null,
    https = false,
    connectTo = [],
  }: { apiBaseUrl?: string; oidcIssuer?: string | null; https?: boolean; connectTo?: readonly string[] } = {},
): Promise<void> {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(contentSecurityPolicy).map(([k, v]) => [k, [...v]]))
  for (const origin of [originOf(apiBaseUrl), oidcIssuer ? originOf(oidcIssuer) : undefined, ...connectTo.map(originOf)]) {
    if (origin && !directives['connect-src']!.includes(origin)) directives['connect-src']!.push(origin)
  }
  const headers = await headersOfHelmet({
    global: true,
    // HSTS only where the app is reached over HTTPS (an https PUBLIC_URL, decision 022): sent over
    // plain http (a phone on the LAN, localhost) it means nothing, and would only mislead.
    ...(https ? {} : { strictTransportSecurity: false }),
    contentSecurityPolicy: {
      // Helmet's defaults would add upgrade-insecure-requests, which breaks the app when a phone
      // on the same network opens it over plain http://<laptop-ip>:3000.
      useDefaults: false,
      directives,
    },
  })
  // The same headers on every answer, so they are worked out once: @fastify/helmet rebuilt the
  // whole policy (parsing every directive) on each request. Set on the raw response, as helmet
  // does, so answers that bypass Fastify's reply (the identity provider's) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw
    for (const [name, value] of headers) raw.setHeader(name, value)
    done()
  })
}

/**
 * The headers @fastify/helmet sets with these options, read from one answer of a throwaway app at
 * start: helmet stays the one that decides them (and a helmet upgrade changes them here too).
 */
async function headersOfHelmet(options: FastifyHelmetOptions): Promise<Array<[string, string | number | string[]]>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  let set: ReturnType<import('node:http').ServerResponse['getHeaders']> = {}
  probe.get('/', (_request, reply) => {
    set = reply.raw.getHeaders()
    return ''
  })
  await probe.inject({ method: 'GET', url: '/' })
  await probe.close()
  const headers = Object.entries(set).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined)
  if (!headers.some(([name]) => name === 'content-security-policy')) throw new Error('helmet set no Content-Security-Policy')
  return headers
}

function originOf(url: string): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
