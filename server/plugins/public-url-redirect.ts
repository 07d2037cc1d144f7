import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * A page opened at another host than PUBLIC_URL's goes there (308, same path and query). Sign-in
 * redirects, the embedded provider's issuer and the session cookie all belong to PUBLIC_URL's
 * origin, so the app opened at http://127.0.0.1:3000 while PUBLIC_URL says localhost (or at a LAN
 * address) would fail at 'Masuk'. Only page navigations move: API paths (also opened in a tab),
 * assets and health checks from another host are answered as they are (a health check by a
 * container's address must not be sent elsewhere). Behind a reverse proxy the host is the one the browser asked for: the proxy must pass
 * the Host header (Caddy and Traefik do; nginx needs `proxy_set_header Host $host`), or
 * X-Forwarded-Host from a trusted proxy; otherwise PUBLIC_URL_REDIRECT=false.
 */
export function registerPublicUrlRedirect(app: FastifyInstance, publicUrl: string): void {
  const target = new URL(publicUrl)
  const host = target.host.toLowerCase()
  // A callback hook: an async one would cost every request a promise (decision 035).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done()
    if (!isNavigation(request) || request.host.toLowerCase() === host || request.url.startsWith('/api/')) return done()
    // Answered here: the request goes no further (done is not called).
    reply.code(308).header('cache-control', 'no-store').redirect(`${target.origin}${request.url}`)
  })
}

/** A browser loading a page: Sec-Fetch-Mode says so; an older browser without it asks for HTML. */
function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode']
  if (mode !== undefined) return mode === 'navigate'
  return (request.headers.accept ?? '').includes('text/html')
}
