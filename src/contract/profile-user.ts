import * as z from 'zod/mini'
import { dataOf, idParam } from './common'
import { endpoint } from './endpoint'

/** User info kept in the client store (spec section 3). */
export const userInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  position: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** The full detail record, loaded by the id of the user-id cookie (read from data.data). */
export const userDetailSchema = z.object({
  id: z.int(),
  username: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  position: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  business_unit: z.nullable(z.object({ id: z.int(), name: z.string() })),
  employee_status: z.nullable(z.object({ id: z.int(), name: z.string() })),
  company_location: z.nullable(z.object({ id: z.int(), name: z.string(), city: z.string() })),
  joined_at: z.nullable(z.string()),
})
export type UserDetail = z.infer<typeof userDetailSchema>

export const profileUserApi = {
  info: endpoint({
    method: 'GET',
    path: '/api/platform/user/info',
    group: 'platform',
    access: 'user',
    summary: 'Name, e-mail, position and picture of the signed-in user',
    response: dataOf(userInfoSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/platform/user/{id}',
    group: 'platform',
    access: 'user',
    summary: "The signed-in user's full record by id; any other id, existing or not, is 403",
    params: idParam,
    response: dataOf(userDetailSchema),
  }),
}
