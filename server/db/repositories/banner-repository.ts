import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export interface ActiveBanner {
  id: number
  title: string
  subtitle: string | null
  image_url: string
  link_url: string | null
  sort_order: number
}

/**
 * Banners to show at `now`: active, not archived (decision 052), started (or no start) and not yet ended (or no end), in
 * display order. Timestamps are ISO text, so string comparison is time comparison.
 */
export async function listActiveBanners(db: Kysely<Database>, now: Date = new Date()): Promise<ActiveBanner[]> {
  const at = now.toISOString()
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image_url', 'link_url', 'sort_order'])
    .where('active', '=', 1)
    .where('archived_at', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}
