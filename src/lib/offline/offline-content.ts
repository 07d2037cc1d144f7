import type { QueryClient } from '@tanstack/react-query'

/**
 * What is available offline, in one place (issue 7):
 * - which API answers are kept for offline reading: `offlineReadablePaths` in
 *   src/shared/offline-paths.ts, the same list the service worker's metadata rule uses;
 * - which learning pages the user has opened and can open again offline: read from the query
 *   cache, which holds only the signed-in user's data (sign-out and another user's sign-in clear it
 *   with its IndexedDB copy) and is restored before the first page renders.
 */
export type OfflinePageKind = 'katalog' | 'channel' | 'videos' | 'course' | 'inclass'

export interface OfflinePage {
  kind: OfflinePageKind
  /** The app path to open, e.g. /learning/videos/12. */
  to: string
  /** The item's title; null for a list page (named by its kind). */
  title: string | null
  /** When its data came from the network. */
  updatedAt: number
}

type Named = { title?: unknown; name?: unknown; slug?: unknown; id?: unknown }

function nameOf(value: unknown): Named | null {
  if (typeof value !== 'object' || value === null) return null
  const inner = (value as { data?: unknown }).data
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Named) : (value as Named)
}

function titleOf(item: Named | null): string | null {
  const text = item?.title ?? item?.name
  return typeof text === 'string' && text.trim() ? text : null
}

/** A list keyed by its query opens as the plain list page only when no filter or search is set. */
function isPlainList(query: unknown): boolean {
  return typeof query === 'object' && query !== null && Object.keys(query).every((k) => k === 'limit' || k === 'page')
}

const listKinds: Record<string, OfflinePageKind> = { videos: 'videos', packages: 'course', inclass: 'inclass', channels: 'channel', catalogs: 'katalog' }

/** The learning page a query of learningKeys shows, or null when it is not a page of its own. */
export function offlinePageOf(queryKey: readonly unknown[], data: unknown): Omit<OfflinePage, 'updatedAt'> | null {
  const [root, area, what, param, query] = queryKey
  if (root !== 'learning' || typeof area !== 'string' || !(area in listKinds)) return null
  const kind = listKinds[area] as OfflinePageKind
  if (what === 'list' && (param === undefined || isPlainList(param))) return { kind, to: `/learning/${kind}`, title: null }
  if (what !== 'detail' || typeof param !== 'number' || query !== undefined) return null
  // Channels are an infinite query whose pages carry the channel.
  const pages = (data as { pages?: unknown[] } | undefined)?.pages
  const item = nameOf(pages ? (pages[0] as { channel?: unknown } | undefined)?.channel : data)
  const title = titleOf(item)
  if (title === null) return null
  if (kind === 'course') {
    const slug = typeof item?.slug === 'string' && item.slug ? `-${item.slug}` : ''
    return { kind, to: `/learning/course/${param}${slug}`, title }
  }
  return { kind, to: `/learning/${kind}/${param}`, title }
}

/**
 * The learning pages whose data this device holds (opened before), newest first. Lists come before
 * details of the same age; each path once.
 */
export function offlinePages(queryClient: QueryClient): OfflinePage[] {
  const pages = new Map<string, OfflinePage>()
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, status } = query.state
    if (status !== 'success' || data === undefined) continue
    const page = offlinePageOf(query.queryKey, data)
    if (!page) continue
    const known = pages.get(page.to)
    if (!known || known.updatedAt < dataUpdatedAt) pages.set(page.to, { ...page, updatedAt: dataUpdatedAt })
  }
  return [...pages.values()].sort((a, b) => Number(a.title !== null) - Number(b.title !== null) || b.updatedAt - a.updatedAt)
}
