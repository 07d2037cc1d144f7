import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../schema'
import type { IdempotencyKeyTable } from '../schema/idempotency'

type Claim = Omit<Insertable<IdempotencyKeyTable>, 'status' | 'response_status' | 'response_body'>

/**
 * Inserts the key as 'processing'; true when this request won it. An expired row, or one left
 * 'processing' by a request that died before `abandonedBefore`, is removed first so it can be reclaimed.
 */
export async function claimIdempotencyKey(db: Kysely<Database>, claim: Claim, now: string, abandonedBefore: string): Promise<boolean> {
  await db
    .deleteFrom('idempotency_keys')
    .where('employee_id', '=', claim.employee_id)
    .where('key', '=', claim.key)
    .where((eb) => eb.or([eb('expires_at', '<', now), eb.and([eb('status', '=', 'processing'), eb('created_at', '<', abandonedBefore)])]))
    .execute()
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...claim, status: 'processing', response_status: null, response_body: null })
    .onConflict((oc) => oc.columns(['employee_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst()
  return inserted !== undefined
}

export function findIdempotencyKey(db: Kysely<Database>, employeeId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('employee_id', '=', employeeId).where('key', '=', key).executeTakeFirst()
}

export async function storeIdempotentAnswer(db: Kysely<Database>, employeeId: number, key: string, status: number, body: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: status, response_body: body })
    .where('employee_id', '=', employeeId)
    .where('key', '=', key)
    .execute()
}

/** Forgets a key whose request failed on our side, so its retry runs again. */
export async function releaseIdempotencyKey(db: Kysely<Database>, employeeId: number, key: string) {
  await db.deleteFrom('idempotency_keys').where('employee_id', '=', employeeId).where('key', '=', key).where('status', '=', 'processing').execute()
}

export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>, now: string) {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).execute()
}
