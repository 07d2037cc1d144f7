import type { Kysely, Transaction } from 'kysely'
import type { DatabaseHandle } from '../database'
import type { Database, NamedTableName } from '../schema'
import { banners } from './banners'
import { EMPLOYEE_EMAIL_DOMAIN, employees } from './employees'
import { companyLocations, namedLists } from './master-data'
import { slugify } from './slug'

/** Fixed, so a second run writes exactly what the first did. */
const SEED_TIMESTAMP = '2025-01-06T00:00:00.000Z'

/**
 * Writes the demo data. Idempotent: every row is upserted by its natural key (slug, username),
 * so it may run at every start; running it twice changes nothing.
 */
export async function seed(database: DatabaseHandle): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const [table, names] of Object.entries(namedLists) as [NamedTableName, readonly string[]][]) {
      await upsertNamed(trx, table, names)
    }
    await trx
      .insertInto('company_locations')
      .values(companyLocations.map((l) => ({ slug: slugify(l.name), name: l.name, city: l.city })))
      .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), city: eb.ref('excluded.city') })))
      .execute()
    await seedEmployees(trx)
    await seedBanners(trx)
  })
}

async function upsertNamed(trx: Transaction<Database>, table: NamedTableName, names: readonly string[]) {
  await trx
    .insertInto(table)
    .values(names.map((name) => ({ slug: slugify(name), name })))
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute()
}

async function idsBySlug(db: Kysely<Database>, table: NamedTableName | 'company_locations') {
  const rows = await db.selectFrom(table).select(['id', 'slug']).execute()
  return new Map(rows.map((r) => [r.slug, r.id]))
}

function lookup(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(slugify(name))
  if (id === undefined) throw new Error(`Seed: unknown ${what} "${name}"`)
  return id
}

async function seedEmployees(trx: Transaction<Database>) {
  const units = await idsBySlug(trx, 'business_units')
  const statuses = await idsBySlug(trx, 'employee_statuses')
  const locations = await idsBySlug(trx, 'company_locations')
  const rows = employees.map((e) => ({
    username: e.username,
    given_name: e.givenName,
    family_name: e.familyName,
    full_name: `${e.givenName} ${e.familyName}`,
    email: `${e.username}@${EMPLOYEE_EMAIL_DOMAIN}`,
    position: e.position,
    business_unit_id: lookup(units, e.businessUnit, 'business unit'),
    employee_status_id: lookup(statuses, e.status, 'employee status'),
    company_location_id: lookup(locations, e.location, 'company location'),
    profile_image: null,
    bio: e.bio,
    joined_at: e.joinedAt,
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
  }))
  // Like an HR feed, the seed owns the organisational fields. Bio and picture belong to the
  // employee once the row exists, so a restart never overwrites what they edited.
  await trx
    .insertInto('employees')
    .values(rows)
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({
        given_name: eb.ref('excluded.given_name'),
        family_name: eb.ref('excluded.family_name'),
        full_name: eb.ref('excluded.full_name'),
        email: eb.ref('excluded.email'),
        position: eb.ref('excluded.position'),
        business_unit_id: eb.ref('excluded.business_unit_id'),
        employee_status_id: eb.ref('excluded.employee_status_id'),
        company_location_id: eb.ref('excluded.company_location_id'),
      })),
    )
    .execute()
}

async function seedBanners(trx: Transaction<Database>) {
  const rows = banners.map((b) => ({
    slug: b.slug,
    title: b.title,
    subtitle: b.subtitle,
    image_url: b.imageUrl,
    link_url: b.linkUrl,
    sort_order: b.sortOrder,
    active: 1,
    starts_at: null,
    ends_at: null,
    created_at: SEED_TIMESTAMP,
    updated_at: SEED_TIMESTAMP,
  }))
  await trx
    .insertInto('banners')
    .values(rows)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        subtitle: eb.ref('excluded.subtitle'),
        image_url: eb.ref('excluded.image_url'),
        link_url: eb.ref('excluded.link_url'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute()
}
