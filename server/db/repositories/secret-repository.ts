import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * The secret called `name`, generated and stored on first use. When two processes start at once
 * both may generate one, but only the first insert wins and both read back the same value.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string, generate: () => Promise<string> | string): Promise<string> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst()
  if (existing) return existing.value
  const value = await generate()
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const stored = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return stored.value
}
