import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'
import { z } from 'zod'
import { loadConfig } from './server/config'
import { contract } from './src/contract/index'
import pkg from './package.json' with { type: 'json' }
import { routePreloads } from './scripts/lib/route-preloads-plugin'
import { prerenderShell } from './scripts/lib/prerender-plugin'

const config = loadConfig()

/**
 * The persisted query cache is dropped when the shape of what it holds changes: the buster is a
 * hash of every response schema in the contract, so a changed schema can never be read back from
 * an old cache, and an unchanged one survives a release.
 */
const cacheBuster = createHash('sha256')
  .update(
    JSON.stringify(
      Object.values(contract).flatMap((group) => Object.values(group).map((e) => [e.method, e.path, z.toJSONSchema(e.response, { unrepresentable: 'any' })])),
    ),
  )
  .digest('hex')
  .slice(0, 16)

/**
 * A CSS module's class name: the class's own name and four letters or digits of its file's path
 * hash, the same for every class of a file (`header_gF6V`). Vite's default adds the line number
 * (`_header_72xnp_1`); the maps of these names are JavaScript of the first screen, and names that
 * differ only by their file's suffix compress better: 0.4 KiB gzip less before idle (decision 021).
 * The prerendered shell (scripts/lib/prerender-plugin.ts) is built with the same function.
 */
function scopedClassName(name: string, file: string): string {
  const fileHash = createHash('sha256')
    .update(path.relative(import.meta.dirname, file))
    .digest('base64url')
    .replace(/[-_]/g, '')
  return `${name}_${fileHash.slice(0, 4)}`
}

const apiPort = Number(process.env.DEV_API_PORT ?? 3001)

/** The home route's split part (component and loader together), as the router plugin names it. */
const homeRouteParts = [`${path.resolve(import.meta.dirname, 'src/routes/index.tsx')}?tsr-split=component---loader`]
/** The signed-in header's account part (src/components/layout/load-signed-in-account.ts). */
const signedInAccount = path.resolve(import.meta.dirname, 'src/components/layout/signed-in-account.tsx')
type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[] } | null }

/** The modules `from` reach by static imports; with `intoLibraries: false`, a library's module is reached but not walked on from. */
function staticClosure(graph: ModuleGraph, from: readonly string[], { intoLibraries = true } = {}): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    if (intoLibraries || !/[\\/]node_modules[\\/]/.test(next)) queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []))
  }
  return seen
}

/**
 * A chunk group's name function: `name` for a module that `entries` reach by static imports (the
 * first call walks the graph), else null. Shared with other routes or not, these load together
 * anyway, so they come in one chunk rather than a file each; modules taken by a group of higher
 * priority stay there. The walk does not go on through libraries: from a library's index it would
 * reach every module the index re-exports (TanStack Query's useMutation and infinite queries, used
 * by other routes only, were 0.9 KiB of the home's chunk), whether the entries use them or not.
 */
function reachableFrom(name: string, entries: readonly string[]) {
  let reachable: Set<string> | undefined
  return (id: string, graph: ModuleGraph): string | null => {
    reachable ??= staticClosure(graph, entries, { intoLibraries: false })
    return reachable.has(id) ? name : null
  }
}

const routesDir = path.resolve(import.meta.dirname, 'src/routes')
/** Every route's split part (its page, and its loader where it has one), as the router plugin names them. */
const routeParts = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
  .flatMap((file) => ['component---loader', 'component'].map((split) => `${path.join(routesDir, file)}?tsr-split=${split}`))
/** A source file's absolute path; one that is not there (renamed, moved) fails the build rather than leaving a group empty. */
function sourceFile(file: string): string {
  const absolute = path.resolve(import.meta.dirname, file)
  if (!existsSync(absolute)) throw new Error(`vite.config.ts names ${file}, which does not exist`)
  return absolute
}

