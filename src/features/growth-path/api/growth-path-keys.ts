import type { GrowthPathListQuery } from '@/contract/growth-path'

/** Query keys of the growth-path area: one factory, so writes refresh exactly what they change. */
export const growthPathKeys = {
  all: ['growth-path'] as const,
  list: (query: GrowthPathListQuery) => ['growth-path', 'list', query] as const,
  /** Personal for a signed-in viewer, popular for a visitor: keyed by who asks, so one never shows as the other. */
  recommendations: (viewer: number | null) => ['growth-path', 'recommendations', viewer ?? 'visitor'] as const,
  /** Which path an item belongs to, for a step URL without its slug. */
  item: (id: number) => ['growth-path', 'item', id] as const,
  detail: (slug: string) => ['growth-path', 'detail', slug] as const,
  silabus: (slug: string) => ['growth-path', 'silabus', slug] as const,
  classes: (slug: string) => ['growth-path', 'classes', slug] as const,
  announcements: (slug: string) => ['growth-path', 'announcements', slug] as const,
  ratings: (slug: string) => ['growth-path', 'ratings', slug] as const,
  suggestions: (slug: string) => ['growth-path', 'suggestions', slug] as const,
  /** The signed-in user's own: their transaction with a path, its assignments, their paths. */
  trx: (slug: string) => ['growth-path', 'trx', slug] as const,
  assignments: (slug: string) => ['growth-path', 'assignments', slug] as const,
  mine: () => ['growth-path', 'mine'] as const,
}
