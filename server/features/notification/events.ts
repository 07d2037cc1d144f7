import type { Kysely } from 'kysely'
import { addDays, jakartaDay, jakartaDayStart, jakartaHour } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import type { NewNotification } from '../../db/repositories/notification-writer'

/** Notifier.notify (server/push/notifier.ts): the inbox and a push, once per user and event. */
export type Notify = (employeeIds: readonly number[], notification: NewNotification, at?: Date) => Promise<number>

// The notifications time makes (issue 14): a class tomorrow, a growth-path announcement. Each run
// looks at what is due now and notifies everyone concerned once (notify's event keys), so a run
// repeated, or made by two processes at once, tells nobody twice.

/** A class reminder is sent from this hour (Asia/Jakarta) the day before: not in the night. */
export const REMINDER_FROM_HOUR = 7
/** Announcements older than this when first seen are not news any more. */
const ANNOUNCEMENT_NEWS_MS = 7 * 24 * 60 * 60 * 1000

const jakartaClock = (iso: string) => new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)).replace(':', '.')

/** Everyone registered for a class that starts tomorrow (Jakarta days), from REMINDER_FROM_HOUR today. */
export async function remindClassesTomorrow(db: Kysely<Database>, notify: Notify, now: Date): Promise<number> {
  if (jakartaHour(now) < REMINDER_FROM_HOUR) return 0
  const tomorrow = addDays(jakartaDay(now), 1)
  const events = await db
    .selectFrom('inclass_events')
    .select(['id', 'title', 'starts_at', 'place', 'is_online'])
    .where('starts_at', '>=', jakartaDayStart(tomorrow))
    .where('starts_at', '<', jakartaDayStart(addDays(tomorrow, 1)))
    // An event gone from its content pack is not held: no reminder.
    .where('archived_at', 'is', null)
    .execute()
  let made = 0
  for (const event of events) {
    const registered = await db.selectFrom('inclass_registrations').select('employee_id').where('event_id', '=', event.id).execute()
    const where = event.is_online === 1 ? 'secara daring' : `di ${event.place}`
    made += await notify(
      registered.map((r) => r.employee_id),
      {
        kind: 'class',
        title: 'Pengingat: kelas Anda besok',
        body: `${event.title} dimulai besok pukul ${jakartaClock(event.starts_at)} WIB ${where}.`,
        linkUrl: `/learning/inclass/${event.id}`,
        eventKey: `class-tomorrow:${event.id}`,
      },
      now,
    )
  }
  return made
}

/** Those who had taken a path when one of its announcements was published, once it is published. */
export async function announceToTakers(db: Kysely<Database>, notify: Notify, now: Date): Promise<number> {
  const announcements = await db
    .selectFrom('growth_path_announcements as a')
    .innerJoin('growth_paths as gp', 'gp.id', 'a.growth_path_id')
    .select(['a.id', 'a.title', 'a.published_at', 'a.growth_path_id', 'gp.slug', 'gp.title as path_title'])
    .where('a.published_at', '<=', now.toISOString())
    .where('a.published_at', '>', new Date(now.getTime() - ANNOUNCEMENT_NEWS_MS).toISOString())
    .execute()
  let made = 0
  for (const a of announcements) {
    const takers = await db.selectFrom('growth_path_trx').select('employee_id').where('growth_path_id', '=', a.growth_path_id).where('taken_at', '<=', a.published_at).execute()
    made += await notify(
      takers.map((t) => t.employee_id),
      { kind: 'growth-path', title: `Pengumuman baru: ${a.path_title}`, body: a.title, linkUrl: `/growth-path/${a.slug}`, eventKey: `growth-path-announcement:${a.id}` },
      now,
    )
  }
  return made
}

/** One run of everything time makes; answers how many notifications it made. */
export async function notifyDueEvents(db: Kysely<Database>, notify: Notify, now: Date = new Date()): Promise<number> {
  return (await remindClassesTomorrow(db, notify, now)) + (await announceToTakers(db, notify, now))
}
