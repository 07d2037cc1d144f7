import type { Kysely } from 'kysely'
import { notificationKindSchema, type Notification, type PushSubscriptionInput } from '../../../src/contract/notification'
import { isAppRoute } from '../../../src/shared/app-routes'
import type { Database } from '../../db/schema'
import { literalLimit } from '../../db/literal-limit'

type Db = Kysely<Database>

export async function hasUnreadNotifications(db: Db, employeeId: number): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('id').where('employee_id', '=', employeeId).where('read_at', 'is', null).limit(1).executeTakeFirst()
  return row !== undefined
}

const columns = ['id', 'kind', 'title', 'body', 'link_url', 'created_at', 'read_at'] as const

/**
 * Where a notification leads, when that is a page the app has: a link stored before its page
 * existed (or to somewhere else entirely) is answered as no link, never as a way to a 404.
 */
function linkOf(url: string | null): string | null {
  if (url === null || !url.startsWith('/') || url.startsWith('//')) return null
  return isAppRoute(new URL(url, 'http://app.invalid').pathname) ? url : null
}

function toNotification(row: { id: number; kind: string; title: string; body: string; link_url: string | null; created_at: string; read_at: string | null }): Notification {
  const kind = notificationKindSchema.safeParse(row.kind)
  return { ...row, kind: kind.success ? kind.data : 'system', link_url: linkOf(row.link_url) }
}

/** The user's notifications, newest first, one page; `unread` leaves the read ones out. */
export async function listNotifications(db: Db, employeeId: number, filter: 'all' | 'unread', page: number, limit: number): Promise<{ items: Notification[]; total: number }> {
  let base = db.selectFrom('notifications').where('employee_id', '=', employeeId)
  if (filter === 'unread') base = base.where('read_at', 'is', null)
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.select(columns).orderBy('id', 'desc').limit(literalLimit(limit)).offset((page - 1) * limit).execute(),
  ])
  return { items: rows.map(toNotification), total: Number(total) }
}

/**
 * Marks the user's notification read, keeping the first time it was; undefined when the user has
 * no such notification (another user's included: the same answer as a missing one).
 */
export async function markRead(db: Db, employeeId: number, id: number, now: string): Promise<{ id: number; read_at: string } | undefined> {
  await db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).where('employee_id', '=', employeeId).where('read_at', 'is', null).execute()
  const row = await db.selectFrom('notifications').select(['id', 'read_at']).where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst()
  return row ? { id: row.id, read_at: row.read_at! } : undefined
}

/** Marks read every unread notification of the user up to `upToId`; answers how many it marked. */
export async function markAllRead(db: Db, employeeId: number, upToId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('employee_id', '=', employeeId)
    .where('id', '<=', upToId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Keeps a device's push subscription for the user: false, and nothing changed, when the endpoint
 * is another user's and the keys sent are not its keys (decision 051). The keys are the secret of
 * the browser that made the subscription, so whoever sends the same ones holds that browser (a
 * shared device, another user signed in): the endpoint moves to them. One statement decides, so
 * two users subscribing at once cannot both win.
 */
export async function saveSubscription(db: Db, employeeId: number, subscription: PushSubscriptionInput, now: string): Promise<boolean> {
  const { endpoint, keys } = subscription
  const result = await db
    .insertInto('push_subscriptions')
    .values({ employee_id: employeeId, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: now })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ employee_id: employeeId, p256dh: keys.p256dh, auth: keys.auth, created_at: now })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.employee_id', '=', employeeId),
            eb.and([eb('push_subscriptions.p256dh', '=', keys.p256dh), eb('push_subscriptions.auth', '=', keys.auth)]),
          ]),
        ),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Forgets the user's subscription at `endpoint`; another user's is left alone. */
export async function removeSubscription(db: Db, employeeId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('employee_id', '=', employeeId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
