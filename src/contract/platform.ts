import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  image_url: z.string(),
  /** Internal app path (starts with /) or an absolute https URL; null when the banner links nowhere. */
  link_url: z.nullable(z.string()),
  sort_order: z.int(),
})
export type Banner = z.infer<typeof bannerSchema>

export const platformApi = {
  banners: endpoint({
    method: 'GET',
    path: '/api/platform/banner',
    group: 'platform',
    access: 'public',
    summary: 'Active home-page banners, in display order',
    response: dataOf(z.array(bannerSchema)),
  }),
}
