/**
 * The build's list of the files each page needs (scripts/lib/route-preloads-plugin.ts writes it
 * next to index.html; server/plugins/pages.ts reads it for a signed-in first load's `Link`
 * header, decision 038). Not precached: the worker's globs take no JSON.
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