/**
 * What the shell loads on every page once it is idle or in the background: the service worker's
 * registration, the outbox's replay and indicator, the update prompt, the phone menu and, signed in,
 * the avatar's menu and dialog, the interests check, the error and view reporting. The route groups
 * below leave their code to rolldown's own splitting: in an area's chunk it would bring that whole
 * chunk to a page that has no route of the area (/ would load the learning area after idle).
 */
const idleEntries = [
  'src/lib/pwa/register-sw.ts',
  'src/lib/outbox/replay-triggers.ts',
  'src/components/outbox/outbox-indicator.tsx',
  'src/components/pwa/update-prompt.tsx',
  'src/components/layout/mobile-drawer-panel.tsx',
  'src/components/layout/user-menu.tsx',
  'src/components/layout/profile-dialog.tsx',
  'src/features/personalization/components/personalization-status.tsx',
  'src/lib/telemetry/telemetry.ts',
].map(sourceFile)

/** The outbox's client: its replay (loaded when idle) and the hook a page's pending marks read. */
const outboxEntries = ['src/lib/outbox/replay-triggers.ts', 'src/lib/outbox/use-pending-writes.ts'].map(sourceFile)

/** A route's area: the first folder under src/routes (`learning`, `mentor`…), or the file (`index`, `login`). */
const areaOf = (part: string) =>
  path
    .relative(routesDir, part.replace(/\?.*$/, ''))
    .split(path.sep)[0]!
    .replace(/\.tsx$/, '')

/**
 * The lazy routes' common code in a chunk per area instead of a chunk per set of routes sharing
 * it: rolldown's own splitting made a video page 39 files, most of them 1 to 2 KiB. A module that
 * at least half of an area's routes import (statically, libraries included) goes into
 * `area-<name>`; one that routes of two areas or more import, and at least a quarter of all the
 * routes, into `routes-common`. What fewer routes use (the player, the quiz, the editors) keeps
 * rolldown's splitting, so no page loads much code it does not run, and so does what the shell
 * loads when idle (above). Without their dependencies (`includeDependenciesRecursively: false`):
 * a module's dependencies are used by at least the routes that use it, so each lands in the same
 * group, a wider one, or a chunk of rolldown's; no chunk imports one that imports it back.
 */
function routeGroups() {
  let grouped: Map<string, string> | undefined
  function place(graph: ModuleGraph): Map<string, string> {
    const parts = routeParts.filter((part) => graph.getModuleInfo(part))
    const idle = staticClosure(graph, idleEntries)
    const routesOf = new Map<string, string[]>()
    const areaSize = new Map<string, number>()
    for (const part of parts) {
      const area = areaOf(part)
      areaSize.set(area, (areaSize.get(area) ?? 0) + 1)
      for (const id of staticClosure(graph, [part])) routesOf.get(id)?.push(part) ?? routesOf.set(id, [part])
    }
    const result = new Map<string, string>()
    for (const [id, routes] of routesOf) {
      if (idle.has(id) || routes.length < 2) continue
      const areas = new Set(routes.map(areaOf))
      if (areas.size > 1) {
        if (routes.length * 4 >= parts.length) result.set(id, 'routes-common')
      } else {
        const [area] = areas
        if (routes.length * 2 >= areaSize.get(area!)!) result.set(id, `area-${area}`)
      }
    }
    return result
  }
  const name = (id: string, graph: ModuleGraph) => (grouped ??= place(graph)).get(id) ?? null
  return [
    // The outbox's client, which / loads when idle and every page that writes imports: one file.
    { name: reachableFrom('outbox', outboxEntries), debugName: 'outbox', priority: 0.6 },
    { name, debugName: 'routes', priority: 0.5, includeDependenciesRecursively: false },
  ]
}

/** A dynamic import's module someone waits for: a route's code, the signed-in header, the sign-in. */
const WAITED_FOR = /[\\/]src[\\/](routes[\\/].*\?tsr-split=component|components[\\/]layout[\\/]signed-in-account\.tsx$|lib[\\/]auth[\\/]start-sign-in\.ts$)/

