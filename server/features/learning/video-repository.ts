import { sql, type Kysely } from 'kysely'
import { initialsOf } from '../../../src/shared/initials'
import { renditionQualities, type RenditionQuality, type VideoComment, type VideoDetail, type VideoRendition } from '../../../src/contract/learning-video'
import type { Database } from '../../db/schema'
import { summarize } from '../../db/repositories/card-summary'
import { listCards } from '../../db/repositories/course-card-repository'
import { literalLimit } from '../../db/literal-limit'

const named = (id: number | null, name: string | null, slug: string | null) =>
  id === null ? null : { id: Number(id), name: name ?? '', slug: slug ?? '' }

/** One video as its detail page shows it; `employeeId` adds that caller's progress. */
export async function findVideoDetail(db: Kysely<Database>, id: number, employeeId: number | null): Promise<VideoDetail | undefined> {
  const row = await db
    .selectFrom('videos as v')
    .leftJoin('learning_categories as lc', 'lc.id', 'v.category_id')
    .leftJoin('instructors as i', 'i.id', 'v.instructor_id')
    .leftJoin('learning_units as u', 'u.id', 'v.unit_id')
    .leftJoin('topics as t', 't.id', 'v.topic_id')
    .leftJoin('professions as pr', 'pr.id', 'v.profession_id')
    .leftJoin('fields as f', 'f.id', 'v.field_id')
    .select([
      'v.id',
      'v.slug',
      'v.title',
      'v.description',
      'v.thumbnail_url',
      'v.video_url',
      'v.duration_s',
      'v.published_at',
      'v.views',
      'v.quiz_id',
      'v.archived_at',
      sql<number>`v.views + (select count(*) from video_progress vp where vp.video_id = v.id)`.as('participants'),
      sql<number>`(select count(*) from video_comments vc where vc.video_id = v.id)`.as('comment_count'),
      'lc.id as category_id',
      'lc.name as category_name',
      'lc.slug as category_slug',
      'i.id as instructor_id',
      'i.name as instructor_name',
      'i.position as instructor_position',
      'i.photo_url as instructor_photo_url',
      'u.id as unit_id',
      'u.name as unit_name',
      'u.slug as unit_slug',
      't.id as topic_id',
      't.name as topic_name',
      't.slug as topic_slug',
      'pr.id as profession_id',
      'pr.name as profession_name',
      'pr.slug as profession_slug',
      'f.id as field_id',
      'f.name as field_name',
      'f.slug as field_slug',
    ])
    .where('v.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const progress =
    employeeId === null
      ? undefined
      : await db
          .selectFrom('video_progress')
          .select(['position_s', 'duration_s', 'completed_at', 'updated_at'])
          .where('employee_id', '=', employeeId)
          .where('video_id', '=', id)
          .executeTakeFirst()
  if (row.archived_at !== null && !progress && !(await commentedOn(db, id, employeeId))) return undefined
  return {
    id: row.id,
    kind: 'video',
    slug: row.slug,
    title: row.title,
    summary: summarize(row.description),
    description: row.description,
    thumbnail_url: row.thumbnail_url,
    video_url: row.video_url,
    renditions: row.video_url === null ? [] : await findRenditions(db, row.id),
    duration_s: row.duration_s,
    published_at: row.published_at,
    views: Number(row.views),
    participants: Number(row.participants),
    comment_count: Number(row.comment_count),
    quiz_id: row.quiz_id,
    category: named(row.category_id, row.category_name, row.category_slug),
    instructor:
      row.instructor_id === null
        ? null
        : { id: row.instructor_id, name: row.instructor_name ?? '', position: row.instructor_position, photo_url: row.instructor_photo_url },
    unit: named(row.unit_id, row.unit_name, row.unit_slug),
    topic: named(row.topic_id, row.topic_name, row.topic_slug),
    profession: named(row.profession_id, row.profession_name, row.profession_slug),
    field: named(row.field_id, row.field_name, row.field_slug),
    progress: progress
      ? { position_s: progress.position_s, duration_s: progress.duration_s, completed: progress.completed_at !== null, updated_at: progress.updated_at }
      : null,
  }
}

const isQuality = (value: string): value is RenditionQuality => (renditionQualities as readonly string[]).includes(value)

/** A video's renditions, smallest first (decision 030); a quality this code does not know is left out. */
export async function findRenditions(db: Kysely<Database>, videoId: number): Promise<VideoRendition[]> {
  const rows = await db
    .selectFrom('video_renditions')
    .select(['quality', 'url', 'mime_type', 'width', 'height', 'bytes'])
    .where('video_id', '=', videoId)
    .orderBy('height')
    .orderBy('quality')
    .execute()
  return rows.flatMap(({ quality, bytes, ...rest }) => (isQuality(quality) ? [{ quality, ...rest, bytes: bytes === null ? null : Number(bytes) }] : []))
}

export async function findVideoRefs(db: Kysely<Database>, id: number) {
  return db.selectFrom('videos').select(['id', 'category_id', 'topic_id']).where('id', '=', id).executeTakeFirst()
}

/**
 * Whether `viewer` may reach the video's comments: a video a content pack archived (issue 41) only
 * with history on it (their progress or a comment of theirs), like its detail; to anyone else it
 * is as unknown as one that never existed.
 */
export async function videoReachable(db: Kysely<Database>, id: number, viewer: number | null): Promise<boolean> {
  const video = await db.selectFrom('videos').select('archived_at').where('id', '=', id).executeTakeFirst()
  return video !== undefined && (video.archived_at === null || (await hasVideoHistory(db, id, viewer)))
}

/** Whether the viewer has watched any of the video (progress) or commented on it. */
async function hasVideoHistory(db: Kysely<Database>, videoId: number, viewer: number | null): Promise<boolean> {
  if (viewer === null) return false
  const progress = await db.selectFrom('video_progress').select('video_id').where('employee_id', '=', viewer).where('video_id', '=', videoId).executeTakeFirst()
  return progress !== undefined || commentedOn(db, videoId, viewer)
}

async function commentedOn(db: Kysely<Database>, videoId: number, viewer: number | null): Promise<boolean> {
  if (viewer === null) return false
  return (await db.selectFrom('video_comments').select('id').where('employee_id', '=', viewer).where('video_id', '=', videoId).limit(1).executeTakeFirst()) !== undefined
}

/** Videos like `video`: same category or topic first, then the most watched; never the video itself. */
export async function relatedVideos(db: Kysely<Database>, video: { id: number; category_id: number; topic_id: number | null }, limit: number) {
  const rank = sql<number>`case when c.category_id = ${video.category_id} or c.topic_id = ${video.topic_id ?? -1} then 0 else 1 end`
  return (await listCards(db, { kinds: ['video'], excludeVideoId: video.id, rankFirst: rank, sort: 'popular', page: 1, limit })).items
}

/**
 * General recommendations. For a signed-in caller: videos in categories they watched first, and
 * among those the ones they have not started; for a visitor simply the most watched.
 */
export async function recommendedVideos(db: Kysely<Database>, employeeId: number | null, limit: number) {
  const rank =
    employeeId === null
      ? undefined
      : sql<number>`(case when c.category_id in (select w.category_id from video_progress wp join videos w on w.id = wp.video_id where wp.employee_id = ${employeeId}) then 0 else 2 end)
          + (case when exists (select 1 from video_progress op where op.employee_id = ${employeeId} and op.video_id = c.id) then 1 else 0 end)`
  return (await listCards(db, { kinds: ['video'], ...(rank ? { rankFirst: rank } : {}), sort: 'popular', page: 1, limit })).items
}

// --- Comments ---

const commentQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('video_comments as c')
    .innerJoin('employees as e', 'e.id', 'c.employee_id')
    .select(['c.id', 'c.video_id', 'c.employee_id', 'c.body', 'c.created_at', 'c.updated_at', 'e.full_name', 'e.profile_image'])

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['executeTakeFirstOrThrow']>>

function toComment(r: CommentRow, viewerId: number | null): VideoComment {
  return {
    id: r.id,
    video_id: r.video_id,
    text: r.body,
    author: { id: r.employee_id, name: r.full_name, initials: initialsOf(r.full_name), profile_image: r.profile_image },
    is_mine: viewerId !== null && r.employee_id === viewerId,
    edited: r.updated_at !== r.created_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }
}

export async function listComments(db: Kysely<Database>, videoId: number, viewerId: number | null, page: number, limit: number) {
  const { total } = await db
    .selectFrom('video_comments')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow()
  const rows = await commentQuery(db)
    .where('c.video_id', '=', videoId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: rows.map((r) => toComment(r, viewerId)), total: Number(total) }
}

export async function addComment(db: Kysely<Database>, videoId: number, employeeId: number, text: string, now: string) {
  const { id } = await db
    .insertInto('video_comments')
    .values({ video_id: videoId, employee_id: employeeId, body: text, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return toComment(await commentQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow(), employeeId)
}

export async function findCommentOwner(db: Kysely<Database>, id: number) {
  return db.selectFrom('video_comments').select(['id', 'employee_id']).where('id', '=', id).executeTakeFirst()
}

/** Only the author's own comment changes (the owner check is in the statement too). */
export async function editComment(db: Kysely<Database>, id: number, employeeId: number, text: string, now: string) {
  await db.updateTable('video_comments').set({ body: text, updated_at: now }).where('id', '=', id).where('employee_id', '=', employeeId).execute()
  const row = await commentQuery(db).where('c.id', '=', id).where('c.employee_id', '=', employeeId).executeTakeFirst()
  return row ? toComment(row, employeeId) : undefined
}

export async function deleteComment(db: Kysely<Database>, id: number, employeeId: number): Promise<boolean> {
  const result = await db.deleteFrom('video_comments').where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

// --- Instructors ---

const contentTable = { video: 'videos', package: 'course_packages', inclass: 'inclass_events' } as const

/** The instructor of one content, or undefined when the content or its instructor is unknown. */
export async function instructorOf(db: Kysely<Database>, kind: keyof typeof contentTable, contentId: number) {
  const content = await db.selectFrom(contentTable[kind]).select('instructor_id').where('id', '=', contentId).executeTakeFirst()
  if (!content || content.instructor_id === null) return undefined
  const instructorId = content.instructor_id
  const row = await db
    .selectFrom('instructors as i')
    .select([
      'i.id',
      'i.slug',
      'i.name',
      'i.position',
      'i.photo_url',
      'i.bio',
      sql<number>`(select count(*) from videos where instructor_id = i.id and archived_at is null) + (select count(*) from course_packages where instructor_id = i.id and archived_at is null) + (select count(*) from inclass_events where instructor_id = i.id)`.as('course_count'),
    ])
    .where('i.id', '=', instructorId)
    .executeTakeFirst()
  return row ? { ...row, course_count: Number(row.course_count) } : undefined
}
