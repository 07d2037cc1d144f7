import { sql, type Kysely } from 'kysely'
import type { Enrolment, PackageCard, PackageContents, PackageDetail } from '../../../src/contract/learning-package'
import type { Database } from '../../db/schema'
import { filterConditions, sortTerms, toCard, type ListFilters, type ListPage } from '../../db/repositories/learning-card'
import { packageProgressQuery, toPackageProgress } from '../../db/repositories/progress-repository'
import { literalLimit } from '../../db/literal-limit'

type ListQuery = ListPage & ListFilters & { slug?: string | undefined }

/** Cards of course packages: category, instructor, material count, total length, participants. */
export function packageCardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('course_packages as cp')
    .innerJoin('learning_categories as c', 'c.id', 'cp.category_id')
    .leftJoin('instructors as i', 'i.id', 'cp.instructor_id')
    .select((eb) => [
      'cp.id',
      'cp.slug',
      'cp.title',
      'cp.description',
      'cp.thumbnail_url',
      'cp.published_at',
      'c.id as category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'i.id as instructor_id',
      'i.name as instructor_name',
      'i.position as instructor_position',
      'i.photo_url as instructor_photo_url',
      eb.selectFrom('course_materials as m').select((e) => e.fn.sum<number>('m.duration_s').as('d')).whereRef('m.package_id', '=', 'cp.id').where('m.archived_at', 'is', null).as('duration_s'),
      eb.selectFrom('course_materials as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.package_id', '=', 'cp.id').where('m.archived_at', 'is', null).as('material_count'),
      // Enrolment is the package_progress row, so this counts enrolled users.
      eb.selectFrom('package_progress as pp').select((e) => e.fn.countAll<number>().as('n')).whereRef('pp.package_id', '=', 'cp.id').as('participants'),
    ])
}

type PackageCardRow = Awaited<ReturnType<ReturnType<typeof packageCardQuery>['executeTakeFirstOrThrow']>>

export function toPackageCard(row: PackageCardRow): PackageCard {
  return { ...toCard('package', row), material_count: Number(row.material_count ?? 0) }
}

export async function listPackages(db: Kysely<Database>, query: ListQuery): Promise<{ items: PackageCard[]; total: number }> {
  const conditions = filterConditions('cp', query)
  // A package a content pack archived leaves the lists and search; its own page still answers.
  conditions.push(sql<boolean>`cp.archived_at is null`)
  // The one package a plain /learning/course/{slug} names.
  if (query.slug !== undefined) conditions.push(sql<boolean>`cp.slug = ${query.slug}`)
  let counted = db.selectFrom('course_packages as cp').select((eb) => eb.fn.countAll<number>().as('total'))
  let rows = packageCardQuery(db)
  for (const condition of conditions) {
    counted = counted.where(condition)
    rows = rows.where(condition)
  }
  const { total } = await counted.executeTakeFirstOrThrow()
  let ordered = rows
  for (const [term, direction] of sortTerms(query.sort, { date: 'cp.published_at', popular: 'participants', title: 'cp.title', id: 'cp.id' })) ordered = ordered.orderBy(term, direction)
  const items = await ordered
    .limit(literalLimit(query.limit))
    .offset((query.page - 1) * query.limit)
    .execute()
  return { items: items.map(toPackageCard), total: Number(total) }
}

/** The user's enrolment (their package_progress row) in a package, or undefined. */
export async function findEnrolment(db: Kysely<Database>, employeeId: number, packageId: number): Promise<Enrolment | undefined> {
  const row = await packageProgressQuery(db, employeeId).select('pp.started_at').where('pp.package_id', '=', packageId).executeTakeFirst()
  return row ? { ...toPackageProgress(row), started_at: row.started_at } : undefined
}

async function firstMaterialId(db: Kysely<Database>, packageId: number): Promise<number | null> {
  const row = await db.selectFrom('course_materials').select('id').where('package_id', '=', packageId).where('archived_at', 'is', null).orderBy('position').limit(1).executeTakeFirst()
  return row?.id ?? null
}

