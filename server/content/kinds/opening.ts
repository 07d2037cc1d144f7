import * as z from 'zod/mini'
import { opportunityCardSchema } from '../../../src/contract/opportunity'
import { isCalendarDay } from '../../../src/shared/dates'
import { slugify } from '../../db/seed/slug'
import { richTextProblems } from '../rich-text'
import type { ContentKind } from '../types'
import { importOpenings, type Opening } from './opening-import'

const ref = z.string().check(z.minLength(1), z.maxLength(120))
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'tulis tanggal sebagai YYYY-MM-DD', abort: true }),
  z.refine(isCalendarDay, 'tanggal tidak ada di kalender'),
)

/**
 * An internal job opening (`openings/<key>.yaml`, decision 060); the key is the page's slug.
 * Unit, location and employee status from the master lists (key or name), required skills from the
 * growth-path skills in the order shown, `description` and `requirements` rich text within the
 * spec's allow-list. The last day to apply is a date (`closing_day`) or, for a pack that must
 * stay current (the demo), `closes_in_days` from the day of the import; `posted_at` likewise.
 */
const schema = z.strictObject({
  title: z.string().check(z.minLength(1), z.maxLength(160)),
  business_unit: ref,
  company_location: ref,
  employee_status: ref,
  summary: opportunityCardSchema.shape.summary.check(z.minLength(1), z.maxLength(300)),
  description: z.string().check(z.minLength(1), z.maxLength(50_000)),
  requirements: z.string().check(z.minLength(1), z.maxLength(50_000)),
  skills: z.array(ref).check(z.maxLength(12)),
  closing_day: z.optional(day),
  closes_in_days: z.optional(z.int().check(z.minimum(-3650), z.maximum(3650))),
  posted_at: z.optional(z.union([z.iso.datetime({ offset: true }), z.iso.date()])),
  posted_days_ago: z.optional(z.int().check(z.minimum(0), z.maximum(3650))),
  /** The HR employee shown as who posted it, by username. */
  posted_by: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
}) satisfies z.ZodMiniType<Opening>

export const openingKind: ContentKind<Opening> = {
  name: 'opening',
  folder: 'openings',
  schema,
  check(opening) {
    const problems = [
      ...richTextProblems(opening.description).map((message) => ({ path: 'description', message })),
      ...richTextProblems(opening.requirements).map((message) => ({ path: 'requirements', message })),
    ]
    if ((opening.closing_day === undefined) === (opening.closes_in_days === undefined)) {
      problems.push({ path: 'closing_day', message: 'tulis tepat satu: closing_day (tanggal, YYYY-MM-DD) atau closes_in_days (jumlah hari dari hari impor)' })
    }
    if (opening.posted_at !== undefined && opening.posted_days_ago !== undefined) {
      problems.push({ path: 'posted_at', message: 'tulis salah satu saja: posted_at atau posted_days_ago' })
    }
    const seen = new Map<string, number>()
    opening.skills.forEach((skill, i) => {
      const first = seen.get(slugify(skill))
      if (first !== undefined) problems.push({ path: `skills.${i}`, message: `keahlian '${skill}' sudah tertulis (skills.${first})` })
      else seen.set(slugify(skill), i)
    })
    return problems
  },
  importItems: importOpenings,
  async exportItems(trx) {
    const rows = await trx
      .selectFrom('opportunities as o')
      .innerJoin('business_units as bu', 'bu.id', 'o.business_unit_id')
      .innerJoin('company_locations as cl', 'cl.id', 'o.company_location_id')
      .innerJoin('employee_statuses as es', 'es.id', 'o.employee_status_id')
      .leftJoin('employees as p', 'p.id', 'o.posted_by')
      .select(['o.id', 'o.slug', 'o.title', 'o.summary', 'o.description', 'o.requirements', 'o.closing_day', 'o.created_at'])
      .select(['bu.slug as unit', 'cl.slug as location', 'es.slug as status', 'p.username as poster'])
      .where('o.archived_at', 'is', null)
      .orderBy('o.slug')
      .execute()
    if (rows.length === 0) return []
    const skills = await trx
      .selectFrom('opportunity_skills as os')
      .innerJoin('growth_path_skills as s', 's.id', 'os.skill_id')
      .select(['os.opportunity_id', 's.slug'])
      .where(
        'os.opportunity_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('os.position')
      .execute()
    return rows.map((row) => ({
      key: row.slug,
      data: {
        title: row.title,
        business_unit: row.unit,
        company_location: row.location,
        employee_status: row.status,
        summary: row.summary,
        description: row.description,
        requirements: row.requirements,
        skills: skills.filter((s) => s.opportunity_id === row.id).map((s) => s.slug),
        closing_day: row.closing_day,
        posted_at: row.created_at,
        ...(row.poster ? { posted_by: row.poster } : {}),
      },
    }))
  },
}
