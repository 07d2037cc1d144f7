import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

// GET /user/info on its own: the header's store loads it on every signed-in page, and schemas at a
// module's top level stay in the bundle with it, so the start-up code takes this file without the
// profile's other schemas (profile-user.ts lists it in profileUserApi).

/** User info kept in the client store (spec section 3). */
export const userInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  position: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const userInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/platform/user/info',
  group: 'platform',
  access: 'user',
  summary: 'Name, e-mail, position and picture of the signed-in user',
  response: dataOf(userInfoSchema),
})
