import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { ROUTE_PRELOADS_FILE, type PreloadList, type RoutePreloads } from '../../src/shared/route-preloads'

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

/** `learning/videos/$id` → `/learning/videos/{id}`; `learning/index` → `/learning`; `index` → `/`. */
export function routePath(routeFile: string): string {
  const segments = routeFile.split('/').filter((segment) => segment !== 'index')
  return `/${segments.map((segment) => (segment.startsWith('$') ? `{${segment.slice(1)}}` : segment)).join('/')}`
}

/** A page's split chunk (component, or component and loader together), as the router plugin names it. */
const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component/
const SIGNED_IN_ACCOUNT = /[\\/]src[\\/]components[\\/]layout[\\/]signed-in-account\.tsx$/

/**
 * Writes route-preloads.json (src/shared/route-preloads.ts) into the client build: for each page,
 * the files it needs beyond what index.html loads, for the server's `Link` header on a signed-in
 * first load (decision 038). Runs last in generateBundle, when every chunk has its final name.
 */
export function routePreloads(): Plugin {
  return {
    name: 'tumbuh:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        // Only the client build (the one with the HTML), not the service worker's.
        if (!bundle['index.html']) return
        const chunks = Object.values(bundle).filter((file): file is ChunkWithCss => file.type === 'chunk')
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        /** The chunk and what it imports statically, depth first (a file before the ones importing it). */
        const closure = (from: ChunkWithCss[]): ChunkWithCss[] => {
          const seen = new Set<string>()
          const order: ChunkWithCss[] = []
          const visit = (chunk: ChunkWithCss) => {
            if (seen.has(chunk.fileName)) return
            seen.add(chunk.fileName)
            for (const name of chunk.imports) {
              const imported = byName.get(name)
              if (imported) visit(imported)
            }
            order.push(chunk)
          }
          from.forEach(visit)
          return order
        }
        // What index.html loads itself: its module scripts and their imports.
        const html = bundle['index.html']
        const source = String(html.type === 'asset' ? html.source : '')
        const referenced = [...source.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].flatMap((m) => byName.get(m[1]!) ?? [])
        const startCss = [...source.matchAll(/<link rel="stylesheet"[^>]* href="(\/[^"]+)"/g)].map((m) => m[1]!)
        if (referenced.length === 0) return this.error('route preloads: index.html loads no module script of the bundle')
        const start = closure(referenced)
        const started = new Set(start.map((chunk) => chunk.fileName))
        const list = (parts: ChunkWithCss[]): PreloadList => {
          const files = closure(parts).filter((chunk) => !started.has(chunk.fileName))
          const css = new Set<string>()
          for (const chunk of files) for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(`/${sheet}`)
          return { js: files.map((chunk) => `/${chunk.fileName}`), css: [...css] }
        }

        const account = chunks.filter((chunk) => chunk.facadeModuleId && SIGNED_IN_ACCOUNT.test(chunk.facadeModuleId))
        const routes = new Map<string, ChunkWithCss>()
        for (const chunk of chunks) {
          const file = chunk.facadeModuleId?.match(ROUTE_SPLIT)?.[1]
          if (file) routes.set(file.split(path.sep).join('/'), chunk)
        }
        if (routes.size === 0) return this.error('route preloads: no route chunk found (has the router plugin changed its split names?)')
        const pages: Record<string, PreloadList> = {}
        for (const [file, chunk] of routes) {
          if (file === 'index' || file.endsWith('/route')) continue
          // The layout routes above the page (`learning/route` for `learning/…`), outermost first.
          const segments = file.split('/')
          const layouts = segments.slice(0, -1).flatMap((_, i) => routes.get(`${segments.slice(0, i + 1).join('/')}/route`) ?? [])
          pages[routePath(file)] = list([...account, ...layouts, chunk])
        }
        const manifest: RoutePreloads = { start: { js: start.map((chunk) => `/${chunk.fileName}`), css: startCss }, pages }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(manifest, null, 1)}\n` })
      },
    },
  }
}
