import * as z from 'zod/mini'
import { endpoint } from './endpoint'

/**
 * The second half of logout (decision 022), in a file of its own: the browser only navigates to
 * it (the logout answer names its path), so page script never imports it and the first bundle
 * stays as it was.
 */
export const authEndSessionApi = {
  endSession: endpoint({
    method: 'GET',
    path: '/api/platform/auth/end-session',
    group: 'platform',
    access: 'public',
    successStatus: 303,
    summary: "Redirects (303) to the provider's end-session URL, the ended session's ID token as hint",
    response: z.null(),
  }),
}
