import type { Transaction } from 'kysely'
import { addDays, jakartaDay, jakartaDayStart } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import { syncRows } from '../sync-rows'
import { PackRefusedError, type ImportContext, type KindResult, type PackIssue, type PackItem } from '../types'
import { employeesNamed, masterList, unknownEntry } from './lookups'

export interface Opening {
  title: string
  business_unit: string
  company_location: string
  employee_status: string
  summary: string
  description: string
  requirements: string
  skills: string[]
  closing_day?: string
  closes_in_days?: number
  posted_at?: string
  posted_days_ago?: number
  posted_by?: string
}

/**
 * Writes the pack's openings by key (their slug): edited ones in place, so applications and their
 * history stay with the same row; gone ones archived (decision 060). Relative days count from the
 * import's day in Jakarta, so the same pack on the same day changes nothing.
 */
export async function importOpenings(items: readonly PackItem<Opening>[], context: ImportContext): Promise<KindResult> {
  const { trx, now } = context
  const refs = await resolve(trx, items)
  const today = jakartaDay(now)
  const postedOf = (data: Opening): string | undefined => {
    if (data.posted_days_ago !== undefined) return jakartaDayStart(addDays(today, -data.posted_days_ago))
    if (data.posted_at !== undefined) return new Date(data.posted_at.length === 10 ? jakartaDayStart(data.posted_at) : data.posted_at).toISOString()
    return undefined
  }
  // New rows are numbered in the pack's order (the manifest's `order`, else key order): the demo
  // pack's keeps the ids the seed code gave, and the lists break ties in posting time by id.
  const ordered = items
  const result = await syncRows(
    'opportunities',
    ordered.map(({ key, data }) => {
      const posted = postedOf(data)
      return {
        key,
        values: {
          title: data.title,
          business_unit_id: refs.units.idOf(data.business_unit)!,
          company_location_id: refs.locations.idOf(data.company_location)!,
          employee_status_id: refs.statuses.idOf(data.employee_status)!,
          summary: data.summary,
          description: data.description,
          requirements: data.requirements,
          closing_day: data.closing_day ?? addDays(today, data.closes_in_days!),
          posted_by: data.posted_by ? refs.people.get(data.posted_by)! : null,
          // Without a posting time a new opening is posted now, and an edited one keeps its own.
          ...(posted ? { created_at: posted } : {}),
        },
        onInsert: { created_at: posted ?? now },
        onWrite: { updated_at: now },
      }
    }),
    context,
  )
  for (const { key, data } of ordered) {
    const id = result.ids.get(key)!
    const wanted = data.skills.map((ref) => refs.skills.idOf(ref)!)
    const stored = (await trx.selectFrom('opportunity_skills').select('skill_id').where('opportunity_id', '=', id).orderBy('position').execute()).map((r) => Number(r.skill_id))
    if (stored.join() === wanted.join()) continue
    await trx.deleteFrom('opportunity_skills').where('opportunity_id', '=', id).execute()
    if (wanted.length > 0) await trx.insertInto('opportunity_skills').values(wanted.map((skill_id, i) => ({ opportunity_id: id, skill_id, position: i + 1 }))).execute()
    if (!result.added.includes(key) && !result.changed.includes(key)) {
      await trx.updateTable('opportunities').set({ updated_at: now }).where('id', '=', id).execute()
      result.changed.push(key)
      result.unchanged -= 1
    }
  }
  const { ids: _ids, ...report } = result
  return report
}

/** The master-list entries and people the openings name, read in the import's transaction; any missing refuses the pack. */
async function resolve(trx: Transaction<Database>, items: readonly PackItem<Opening>[]) {
  // One after another: a transaction is one connection.
  const units = await masterList(trx, 'business_units')
  const locations = await masterList(trx, 'company_locations')
  const statuses = await masterList(trx, 'employee_statuses')
  const skills = await masterList(trx, 'growth_path_skills')
  const people = await employeesNamed(trx, items.flatMap((item) => (item.data.posted_by ? [item.data.posted_by] : [])))
  const issues: PackIssue[] = []
  for (const { file, data } of items) {
    const want = (path: string, what: string, list: typeof units, value: string) => {
      if (list.idOf(value) === undefined) issues.push({ file, path, message: unknownEntry(what, value, list.keys) })
    }
    want('business_unit', 'unit bisnis', units, data.business_unit)
    want('company_location', 'lokasi', locations, data.company_location)
    want('employee_status', 'status karyawan', statuses, data.employee_status)
    data.skills.forEach((skill, i) => want(`skills.${i}`, 'keahlian', skills, skill))
    if (data.posted_by && !people.has(data.posted_by)) issues.push({ file, path: 'posted_by', message: `karyawan dengan username '${data.posted_by}' tidak ada` })
  }
  if (issues.length > 0) throw new PackRefusedError(issues.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path)))
  return { units, locations, statuses, skills, people }
}
