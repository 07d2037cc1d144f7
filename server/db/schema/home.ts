import type { Generated, Insertable, Selectable } from 'kysely'

// The home page's banners (migration 0001).

export interface BannerTable {
  id: Generated<number>
  slug: string
  title: string
  subtitle: string | null
  image_url: string
  link_url: string | null
  sort_order: number
  /** 0 or 1. */
  active: number
  starts_at: string | null
  ends_at: string | null
  created_at: string
  updated_at: string
  /** Set when the banner left the content pack (decision 052). */
  archived_at: string | null
}

export type BannerRow = Selectable<BannerTable>

export type NewBanner = Insertable<BannerTable>

export interface HomeTables {
  banners: BannerTable
}
