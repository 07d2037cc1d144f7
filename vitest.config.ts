/// <reference types="vitest/config" />
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
          include: ['tests/server/**/*.test.ts', 'tests/sw/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          // Each file gets its own database; PostgreSQL runs are serialised to stay gentle on 2 cores.
          fileParallelism: !process.env.TEST_DATABASE_URL,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
