import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

export interface ImageCacheOptions {
  /** Default 'images'. */
  cacheName?: string
  /** Same-origin paths to cache. Default: content packs' banner pictures and posters, illustrations, content thumbnails and covers. */
  paths?: readonly RegExp[]
  /** Default 200 images (a catalogue's worth of thumbnails). */
  maxEntries?: number
  /** Default 30 days. */
  maxAgeSeconds?: number
}

export const defaultImagePaths: readonly RegExp[] = [
  // Pictures of content packs (issue 41): banners, video posters and covers (packages, channels, catalogues, in-class events), named by their bytes' hash.
  // Before the saved-media route, which would only pass them to the network.
  /^\/media\/pack\/[0-9a-f]{32}-(banner|poster|cover)\.(webp|png|jpg)$/,
  /^\/illustrations\//,
  // Cards and detail pages of the learning section: the thumbnails and covers of cached pages
  // must show offline too (issue 7). Public pictures of content, the same for every user.
  /^\/thumbnails\/[^/]+$/,
  /^\/uploads\/covers\/[^/]+$/,
]

/**
 * Banner images are named by the API's data, not by the build: a new banner appears without a
 * release, so it cannot be in the precache (those shipped in public/ are precached anyway). They
 * rarely change once published, so cache-first keeps the home page whole offline and saves data on
 * flaky connections; expiration bounds what old images may cost in storage. Content thumbnails and
 * covers follow the same reasoning: their names follow the content, and they seldom change.
 */
export function registerImageCache({
  cacheName = 'images',
  paths = defaultImagePaths,
  maxEntries = 200,
  maxAgeSeconds = 30 * 24 * 60 * 60,
}: ImageCacheOptions = {}): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && paths.some((re) => re.test(url.pathname)),
    new CacheFirst({ cacheName, plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })] }),
  )
}
