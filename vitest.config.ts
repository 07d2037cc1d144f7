/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { loadConfig } from './server/config'

// Tests see the demo configuration, exactly as a fresh `npm start` would bake it in.
const config = loadConfig({})
const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
  define: {
    __APP_CONFIG__: JSON.stringify(config.public),
    __CACHE_BUSTER__: JSON.stringify('test'),
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
  },
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's default is one file at a time per core but one: a single file at a time on CI's two
    // cores. The server files wait on their databases much of the time, so two at a time use both
    // cores: the whole run 416 → 246-256 s (three runs) in one sitting at load 1-3.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // As `npm start` and the Dockerfile start the server (decision 039).
          execArgv: ['--experimental-async-context-frame'],
          include: ['tests/server/**/*.test.ts'],
          // Migrates and seeds one database per engine for the run; each file copies it.
          globalSetup: ['tests/server/global-setup.ts'],
          // Each file gets its own database (a copy of the template, SQLite file or PostgreSQL database), so files run side by side
          // on both engines: on PostgreSQL this took the server project from about 345 s to 262 s on 2 cores.
          fileParallelism: true,
          // The files share their worker's modules instead of starting a fresh process and loading
          // the server (Fastify, the provider, Kysely) again for each of the 77: in one sitting on
          // both engines this took the project's CPU from 397 s to 212 s (0.53x) and the time between
          // files from 736 s to 80 s. Nothing the server keeps at module level differs per file
          // (each builds its own app over its own database), and no file mocks a module.
          // Not under Stryker (docs/testing.md): its per-run setup file, which switches the mutant
          // on, must be evaluated afresh for each file; with shared modules a mutant the covering
          // test kills by hand was reported as surviving.
          isolate: process.env.STRYKER_MUTATOR_WORKER !== undefined,
          // A limit on hangs, not a speed check: on a loaded CI machine (load 10-24 on 2 cores) the
          // concurrency tests that sign in dozens of people took over 20 s on both Node 20 and 22.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Service-worker and script tests: no database; each file keeps a fresh module graph, as
          // the service-worker modules register their routes and listeners on the global scope.
          name: 'node',
          environment: 'node',
          include: ['tests/sw/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
