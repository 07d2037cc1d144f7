import type { Kysely, Transaction } from 'kysely'
import { addDays, jakartaDay } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'
import { writeSeedCv } from './cv-files'
import { demoCvPdf } from './seed-cv'
import { categorySkills, descriptionOf, postersByUnit, requirementsOf, seedApplications, seedOpenings } from './seed-content'

const DAY = 86_400_000

/** The value, or a seed error saying what is missing. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: ${what}`)
  return value
}

const cvStoredName = (username: string, opening: string) => `seed-${slugify(username)}-${opening}`.slice(0, 80) + '.pdf'

/**
 * Which skills each learning category teaches (kept as the mapping says at every start), then the
 * demo openings with their skills and the demo applications with their history, relative to
 * `now`: seeded once (an existing opportunities table is left as it is, with what users did).
 */
export async function seedOpportunities(trx: Transaction<Database>, now: Date): Promise<void> {
  const skills = new Map((await trx.selectFrom('growth_path_skills').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]))
  const skillId = (name: string) => need(skills.get(slugify(name)), `opportunity seed: unknown skill ${name}`)
  const categories = new Map((await trx.selectFrom('learning_categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]))
  const mapping = Object.entries(categorySkills).flatMap(([category, names]) =>
    names.map((name) => ({ category_id: need(categories.get(slugify(category)), `opportunity seed: unknown category ${category}`), skill_id: skillId(name) })),
  )
  await trx
    .insertInto('learning_category_skills')
    .values(mapping)
    .onConflict((oc) => oc.columns(['category_id', 'skill_id']).doNothing())
    .execute()

  if (await trx.selectFrom('opportunities').select('id').limit(1).executeTakeFirst()) return
  const idsOf = async (table: 'business_units' | 'company_locations' | 'employee_statuses') =>
    new Map((await trx.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const [units, locations, statuses] = await Promise.all([idsOf('business_units'), idsOf('company_locations'), idsOf('employee_statuses')])
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [e.username, e.id]))
  const employeeId = (username: string) => need(employees.get(username), `opportunity seed: unknown employee ${username}`)
  const today = jakartaDay(now)
  const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * DAY + hour * 3_600_000).toISOString()

  const openings = new Map<string, { id: number; unit: string }>()
  for (const o of seedOpenings) {
    const poster = postersByUnit[o.unit]
    const { id } = await trx
      .insertInto('opportunities')
      .values({
        slug: o.slug,
        title: o.title,
        business_unit_id: need(units.get(slugify(o.unit)), `opportunity seed: unknown unit ${o.unit}`),
        company_location_id: need(locations.get(slugify(o.location)), `opportunity seed: unknown location ${o.location}`),
        employee_status_id: need(statuses.get(slugify(o.status)), `opportunity seed: unknown status ${o.status}`),
        summary: o.summary,
        description: descriptionOf(o),
        requirements: requirementsOf(o),
        closing_day: addDays(today, o.closesInDays),
        posted_by: poster ? employeeId(poster) : null,
        created_at: at(o.postedDaysAgo),
        updated_at: at(o.postedDaysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    openings.set(o.slug, { id, unit: o.unit })
    await trx
      .insertInto('opportunity_skills')
      .values(o.skills.map((name, i) => ({ opportunity_id: id, skill_id: skillId(name), position: i + 1 })))
      .execute()
  }

  const people = await demoApplicants(trx)
  for (const a of seedApplications) {
    const opening = need(openings.get(a.opening), `opportunity seed: unknown opening ${a.opening}`)
    const applicant = employeeId(a.username)
    const hr = postersByUnit[opening.unit]
    const last = a.steps.at(-1)
    const status = last?.status ?? 'terkirim'
    const appliedAt = at(a.appliedDaysAgo, 2)
    const changedAt = last ? at(a.appliedDaysAgo - last.afterDays, 5) : appliedAt
    const stored = cvStoredName(a.username, a.opening)
    const { id } = await trx
      .insertInto('opportunity_applications')
      .values({
        opportunity_id: opening.id,
        employee_id: applicant,
        status,
        motivation: a.motivation,
        cv_name: `CV ${need(people.get(a.username), `opportunity seed: no name for ${a.username}`).name}.pdf`,
        cv_stored: stored,
        cv_kind: 'pdf',
        cv_size: demoCvPdf(demoCvOf(people.get(a.username)!, a.cvLines)).length,
        created_at: appliedAt,
        updated_at: changedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('opportunity_application_events')
      .values([
        { application_id: id, status: 'terkirim', note: null, actor_id: applicant, created_at: appliedAt },
        ...a.steps.map((step) => ({
          application_id: id,
          status: step.status,
          note: step.note ?? null,
          // Withdrawing is the applicant's; every other step is the unit's HR's.
          actor_id: step.status === 'ditarik' || !hr ? applicant : employeeId(hr),
          created_at: at(a.appliedDaysAgo - step.afterDays, 5),
        })),
      ])
      .execute()
  }
}

interface Person {
  name: string
  position: string | null
  unit: string | null
}

async function demoApplicants(db: Kysely<Database>): Promise<Map<string, Person>> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .select(['e.username', 'e.full_name', 'e.position', 'bu.name as unit'])
    .where('e.username', 'in', [...new Set(seedApplications.map((a) => a.username))])
    .execute()
  return new Map(rows.map((r) => [r.username, { name: r.full_name, position: r.position, unit: r.unit }]))
}

const demoCvOf = (person: Person, lines: readonly string[]) => ({ ...person, lines })

/**
 * Stores the demo applications' CV files in the file store (once: an existing file stays). Called
 * after the seed's transaction, when the caller asks for files.
 */
export async function seedOpportunityFiles(db: Kysely<Database>): Promise<void> {
  const people = await demoApplicants(db)
  for (const a of seedApplications) {
    const person = people.get(a.username)
    if (person) await writeSeedCv(db, cvStoredName(a.username, a.opening), demoCvPdf(demoCvOf(person, a.cvLines)))
  }
}
