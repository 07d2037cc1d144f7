import type { ColumnType, Generated } from 'kysely'

// Learning content: videos, course packages and their materials, instructors, comments, channels, catalogues, search histories (migrations 0004, 0005, 0008).

/** A learning video (issue 5 extends it: instructors, units, topics, …). */
export interface VideoTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  duration_s: number
  category_id: number
  thumbnail_url: string
  /** Null until a playable file exists. */
  video_url: string | null
  published_at: string
  instructor_id: ColumnType<number | null, number | null | undefined, number | null>
  unit_id: ColumnType<number | null, number | null | undefined, number | null>
  topic_id: ColumnType<number | null, number | null | undefined, number | null>
  profession_id: ColumnType<number | null, number | null | undefined, number | null>
  field_id: ColumnType<number | null, number | null | undefined, number | null>
  views: ColumnType<number, number | undefined, number>
  /** The quiz after this video (migration 0008). */
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>
  /** Set when a content pack no longer carries it (migration 0028): out of lists and search. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** A hash of the pack's media it was made from; null for videos no pack brought (migration 0028). */
  media_digest: ColumnType<string | null, string | null | undefined, string | null>
}

export interface CoursePackageTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  category_id: number
  thumbnail_url: string
  instructor_id: ColumnType<number | null, number | null | undefined, number | null>
  unit_id: ColumnType<number | null, number | null | undefined, number | null>
  topic_id: ColumnType<number | null, number | null | undefined, number | null>
  profession_id: ColumnType<number | null, number | null | undefined, number | null>
  field_id: ColumnType<number | null, number | null | undefined, number | null>
  /** Added by migration 0006 (defaults to 2025-01-01). */
  published_at: ColumnType<string, string | undefined, string>
  /** Set when a content pack no longer carries it (migration 0031): out of lists and search, its page stays. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 on packages a content pack brought; null for seeded ones, which a pack never archives (migration 0031). */
  from_pack: ColumnType<number | null, number | null | undefined, number | null>
}

export interface CourseMaterialTable {
  id: Generated<number>
  package_id: number
  /** Order inside the package, from 1; unique per package. */
  position: number
  title: string
  kind: 'video' | 'article'
  video_id: number | null
  /** Playing time of a video, reading time of an article. */
  duration_s: number
  /** Rich text of an article material (migration 0006). */
  body: ColumnType<string | null, string | null | undefined, string | null>
  /** The quiz after this material (migration 0008). */
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The pack author's key within the package (migration 0031); null for seeded materials. */
  key: ColumnType<string | null, string | null | undefined, string | null>
  /** Set when the package's pack no longer lists it (migration 0031): skipped by every list and count. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface InstructorTable {
  id: Generated<number>
  slug: string
  name: string
  position: string | null
  photo_url: string | null
  bio: ColumnType<string, string | undefined, string>
}

export interface VideoCommentTable {
  id: Generated<number>
  video_id: number
  employee_id: number
  body: string
  created_at: string
  updated_at: string
}

/** A channel or a catalogue: a curated, ordered list of videos and packages. */
export interface CollectionTable {
  id: Generated<number>
  slug: string
  name: string
  description: string
  thumbnail_url: string
  /** 0 or 1; only channels use it. */
  is_special: ColumnType<number, number | undefined, number>
  sort_order: ColumnType<number, number | undefined, number>
  /** Set when a content pack no longer carries it (migration 0032): out of the lists. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 on those a content pack brought; null for seeded ones (migration 0032). */
  from_pack: ColumnType<number | null, number | null | undefined, number | null>
}

/** Exactly one of video_id and package_id is set. */
export interface CollectionItemFields {
  id: Generated<number>
  video_id: number | null
  package_id: number | null
  position: number
}

export interface ChannelItemTable extends CollectionItemFields {
  channel_id: number
}

export interface CatalogItemTable extends CollectionItemFields {
  catalog_id: number
}

/** One search a signed-in user made in a learning list (the `q` of the call, trimmed, lower case). */
export interface SearchHistoryTable {
  id: Generated<number>
  employee_id: number
  keyword: string
  created_at: string
}

/** One file of a video at one quality (migration 0025, decision 030). */
export interface VideoRenditionTable {
  id: Generated<number>
  video_id: number
  /** 'standard' or 'low' (src/contract/learning-video.ts, `renditionQualities`). */
  quality: string
  url: string
  mime_type: string
  width: number
  height: number
  bytes: number | null
}

export interface LearningTables {
  videos: VideoTable
  video_renditions: VideoRenditionTable
  course_packages: CoursePackageTable
  course_materials: CourseMaterialTable
  instructors: InstructorTable
  video_comments: VideoCommentTable
  channels: CollectionTable
  channel_items: ChannelItemTable
  catalogs: CollectionTable
  catalog_items: CatalogItemTable
  search_histories: SearchHistoryTable
}
