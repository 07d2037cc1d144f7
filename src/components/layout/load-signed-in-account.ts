import { preloadable } from '@/lib/preloadable'

/**
 * The signed-in header's account part (signed-in-account.tsx). main.tsx loads it with the first
 * route when the user-id cookie says someone is signed in, so React's first commit shows the bell
 * and the avatar as before; the sign-in callback loads it while the sign-in completes.
 */
export const signedInAccount = preloadable(() => import('./signed-in-account').then((m) => m.default))
