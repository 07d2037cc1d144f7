import type { Transaction } from 'kysely'
import { addDays } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'

// The profile's demo data: the competency assessments with dated results for every employee, and
// the skills a few demo employees list. Seeded once per employee (what a user changed stays).

export const competencySeeds = [
  {
    slug: 'komunikasi',
    name: 'Komunikasi',
    description: 'Menyampaikan gagasan dengan jelas, lisan maupun tulisan, dan mendengarkan secara aktif.',
  },
  {
    slug: 'kepemimpinan',
    name: 'Kepemimpinan',
    description: 'Mengarahkan dan menggerakkan tim untuk mencapai tujuan bersama.',
  },
  {
    slug: 'analisis-masalah',
    name: 'Analisis Masalah',
    description: 'Mengurai masalah, menimbang data, dan memilih jalan keluar yang tepat.',
  },
  {
    slug: 'kerja-sama',
    name: 'Kerja Sama',
    description: 'Bekerja bersama lintas fungsi dan membangun kepercayaan.',
  },
] as const

const assessors = ['Tim Asesmen SDM', 'Pusat Asesmen Grup', 'Atasan Langsung']

/** Scores of employee `index` in competency `c`, oldest first: a start and small steps, 40–95. */
export function seededScores(index: number, c: number): number[] {
  const start = 48 + ((index * 7 + c * 11) % 25)
  return [0, 1, 2, 3].map((step) => Math.min(95, start + step * (3 + ((index + c + step) % 5))))
}

/** Four results six months apart, the last one ~2 months before the seed's first day. */
const ASSESSED_FROM = '2023-03-15'

const skillSeeds: Record<string, string[]> = {
  'budi.santoso': ['Komunikasi Efektif', 'Kecerdasan Emosional', 'Manajemen Perubahan'],
  'sari.wulandari': ['Literasi Data', 'Pemecahan Masalah', 'Berpikir Strategis'],
}

export async function seedProfileAccounts(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('competencies')
    .values(competencySeeds.map((c, i) => ({ ...c, position: i + 1 })))
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute()
  const competencies = await trx.selectFrom('competencies').select(['id', 'slug']).orderBy('position').execute()
  const employees = await trx.selectFrom('employees').select(['id', 'username']).orderBy('id').execute()

  const assessed = new Set((await trx.selectFrom('assessment_results').select('employee_id').distinct().execute()).map((r) => r.employee_id))
  const results = employees
    .filter((e) => !assessed.has(e.id))
    .flatMap((e) =>
      // Three of the four competencies each (which three depends on the employee).
      competencies
        .filter((_, c) => c !== e.id % competencies.length)
        .flatMap((competency, c) =>
          seededScores(e.id, c).map((score, step) => ({
            employee_id: e.id,
            competency_id: competency.id,
            score,
            assessed_on: addDays(ASSESSED_FROM, step * 182 + ((e.id * 3 + c) % 20)),
            assessor: assessors[(e.id + c + step) % assessors.length]!,
          })),
        ),
    )
  for (let i = 0; i < results.length; i += 200)
    await trx
      .insertInto('assessment_results')
      .values(results.slice(i, i + 200))
      .execute()

  const skills = new Map((await trx.selectFrom('growth_path_skills').select(['id', 'name']).execute()).map((s) => [s.name, s.id]))
  const listing = new Set((await trx.selectFrom('employee_skills').select('employee_id').distinct().execute()).map((r) => r.employee_id))
  const skillRows = employees
    .filter((e) => !listing.has(e.id) && skillSeeds[e.username])
    .flatMap((e) =>
      skillSeeds[e.username]!.flatMap((name, i) =>
        skills.has(name)
          ? [
              {
                employee_id: e.id,
                skill_id: skills.get(name)!,
                position: i + 1,
              },
            ]
          : [],
      ),
    )
  if (skillRows.length > 0) await trx.insertInto('employee_skills').values(skillRows).execute()
}
