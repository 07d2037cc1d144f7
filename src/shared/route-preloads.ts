import { pathPatternRegExp } from './app-routes'

/**
 * The build's list of the files each page needs (scripts/lib/route-preloads-plugin.ts writes it
 * next to index.html): server/plugins/pages.ts reads it for a signed-in first load's `Link`
 * header (decision 038), and the service worker, which precaches it, for the pages it serves
 * itself (sw/navigation.ts, decision 041).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** A page's files: its scripts (`modulepreload`) and its style sheets (`preload`, as style), in load order. */
export interface PreloadList {
  js: string[]
  css: string[]
}

/**
 * `pages` maps each route's path, in the spec's `{param}` notation (src/shared/app-routes.ts), to
 * the files its page needs beyond what index.html loads: the signed-in header's part, the layout
 * route's code, the route's code and their imports. `start` lists the start-up files index.html
 * loads itself, announced first so they keep their place in the queue (its style sheet first of
 * all: it holds up the first paint).
 */
export interface RoutePreloads {
  start: PreloadList
  pages: Record<string, PreloadList>
}

/** A page's `Link` header entries (decision 038): the start-up files first, then the page's own. */
export interface PageLinks {
  start: string[]
  page: string[]
}

/**
 * The `Link` entries of each page of `manifest`, as the page asks for its files (Vite's loader and
 * index.html use `crossorigin`; an entry without it would be fetched a second time): undefined for
 * a path no route's code is listed for.
 */
export function pageLinksOf(manifest: RoutePreloads): (pathname: string) => PageLinks | undefined {
  const links = (files: PreloadList) => [
    ...files.css.map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...files.js.map((href) => `<${href}>; rel=modulepreload`),
  ]
  // The start-up files first (the style sheet that holds up the first paint, then the scripts, in
  // the order index.html asks for them), then the page's.
  const start = links(manifest.start)
  const pages = Object.entries(manifest.pages).map(([pattern, files]) => ({ pattern: pathPatternRegExp(pattern), links: { start, page: links(files) } }))
  return (pathname) => pages.find((page) => page.pattern.test(pathname))?.links
}
