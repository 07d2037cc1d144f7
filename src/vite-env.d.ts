/// <reference types="vite/client" />
import type { PublicConfig } from './contract/public-config'

declare global {
  /** Public configuration, validated by server/config.ts and baked in at build time. */
  const __APP_CONFIG__: PublicConfig
  /** Hash of the contract's response schemas; changes drop the persisted query cache. */
  const __CACHE_BUSTER__: string
  const __APP_VERSION__: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
  }
}
