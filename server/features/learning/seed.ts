import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { instructors } from './seed-instructors'

/** Upserts instructors by slug; runs before the demo pack, whose videos name them. */
export async function seedInstructors(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('instructors')
    .values(instructors.map((i) => ({ slug: i.slug, name: i.name, position: i.position, photo_url: null, bio: i.bio })))
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        position: eb.ref('excluded.position'),
        bio: eb.ref('excluded.bio'),
      })),
    )
    .execute()
}
