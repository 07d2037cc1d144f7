import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'

/**
 * budi.santoso and sari.wulandari are the demo's established learners: they chose their
 * interests long ago, so signing in as them goes straight to the app. Every other employee has
 * none yet and is asked after signing in (spec section 4). Written only while a user has none, so
 * what they change later stays.
 */
const demoInterests: Record<string, { categories: string[]; topics: number }> = {
  'budi.santoso': { categories: ['Kepemimpinan', 'Sumber Daya Manusia'], topics: 2 },
  'sari.wulandari': { categories: ['Teknologi Informasi', 'Keuangan'], topics: 2 },
}

export async function seedInterests(trx: Transaction<Database>, now: string): Promise<void> {
  const categories = new Map((await trx.selectFrom('learning_categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const topics = await trx.selectFrom('topics').select('id').orderBy('id').execute()
  for (const [username, interests] of Object.entries(demoInterests)) {
    const employee = await trx.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirst()
    if (!employee) continue
    const has = await trx.selectFrom('personal_interests').select('ref_id').where('employee_id', '=', employee.id).executeTakeFirst()
    if (has) continue
    const rows = [
      ...interests.categories.flatMap((name) => {
        const id = categories.get(slugify(name))
        return id === undefined ? [] : [{ employee_id: employee.id, kind: 'category' as const, ref_id: id, created_at: now }]
      }),
      ...topics.slice(0, interests.topics).map((t) => ({ employee_id: employee.id, kind: 'topic' as const, ref_id: t.id, created_at: now })),
    ]
    if (rows.length > 0) await trx.insertInto('personal_interests').values(rows).execute()
  }
}
