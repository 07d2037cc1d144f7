import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { FieldError } from '../../../src/contract/problem'
import type { InterestsInput, SavedInterests } from '../../../src/contract/personalization'
import type { Database } from '../../db/schema'
import type { InterestKind } from '../../db/schema/personalization'
import { inclassCardQuery, toInclassCard } from '../../db/repositories/inclass-card'
import { literalLimit } from '../../db/literal-limit'

/** Each field of the interests body: its kind in personal_interests and its master table. */
const fields = {
  category_ids: { kind: 'category', table: 'learning_categories', column: 'category_id' },
  topic_ids: { kind: 'topic', table: 'topics', column: 'topic_id' },
  profession_ids: { kind: 'profession', table: 'professions', column: 'profession_id' },
  unit_ids: { kind: 'unit', table: 'learning_units', column: 'unit_id' },
  field_ids: { kind: 'field', table: 'fields', column: 'field_id' },
} as const satisfies Record<keyof SavedInterests, { kind: InterestKind; table: keyof Database; column: string }>

const fieldNames = Object.keys(fields) as (keyof SavedInterests)[]

export async function hasInterests(db: Kysely<Database>, employeeId: number): Promise<boolean> {
  return (await db.selectFrom('personal_interests').select('ref_id').where('employee_id', '=', employeeId).limit(1).executeTakeFirst()) !== undefined
}

export async function getInterests(db: Kysely<Database>, employeeId: number): Promise<SavedInterests> {
  const rows = await db.selectFrom('personal_interests').select(['kind', 'ref_id']).where('employee_id', '=', employeeId).orderBy('ref_id').execute()
  const result = Object.fromEntries(fieldNames.map((name) => [name, [] as number[]])) as SavedInterests
  for (const name of fieldNames) result[name] = rows.filter((r) => r.kind === fields[name].kind).map((r) => r.ref_id)
  return result
}

/** Field errors for ids that are not in their master list, and for an empty choice. */
export async function interestErrors(db: Kysely<Database>, body: InterestsInput): Promise<FieldError[]> {
  const errors: FieldError[] = []
  let total = 0
  for (const name of fieldNames) {
    const wanted = [...new Set(body[name] ?? [])]
    total += wanted.length
    if (wanted.length === 0) continue
    const found = new Set((await db.selectFrom(fields[name].table).select('id').where('id', 'in', wanted).execute()).map((r) => r.id))
    const unknown = wanted.filter((id) => !found.has(id))
    if (unknown.length > 0) errors.push({ path: name, message: `Pilihan tidak dikenal: ${unknown.join(', ')}` })
  }
  if (total === 0) errors.push({ path: '', message: 'Pilih minimal satu minat.' })
  return errors
}

/** Replaces the user's interests in one transaction. */
export async function saveInterests(db: Kysely<Database>, employeeId: number, body: InterestsInput, now: string): Promise<SavedInterests> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('personal_interests').where('employee_id', '=', employeeId).execute()
    const rows = fieldNames.flatMap((name) => [...new Set(body[name] ?? [])].map((id) => ({ employee_id: employeeId, kind: fields[name].kind, ref_id: id, created_at: now })))
    if (rows.length > 0) await trx.insertInto('personal_interests').values(rows).execute()
  })
  return getInterests(db, employeeId)
}

/**
 * An ORDER BY key over `alias` (a table or card source with the master-list columns): minus the
 * number of the user's interests an item matches, so ascending order puts the best match first.
 * Undefined when the user has no interests: lists then fall back to their usual order.
 */
export function interestRank(interests: SavedInterests, alias: string): RawBuilder<number> | undefined {
  const terms = fieldNames
    .filter((name) => interests[name].length > 0)
    .map((name) => sql<number>`case when ${sql.ref(`${alias}.${fields[name].column}`)} in (${sql.join(interests[name])}) then 1 else 0 end`)
  if (terms.length === 0) return undefined
  return sql<number>`-(${sql.join(terms, sql` + `)})`
}

/** Upcoming (not yet ended) in-class events, best interest match first, then the soonest. */
export async function personalizedInclasses(db: Kysely<Database>, interests: SavedInterests, now: string, page: number, limit: number) {
  const { total } = await db
    .selectFrom('inclass_events')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('ends_at', '>=', now)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow()
  let rows = inclassCardQuery(db).where('ev.ends_at', '>=', now).where('ev.archived_at', 'is', null)
  const rank = interestRank(interests, 'ev')
  if (rank) rows = rows.orderBy(rank)
  const items = await rows
    .orderBy('ev.starts_at', 'asc')
    .orderBy('ev.id', 'asc')
    .limit(literalLimit(limit))
    .offset((page - 1) * limit)
    .execute()
  return { items: items.map(toInclassCard), total: Number(total) }
}
