import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema'
import { slugify } from './slug'
import { demoCvPdf } from './demo-cv'
import { categorySkills, seedApplications } from './opportunity-data'

const DAY = 86_400_000

/** The value, or a seed error saying what is missing. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: ${what}`)
  return value
}

/** The file-store name of a demo application's CV. */
export const cvStoredName = (username: string, opening: string) => `seed-${slugify(username)}-${opening}`.slice(0, 80) + '.pdf'

/**
 * Which skills each learning category teaches (kept as the mapping says at every start), then the
 * demo applications with their history, relative to `now`, to the demo pack's openings found by
 * key: seeded once (while no application exists, so what people did since stays as it is). An
 * opening a company's pack replaced (missing or archived), or a missing applicant, is skipped.
 * Every step but withdrawing is the opening's poster's (its unit's HR account), else the applicant's.
 */
export async function seedOpportunityApplications(trx: Transaction<Database>, now: Date): Promise<void> {
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

  if (await trx.selectFrom('opportunity_applications').select('id').limit(1).executeTakeFirst()) return
  const openings = new Map(
    (
      await trx
        .selectFrom('opportunities')
        .select(['id', 'slug', 'posted_by'])
        .where('slug', 'in', [...new Set(seedApplications.map((a) => a.opening))])
        .where('archived_at', 'is', null)
        .execute()
    ).map((o) => [o.slug, { id: Number(o.id), hr: o.posted_by === null ? null : Number(o.posted_by) }]),
  )
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [e.username, Number(e.id)]))
  const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * DAY + hour * 3_600_000).toISOString()

  const people = await demoApplicants(trx)
  for (const a of seedApplications) {
    const opening = openings.get(a.opening)
    const applicant = employees.get(a.username)
    const person = people.get(a.username)
    if (!opening || applicant === undefined || !person) continue
    const last = a.steps.at(-1)
    const status = last?.status ?? 'terkirim'
    const appliedAt = at(a.appliedDaysAgo, 2)
    const changedAt = last ? at(a.appliedDaysAgo - last.afterDays, 5) : appliedAt
    const { id } = await trx
      .insertInto('opportunity_applications')
      .values({
        opportunity_id: opening.id,
        employee_id: applicant,
        status,
        motivation: a.motivation,
        cv_name: `CV ${person.name}.pdf`,
        cv_stored: cvStoredName(a.username, a.opening),
        cv_kind: 'pdf',
        cv_size: demoCvPdf(demoCvOf(person, a.cvLines)).length,
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
          actor_id: step.status === 'ditarik' || opening.hr === null ? applicant : opening.hr,
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

/** The demo applicants' names, positions and units, for their CVs. */
export async function demoApplicants(db: Kysely<Database>): Promise<Map<string, Person>> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .select(['e.username', 'e.full_name', 'e.position', 'bu.name as unit'])
    .where('e.username', 'in', [...new Set(seedApplications.map((a) => a.username))])
    .execute()
  return new Map(rows.map((r) => [r.username, { name: r.full_name, position: r.position, unit: r.unit }]))
}

export const demoCvOf = (person: Person, lines: readonly string[]) => ({ ...person, lines })
