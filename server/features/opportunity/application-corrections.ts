import type { Kysely } from 'kysely'
import { correctableChange, type ApplicationStatus, type HrStatus } from '../../../src/contract/opportunity'
import type { Database } from '../../db/schema'
import { OpportunityRefused } from './application-repository'
import { statusOf } from './rules'

/**
 * HR takes back the latest change, which HR made (decision 046): the application returns to the
 * status before it, and a history row names what it took back, with HR's reason. `from` is the status
 * HR saw: the conditional UPDATE from it changes the application once however many arrive together,
 * and not at all when it moved on meanwhile. Answers the history row's id and the status returned to.
 */
export async function correctApplication(
  db: Kysely<Database>,
  id: number,
  from: HrStatus,
  note: string,
  actorId: number,
  now: string,
): Promise<{ eventId: number; to: ApplicationStatus }> {
  return db.transaction().execute(async (trx) => {
    // The last two changes in the order they were written, oldest first.
    const recent = (
      await trx
        .selectFrom('opportunity_application_events')
        .select(['status', 'corrects'])
        .where('application_id', '=', id)
        .orderBy('id', 'desc')
        .limit(2)
        .execute()
    )
      .reverse()
      .map((e) => ({ status: statusOf(e.status), corrects: e.corrects === null ? undefined : statusOf(e.corrects) }))
    if (recent.length === 0) throw new OpportunityRefused('not-found')
    const change = correctableChange(recent)
    if (!change) throw new OpportunityRefused(recent.at(-1)!.corrects === undefined ? 'not-hrs' : 'corrected')
    if (change.from !== from) throw new OpportunityRefused('stale', change.from)
    const result = await trx
      .updateTable('opportunity_applications')
      .set({ status: change.to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx.selectFrom('opportunity_applications').select('status').where('id', '=', id).executeTakeFirst()
      throw row ? new OpportunityRefused('stale', statusOf(row.status)) : new OpportunityRefused('not-found')
    }
    const event = await trx
      .insertInto('opportunity_application_events')
      .values({ application_id: id, status: change.to, note, actor_id: actorId, created_at: now, corrects: from })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { eventId: event.id, to: change.to }
  })
}
