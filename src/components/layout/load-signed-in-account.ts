/**
 * The signed-in header's account part (signed-in-account.tsx). main.tsx awaits it with the first
 * route when the user-id cookie says someone is signed in, so React's first commit shows the bell
 * and the avatar as before; the sign-in callback starts it while the sign-in completes.
 */
export const loadSignedInAccount = () => import('./signed-in-account')
