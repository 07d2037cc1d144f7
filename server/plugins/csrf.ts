import type { FastifyInstance, FastifyRequest } from 'fastify'
import { problemTypes, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../src/shared/wire'
import { problem, sendProblem } from '../http/problem-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': a GET that writes, checked like a write (set from the contract's `writes`). */
    csrf?: 'required'
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Node hands incoming header names over in lower case. */
const requestedWith = REQUESTED_WITH_HEADER.toLowerCase()

/**
 * Whether the app itself sent this request: it carries `X-Requested-With`, which a cross-site
 * navigation, link, image or form cannot (and a cross-site fetch could only after a CORS preflight
 * this server never allows). A list GET remembers a search only then (`recordsSearch`, decision 022).
 */
export function sentByTheApp(request: FastifyRequest): boolean {
  return request.headers[requestedWith] === REQUESTED_WITH_VALUE
}

/**
 * Route patterns (as registered, never the raw URL) that bring their own protection: the embedded
 * identity provider's form posts carry its interaction cookies and check their Origin, and its
 * token endpoints authenticate the client.
 */
const EXEMPT_ROUTE_PREFIX = '/idp/'

const csrfProblem = (detail: string) => problem(403, { type: problemTypes.csrf, title: 'Permintaan ditolak', detail })

/**
 * CSRF defence for the cookie session (on top of SameSite=Lax): every state-changing call must
 * carry `X-Requested-With: XMLHttpRequest` (a cross-site form cannot set it, and a cross-site
 * script cannot without a CORS preflight we never grant), and when the browser says where it comes
 * from (Origin), that must be our own public origin. A Bearer call without cookies carries no
 * ambient credentials, so it needs no header.
 *
 * The exemption is decided on the route the router matched, not on request.url: the router
 * decodes the path (`/%61pi/…` reaches `/api/…`), a pattern test on the raw URL would not.
 * Unmatched paths (404) are checked too. A GET that writes (route config `csrf: 'required'`, from
 * the contract's `writes`) is checked like a write.
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin
  // A callback hook, not an async one: most requests are reads that pass at once, and an async hook
  // costs every request a promise and a turn of the event loop's microtasks (decision 035).
  app.addHook('onRequest', (request, reply, done) => {
    const required = request.routeOptions.config?.csrf === 'required'
    if (SAFE_METHODS.has(request.method) && !required) return done()
    if (request.routeOptions.url?.startsWith(EXEMPT_ROUTE_PREFIX)) return done()
    const origin = request.headers.origin
    if (origin !== undefined && origin !== ownOrigin) {
      // Answered here: the request goes no further (done is not called).
      sendProblem(reply, csrfProblem('Permintaan dari situs lain ditolak.'))
      return
    }
    const bearerOnly = /^Bearer /i.test(request.headers.authorization ?? '') && request.headers.cookie === undefined
    if (!bearerOnly && request.headers[requestedWith] !== REQUESTED_WITH_VALUE) {
      sendProblem(reply, csrfProblem('Permintaan ditolak karena tidak dikirim oleh aplikasi. Muat ulang halaman, lalu coba lagi.'))
      return
    }
    done()
  })
}
