import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig } from 'vite'

const ENTRY = 'src/prerender/entry.tsx'
const ROOT = '<div id="root"></div>'
/** Served for every page of the app but `/` (server/plugins/pages.ts, the service worker). */
export const SHELL_FILE = 'shell.html'

/**
 * Issue 12, first paint without JavaScript: builds src/prerender/entry.tsx for Node (with the
 * client build's defines and path aliases, so the markup and CSS-module class names are the app's
 * own), renders the shells with it and writes them into the HTML of the client build — the home
 * page's into index.html, the one for every other page into shell.html. Runs in generateBundle, so
 * the brotli and gzip copies and the service worker's precache list see the final files.
 */
export function prerenderShell(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'tumbuh:prerender-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset') return this.error('prerender: index.html is not in the bundle')
      const html = String(index.source)
      if (!html.includes(ROOT)) return this.error(`prerender: index.html has no ${ROOT}`)
      // Inside node_modules, so the built module resolves react and the router from there.
      const outDir = path.resolve(config.root, 'node_modules/.tmp/prerender')
      mkdirSync(outDir, { recursive: true })
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          define: config.define,
          // The client build's CSS-module naming (vite.config.ts), so the shell's class names are the app's.
          css: { modules: config.css.modules },
          resolve: { tsconfigPaths: true },
          plugins: [react()],
          build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false },
        })
        const { renderShell } = (await import(`${pathToFileURL(path.join(outDir, 'entry.js')).href}?t=${Date.now()}`)) as { renderShell: (name: 'home' | 'shell') => Promise<string> }
        index.source = html.replace(ROOT, `<div id="root">${await renderShell('home')}</div>`)
        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: html.replace(ROOT, `<div id="root">${await renderShell('shell')}</div>`) })
      } finally {
        rmSync(outDir, { recursive: true, force: true })
      }
    },
  }
}
