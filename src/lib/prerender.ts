import { createContext, useContext } from 'react'

/**
 * True while the build renders the static shell into the HTML (src/prerender/entry.tsx, issue 12):
 * what depends on this browser — who is signed in, the network, the install prompt, queued writes —
 * renders its empty frame then, and fills in when the app takes over.
 */
export const PrerenderContext = createContext(false)

export function usePrerendering(): boolean {
  return useContext(PrerenderContext)
}
