import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pageDataRequests, tokenValidatedPages, tokenValidationRequests } from '../../src/contract/page-data'
import { isAppRoute, isServerPath, pathParams, pathPatternRegExp } from '../../src/shared/app-routes'
import { ROUTE_PRELOADS_FILE, type PreloadList, type RoutePreloads } from '../../src/shared/route-preloads'
import { replyApiNotFound } from './problems'

export const cacheControl = {
  /** Vite puts a content hash in every /assets/ file name: a new build means a new URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** Must be checked on every use, or users keep an old shell or an old service worker. */
  revalidate: 'no-cache',
  /** Icons, banners and other public files: may change between releases under the same name. */
  short: 'public, max-age=3600',
} as const

const revalidatedFiles = new Set(['/sw.js', '/index.html', '/manifest.webmanifest'])

/** Cache-Control for a file of the build, by its URL path. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return cacheControl.immutable
  if (revalidatedFiles.has(urlPath) || urlPath.endsWith('.html')) return cacheControl.revalidate
  return cacheControl.short
}

export const NOT_BUILT_MESSAGE =
  'Aplikasi belum dibangun: folder dist/index.html tidak ditemukan. Jalankan `npm run build` (atau `npm start`), lalu muat ulang halaman ini.'

/** A page's `Link` header entries (decision 038): the start-up files first, then the page's own. */
interface PageLinks {
  start: string[]
  page: string[]
}

/**
 * The `Link` entries announcing a page's scripts and style sheets (decision 038), from the build's
 * route-preloads.json; read again when the build changes, like the HTML. Undefined for a path no
 * route's code is listed for, or a build without the file.
 */
function routePreloadLinks(root: string): (pathname: string) => PageLinks | undefined {
  const file = path.join(root, ROUTE_PRELOADS_FILE)
  let loaded: { mtimeMs: number; pages: Array<{ pattern: RegExp; links: PageLinks }> } | undefined
  return (pathname) => {
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(file).mtimeMs
    } catch {
      return undefined
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads
      // As the page asks for them (Vite's loader and index.html: crossorigin), or each is fetched twice.
      const links = (files: PreloadList) => [
        ...files.css.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
        ...files.js.map((href) => `<${href}>; rel=modulepreload`),
      ]
      // The start-up files first (the style sheet that holds up the first paint, then the scripts,
      // in the order index.html asks for them), then the page's.
      const start = links(manifest.start)
      loaded = {
        mtimeMs,
        pages: Object.entries(manifest.pages).map(([pattern, files]) => ({ pattern: pathPatternRegExp(pattern), links: { start, page: links(files) } })),
      }
    }
    return loaded.pages.find((page) => page.pattern.test(pathname))?.links
  }
}

/**
 * The `Link` entry announcing a page's first data request (src/contract/page-data.ts, decision
 * 040), fetched as the page's own call fetches it (credentials included), so the call takes the
 * preloaded answer. Only for an API on this origin (API_BASE_URL a path): another origin's API is
 * not this server's to announce.
 */
function pageDataLink(apiBaseUrl: string): (pathname: string) => string | undefined {
  if (!apiBaseUrl.startsWith('/') || apiBaseUrl.startsWith('//')) return () => undefined
  const base = apiBaseUrl.replace(/\/+$/, '')
  const pages = Object.entries(pageDataRequests).map(([pattern, request]) => ({ pattern, request }))
  return (pathname) => {
    for (const { pattern, request } of pages) {
      const params = pathParams(pattern, pathname)
      if (!params) continue
      const requestPath = request(params)
      return requestPath === undefined ? undefined : `<${base}${requestPath}>; rel=preload; as=fetch; crossorigin=use-credentials`
    }
    return undefined
  }
}

/**
 * The `Link` entries announcing the token validation's two requests (decision 043) on a page whose
 * guards make them before it shows: fetched as the app fetches them, in the order it reads them.
 * Empty for a page open to visitors, or an API on another origin.
 */
function tokenValidationLinks(apiBaseUrl: string): (pathname: string) => string[] {
  if (!apiBaseUrl.startsWith('/') || apiBaseUrl.startsWith('//')) return () => []
  const base = apiBaseUrl.replace(/\/+$/, '')
  const links = tokenValidationRequests.map((request) => `<${base}${request}>; rel=preload; as=fetch; crossorigin=use-credentials`)
  const pages = tokenValidatedPages.map((pattern) => pathPatternRegExp(pattern))
  return (pathname) => (pages.some((page) => page.test(pathname)) ? links : [])
}

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/**
 * Static files of the client build, and the HTML shell for everything else that is not an API
 * path: with 200 for a page of the app (src/shared/app-routes.ts), with 404 otherwise (the
 * client then renders its 404 page), so crawlers and tests see the real status.
 */
export async function registerPages(
  app: FastifyInstance,
  staticDir: string | undefined,
  options: { sessionCookieName: string; apiBaseUrl: string },
): Promise<void> {
  const root = staticDir ? path.resolve(staticDir) : undefined
  const served = root !== undefined && fs.existsSync(root)
  if (served) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes a brotli and a gzip copy of each text file (vite.config.ts); the one the
      // browser accepts goes out as is, with Content-Encoding and Vary.
      preCompressed: true,
      // Directories (`/`, `/assets/`) are pages or nothing: send would answer them with 403.
      allowedPath: (pathname) => !isServerPath(pathname) && !pathname.endsWith('/'),
      setHeaders: (reply, filePath) => {
        const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`
        reply.header('cache-control', cacheControlFor(urlPath))
      },
    })
  }

  const indexFile = root ? path.join(root, 'index.html') : undefined
  // The build renders the home page's frame into index.html and the frame of every other page into
  // shell.html (scripts/lib/prerender-plugin.ts); a build without shell.html gets index.html. Looked
  // up per page like index.html, so a build made while the server runs is served as it is.
  const shellFile = root ? path.join(root, 'shell.html') : undefined
  const preloadLinks = root ? routePreloadLinks(root) : undefined
  const dataLink = pageDataLink(options.apiBaseUrl)
  const validationLinks = tokenValidationLinks(options.apiBaseUrl)
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url)
    if (isServerPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return replyApiNotFound(app, request, reply, pathname)
    }
    const status = isAppRoute(pathname) ? 200 : 404
    if (!served || !indexFile || !fs.existsSync(indexFile)) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE)
    }
    reply.code(status).header('cache-control', cacheControl.revalidate)
    // A signed-in user's first load of a page (decision 038): the page's code is announced with
    // the HTML, so the browser fetches it beside the start-up scripts instead of after them. Not
    // for a visitor, whom the page's guard sends to sign in; `/` has its part in the HTML already.
    // The page's first data request goes right after the start-up files (decision 040): the
    // server's answer takes the longest, so it starts before the page's code; not for a URL with
    // a query string, which may ask the page for other data. Then the token validation the page's
    // guards wait for (decision 043).
    if (status === 200 && pathname !== '/' && preloadLinks && request.cookies[options.sessionCookieName]) {
      const links = preloadLinks(pathname)
      const data = request.url.includes('?') ? undefined : dataLink(pathname)
      if (links) reply.header('link', [...links.start, ...(data ? [data] : []), ...validationLinks(pathname), ...links.page].join(', '))
    }
    // A 404 must not turn into a 304 for a cached 200 of the same shell.
    const file = pathname !== '/' && shellFile && fs.existsSync(shellFile) ? 'shell.html' : 'index.html'
    return reply.sendFile(file, status === 200 ? {} : { etag: false, lastModified: false })
  })
}
