import type { GrowthPathItemKind, GrowthPathLevel } from '../../../src/contract/growth-path'

/**
 * The shape of the demo growth paths (seed-content-*.ts hold them by group; seed.ts writes them).
 * Masters are referred to by name (growth_path_categories, growth_path_skills), people by username,
 * and videos, packages and in-class events by slug: an unknown one stops the seed.
 *
 * Rich text (a path's description, an announcement's body) uses only the spec's allow-list: h2, em,
 * strong, u, ul, ol, li, br, span and a. Everything else is plain text.
 */
export interface SeedItem {
  kind: GrowthPathItemKind
  /** Null: the title of the video, package or class it points at. */
  title: string | null
  /** Plain text: what to do and why. */
  description: string
  /** Null: taken from the content (a video's length, a package's materials, a class's hours). */
  minutes: number | null
  /** Videos, packages and classes: the slug of the seeded content. */
  ref: string | null
  /** Documents and links. */
  url: string | null
  required: boolean
  /** Assignments: what seeded participants hand in (text only), and the owner's feedback once reviewed. */
  answer?: string
  feedback?: string
}

export interface SeedModule {
  title: string
  description: string
  items: readonly SeedItem[]
}

/** An employee who took the path, with their progress and (optionally) rating. */
export interface SeedTaker {
  username: string
  /** Days before the seed's `now` the path was taken (never before it was published). */
  takenDaysAgo: number
  /** 'all': finished (every item done, assignments reviewed, a certificate); a number: that many required items done, in syllabus order. */
  done: 'all' | number
  /** Days before `now` of the last item done; 2 when not said. */
  lastDaysAgo?: number
  rating?: number
  review?: string
}

export interface SeedAnnouncement {
  title: string
  body: string
  publishedAt: string
}

export interface SeedGrowthPath {
  slug: string
  title: string
  summary: string
  description: string
  outcomes: readonly string[]
  category: string
  level: GrowthPathLevel
  weeks: number
  skills: readonly string[]
  /** The mentor (a username). */
  owner: string
  publishedAt: string
  modules: readonly SeedModule[]
  announcements: readonly SeedAnnouncement[]
  takers: readonly SeedTaker[]
  /** Usernames of employees who like the path (takers or not). */
  likes: readonly string[]
}

interface Options {
  optional?: boolean
}

const item = (kind: GrowthPathItemKind, fields: Partial<SeedItem> & Pick<SeedItem, 'description'>, options: Options): SeedItem => ({
  kind,
  title: null,
  minutes: null,
  ref: null,
  url: null,
  ...fields,
  required: !options.optional,
})

export const pathModule = (title: string, description: string, ...items: SeedItem[]): SeedModule => ({ title, description, items })

/** One of the learning area's videos, by slug. */
export const video = (ref: string, description: string, options: Options = {}) => item('video', { ref, description }, options)

/** One of the learning area's course packages, by slug. */
export const coursePackage = (ref: string, description: string, options: Options = {}) => item('package', { ref, description }, options)

/** One of the learning area's in-class events, by slug. */
export const inClass = (ref: string, description: string, options: Options = {}) => item('class', { ref, description }, options)

export const link = (title: string, url: string, minutes: number, description: string, options: Options = {}) => item('link', { title, url, minutes, description }, options)

export const doc = (title: string, url: string, minutes: number, description: string, options: Options = {}) => item('document', { title, url, minutes, description }, options)

export const assignment = (title: string, minutes: number, description: string, answer: string, feedback: string) => item('assignment', { title, minutes, description, answer, feedback }, {})
