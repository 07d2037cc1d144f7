import type { Kysely, Transaction } from 'kysely'
import { importDemoContent } from '../../content/demo'
import type { DatabaseHandle } from '../database'
import type { Database } from '../schema'
import type { NamedTableName } from '../schema/master'
import { hashPassword, verifyPassword } from '../../auth/password'
import { seedProfileRecords } from '../../features/profile/seed'
import { seedProfileAccounts } from '../../features/profile/seed-account'
import { seedDiscoveryRecords } from '../../features/discovery/seed'
import { seedGrowthPaths } from '../../features/growth-path/seed'
import { seedInstructors } from '../../features/learning/seed'
import { seedLearningHistory } from '../../features/learning/seed-history'
import { EMPLOYEE_EMAIL_DOMAIN, employees } from './employees'
import { companyLocations, namedLists } from '../../features/master/seed'
import { notificationsFor } from '../../features/notification/seed'
import { seedInterests } from '../../features/personalization/seed'
import { slugify } from './slug'
import { seedVideoComments } from './video-comments'
import { seedVideoViews } from './video-views'
import { seedInclassRegistrations } from './inclass-registrations'
import { seedMentorSessions } from './mentor-sessions'
import { seedOpportunityApplications } from './opportunity-applications'
import { seedOpportunityFiles } from '../../features/opportunity/seed-files'

/** Fixed, so a second run writes exactly what the first did. */
const SEED_TIMESTAMP = '2025-01-06T00:00:00.000Z'

export interface SeedOptions {
  /** Password every seeded employee signs in with (config.oidc.demoPassword); unset: left as is. */
  demoPassword?: string
  /** True: the demo files (the demo applications' CVs) go into the file store too; unset: no files are written. */
  files?: boolean
}

/**
 * Writes the demo data, in three steps. Idempotent: every row is upserted by its natural key
 * (slug, username), so it may run at every start; running it twice changes nothing.
 * 1. The organisation, which is not pack content: master lists, company locations, employees and
 *    their roles, and the instructors the demo videos name.
 * 2. The demo pack, content/demo (decision 052): banners, help center, videos with their media,
 *    quizzes, course packages, channels, catalogues, in-class events, mentors and openings.
 *    Imported by the code an `npm run content -- import` runs.
 * 3. The content still in seed code (growth paths), which finds the pack's items by key, and the
 *    demo activity (progress, history, registrations, bookings, applications, notifications,
 *    view counts, comments).
 */
export async function seed(database: DatabaseHandle, options: SeedOptions = {}): Promise<void> {
  await seedOrganisation(database)
  // Its videos name learning categories, catalogue filters and instructors (step 1).
  await importDemoContent(database)
  await database.db.transaction().execute(async (trx) => {
    await seedNotifications(trx)
    await seedVideoViews(trx)
    // Relative to now: registrations for the pack's events (moved to today's place) and the
    // history of the past weeks (see those files).
    await seedInclassRegistrations(trx, new Date())
    await seedLearningHistory(trx, new Date())
    // After videos, packages and in-class events: growth path items link to them by slug.
    await seedGrowthPaths(trx, new Date())
    // With the pack's mentors, relative to now, seeded once.
    await seedMentorSessions(trx, new Date())
    // Learning categories teach growth-path skills; demo employees applied to the pack's
    // openings. Relative to now, seeded once.
    await seedOpportunityApplications(trx, new Date())
    await seedVideoComments(trx)
    await seedProfileRecords(trx)
    // After the employees and the master skills: competency results, listed skills.
    await seedProfileAccounts(trx)
    // Colleagues' records for the Discovery feed (added days before now).
    await seedDiscoveryRecords(trx, new Date())
    await seedInterests(trx, SEED_TIMESTAMP)
  })
  if (options.demoPassword !== undefined) await seedPasswords(database.db, options.demoPassword)
  if (options.files) await seedOpportunityFiles(database.db)
}

/**
 * Step 1 of the seed: what a company has before any content (the lists a pack's items name by
 * key, the employees a pack names by username). Also what an empty database needs to import a
 * pack exported from the demo (tests/server/content/import.test.ts).
 */
export async function seedOrganisation(database: DatabaseHandle): Promise<void> {
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
    await seedInstructors(trx)
  })
}

/**
 * Gives each seeded employee the demo password. A hash that already verifies is kept (hashing is
 * slow on purpose); the checks run in parallel on libuv's thread pool, so a start stays quick.
 */
async function seedPasswords(db: Kysely<Database>, password: string) {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'password_hash'])
    .where('username', 'in', employees.map((e) => e.username))
    .execute()
  await Promise.all(
    rows.map(async (row) => {
      if (await verifyPassword(password, row.password_hash)) return
      await db.updateTable('employees').set({ password_hash: await hashPassword(password) }).where('id', '=', row.id).execute()
    }),
  )
}

/** Only for employees who have none yet, so what a user read (or was sent since) stays as it is. */
async function seedNotifications(trx: Transaction<Database>) {
  const ids = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id]))
  const having = new Set(
    (await trx.selectFrom('notifications').select('employee_id').distinct().execute()).map((r) => r.employee_id),
  )
  const now = Date.now()
  const rows = employees.flatMap((employee, index) => {
    const employeeId = ids.get(employee.username)
    if (employeeId === undefined || having.has(employeeId)) return []
    return notificationsFor(employee.username, index).map(({ notification, read }) => {
      const createdAt = now - notification.hoursAgo * 3_600_000
      return {
        employee_id: employeeId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link_url: notification.linkUrl,
        read_at: read ? new Date(createdAt + 3_600_000).toISOString() : null,
        created_at: new Date(createdAt).toISOString(),
      }
    })
  })
  if (rows.length > 0) await trx.insertInto('notifications').values(rows).execute()
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
  // The embedded provider's roles (its `roles` claim): added, never taken away by a restart.
  const ids = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id]))
  const roles = employees.flatMap((e) => (e.roles ?? []).map((role) => ({ employee_id: ids.get(e.username)!, role })))
  if (roles.length > 0) await trx.insertInto('employee_roles').values(roles).onConflict((oc) => oc.columns(['employee_id', 'role']).doNothing()).execute()
}