export async function findPackageDetail(db: Kysely<Database>, packageId: number, employeeId: number | null): Promise<PackageDetail | undefined> {
  const row = await packageCardQuery(db).where('cp.id', '=', packageId).executeTakeFirst()
  if (!row) return undefined
  const enrolment = employeeId === null ? undefined : await findEnrolment(db, employeeId, packageId)
  return {
    ...toPackageCard(row),
    description: row.description,
    enrolled: employeeId === null ? null : enrolment !== undefined,
    progress: enrolment ?? null,
    currentCourseMaterialID: (await currentMaterialId(db, enrolment)) ?? (await firstMaterialId(db, packageId)),
  }
}

/** The enrolment's resume point, unless a content pack has since removed that material from the package. */
async function currentMaterialId(db: Kysely<Database>, enrolment: Enrolment | undefined): Promise<number | null> {
  const id = enrolment?.current_course_material_id ?? null
  if (id === null) return null
  const row = await db.selectFrom('course_materials').select('id').where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst()
  return row?.id ?? null
}

export function packageExists(db: Kysely<Database>, packageId: number) {
  return db.selectFrom('course_packages').select('id').where('id', '=', packageId).executeTakeFirst()
}

/**
 * The materials in order. `requestedCurrent` (the spec's currentCourseMaterialID) marks the
 * current one; without it the user's resume point, else the first. Undefined when
 * `requestedCurrent` is not a material of this package.
 */
export async function packageContents(
  db: Kysely<Database>,
  packageId: number,
  employeeId: number | null,
  requestedCurrent: number | undefined,
): Promise<PackageContents | undefined> {
  const rows = await db
    .selectFrom('course_materials as m')
    .leftJoin('videos as v', 'v.id', 'm.video_id')
    // A visitor matches no progress row (employee ids start at 1).
    .leftJoin('material_progress as p', (join) => join.onRef('p.course_material_id', '=', 'm.id').on('p.employee_id', '=', employeeId ?? 0))
    .select(['m.id', 'm.position', 'm.title', 'm.kind', 'm.duration_s', 'm.video_id', 'm.body', 'v.video_url', 'p.position_s', 'p.completed_at', 'p.employee_id'])
    // A video material without a quiz of its own offers its video's quiz (migration 0008).
    .select((eb) => eb.fn.coalesce('m.quiz_id', 'v.quiz_id').as('quiz_id'))
    .where('m.package_id', '=', packageId)
    // A material a content pack removed from the package is no longer shown; its progress rows stay.
    .where('m.archived_at', 'is', null)
    .orderBy('m.position')
    .execute()
  if (requestedCurrent !== undefined && !rows.some((r) => r.id === requestedCurrent)) return undefined
  const enrolment = employeeId === null ? undefined : await findEnrolment(db, employeeId, packageId)
  const resume = rows.some((r) => r.id === enrolment?.current_course_material_id) ? enrolment!.current_course_material_id : null
  const current = requestedCurrent ?? resume ?? rows[0]?.id ?? null
  return {
    package_id: packageId,
    currentCourseMaterialID: current,
    materials: rows.map((r) => ({
      id: r.id,
      position: r.position,
      title: r.title,
      kind: r.kind,
      duration_s: r.duration_s,
      video_id: r.video_id,
      video_url: r.kind === 'video' ? (r.video_url ?? null) : null,
      body: r.kind === 'article' ? (r.body ?? '') : null,
      quiz_id: r.quiz_id ?? null,
      is_current: r.id === current,
      progress: r.employee_id === null ? null : { position_s: r.position_s ?? 0, completed: r.completed_at !== null, completed_at: r.completed_at ?? null },
    })),
  }
}

/**
 * Enrols: creates the user's package_progress row (resuming at the first material) unless one
 * exists — from an earlier enrolment or from a progress write, which enrols on first use too.
 */
export async function enrol(db: Kysely<Database>, employeeId: number, packageId: number, now: string): Promise<Enrolment> {
  const first = await firstMaterialId(db, packageId)
  await db
    .insertInto('package_progress')
    .values({ employee_id: employeeId, package_id: packageId, current_course_material_id: first, completed_at: null, started_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['employee_id', 'package_id']).doNothing())
    .execute()
  const enrolment = await findEnrolment(db, employeeId, packageId)
  if (!enrolment) throw new Error(`enrolment of ${employeeId} in ${packageId} vanished`)
  return enrolment
}

