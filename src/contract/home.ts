import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

/*
 * Banner links come from the database and end up in an <a href> and in history.push, so only two
 * forms pass: a path of this app (one leading '/', never '//' or '/\', which browsers read as
 * another host) or an absolute https URL. Whitespace and control characters are refused too:
 * browsers drop tabs and newlines, so '/\t/evil.example' would become '//evil.example'.
 */
const appPathPattern = /^\/(?![/\\])[^\s\\\x00-\x1f\x7f]*$/
const httpsUrlPattern = /^https:\/\/[^\s\\/?#@\x00-\x1f\x7f]+(?:[/?#][^\s\\\x00-\x1f\x7f]*)?$/
const bannerLinkPattern = new RegExp(`${appPathPattern.source}|${httpsUrlPattern.source}`)

/** A path inside this app: navigated to by the router, never a way off the site. */
export function isAppPath(link: string): boolean {
  return appPathPattern.test(link)
}

/** An absolute https URL: a banner link that leaves the app (opens in a new tab). */
export function isHttpsUrl(link: string): boolean {
  return httpsUrlPattern.test(link)
}

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  image_url: z.string(),
  /** A path of this app ('/learning') or an absolute https URL; null when the banner links nowhere. */
  link_url: z.nullable(z.string().check(z.regex(bannerLinkPattern))),
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