/** The files of those chunks, known once the bundle is written (before Vite resolves preloads). */
const waitedFor = new Set<string>()

function findWaitedFor(): Plugin {
  return {
    name: 'tumbuh:waited-for-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.facadeModuleId && WAITED_FOR.test(file.facadeModuleId)) waitedFor.add(file.fileName)
      },
    },
  }
}

/** The chunks of codeSplitting.groups below, which keep their names. */
const sharedGroups = new Set(['framework', 'app', 'home', 'account', 'signed-in-account', 'routes', 'routes-common', 'outbox'])

export default defineConfig({
  define: {
    __APP_CONFIG__: JSON.stringify(config.public),
    __CACHE_BUSTER__: JSON.stringify(cacheBuster),
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    tsconfigPaths: true,
    alias: [
      // The router's store asks for the shim of useSyncExternalStore (for React before 18); React 19
      // has the hook, and the shim's own copy is dead weight in the start-up chunk.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: ours only start prefetches (never awaited), and what they import (the
      // contract's schemas, query options) would otherwise all load with the first page. A route's
      // loader and component are one split: the page needs both, and main.tsx fetches the first
      // page's split while the guards ask the server, so its loader can start the moment they have
      // answered, without another round trip for a loader file (decision 026).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    findWaitedFor(),
    // Which files each page needs, for the server's Link header on a signed-in first load (decision 038).
    routePreloads(),
    // The header, footer and home hero rendered into index.html (and into shell.html for the other
    // pages) at build time: the first paint does not wait for JavaScript (issue 12).
    prerenderShell(),
    // Brotli (quality 11) and gzip copies of every text file of the build, served precompressed by
    // server/plugins/pages.ts; files under 1 KB are not worth a second request header.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/, threshold: 1024 }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        globIgnores: ['demo/**'],
      },
      manifest: {
        id: '/',
        name: config.public.productName,
        short_name: config.public.productName,
        description: 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone',
        lang: 'id',
        dir: 'ltr',
        theme_color: '#289f8e',
        background_color: '#ffffff',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        categories: ['education', 'productivity', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the start-up chunk: in a browser without modulepreload (Safari
    // before 17, Firefox before 115) a lazy chunk's imports load when imported, a round trip later.
    modulePreload: {
      polyfill: false,
      // A dynamic import's chunk names its own imports, which the browser then fetches; Vite's loader
      // also adds a <link rel=modulepreload> for each of them at once, to fetch them in parallel
      // rather than a level at a time. That costs the page about 2 ms per link at 4× CPU, and a
      // video page added 62 (200 ms of its start-up, issue 12). They are kept where someone waits
      // for the code: a route's page, the signed-in header before the first screen, the sign-in. The
      // rest loads when the page is idle (dialogs, the outbox, telemetry) or in the background
      // (write registrations) and keeps only its CSS, which Vite's loader alone brings.
      resolveDependencies: (file, deps) => (waitedFor.has(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The start-up chunk lists every lazy chunk's file (and its imports) to preload them with
        // it: named only by their hash, those lists are 0.6 KiB (gzip) smaller on every first load.
        // The shared groups keep their names, to tell them apart in the network panel and budget.
        chunkFileNames: (chunk) => (sharedGroups.has(chunk.name) || chunk.name.startsWith('area-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // What the first screen of / needs comes in a few files rather than ~70 (issue 12): the
        // modules every page loads before its route ('$initial': statically reachable from
        // main.tsx) in two chunks, the libraries apart so a release of our code keeps them cached,
        // what only the home route adds in a third, and what a signed-in user's header adds (main.tsx
        // loads it before the first screen then) in a fourth. Lazy routes and what only they use
        // keep rolldown's own splitting.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: reachableFrom('home', homeRouteParts), debugName: 'home', priority: 2 },
            { name: reachableFrom('account', [signedInAccount]), debugName: 'account', priority: 1 },
            ...routeGroups(),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/idp': `http://127.0.0.1:${apiPort}`,
    },
  },
})
