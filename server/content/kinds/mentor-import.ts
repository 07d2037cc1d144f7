import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { PackRefusedError, type ImportContext, type KindResult, type PackIssue, type PackItem } from '../types'
import { employeesNamed, masterList, unknownEntry } from './lookups'

export interface Mentor {
  username: string
  headline: string
  bio: string
  expertise: string[]
  hours: { weekday: number; from_hour: number; to_hour: number }[]
  days_off?: string[]
  status?: 'active' | 'paused'
}

interface Stored {
  id: number
  slug: string | null
  employee_id: number
  headline: string
  bio: string
  status: string
  archived_at: string | null
}

/**
 * Writes the pack's mentors (decision 059). A person has one mentor profile, so a row is found by
 * its employee: a key renamed, or a mentor who joined in the app and is now in the pack, keeps
 * their row and the sessions booked with them. Pack mentors the pack no longer names are archived;
 * mentors who joined in the app (no key) are never touched unless the pack names them.
 */
export async function importMentors(items: readonly PackItem<Mentor>[], { trx, now }: ImportContext): Promise<KindResult> {
  const { employees, skills } = await resolve(trx, items)
  const stored = (await trx.selectFrom('mentors').select(['id', 'slug', 'employee_id', 'headline', 'bio', 'status', 'archived_at']).execute()).map(
    (r) => ({ ...r, id: Number(r.id), employee_id: Number(r.employee_id) }) as Stored,
  )
  const byEmployee = new Map(stored.map((r) => [r.employee_id, r]))
  const named = new Set(items.map((item) => employees.get(item.data.username)!))
  const result: KindResult = { added: [], changed: [], archived: [], unchanged: 0 }

  // Keys move between rows only through null: a swap of two keys never meets the unique index.
  const keyOf = new Map(items.map((item) => [employees.get(item.data.username)!, item.key]))
  const packKeys = new Set(items.map((item) => item.key))
  for (const row of stored) {
    const next = keyOf.get(row.employee_id)
    if (row.slug !== null && next !== row.slug && (next !== undefined || packKeys.has(row.slug))) {
      await trx.updateTable('mentors').set({ slug: null }).where('id', '=', row.id).execute()
    }
  }

  for (const { key, data } of items) {
    const employeeId = employees.get(data.username)!
    const row = byEmployee.get(employeeId)
    const skillIds = [...new Set(data.expertise.map((ref) => skills.idOf(ref)!))].sort((a, b) => a - b)
    if (!row) {
      const { id } = await trx
        .insertInto('mentors')
        .values({ employee_id: employeeId, slug: key, headline: data.headline, bio: data.bio, status: data.status ?? 'active', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await writeDetails(trx, Number(id), data, skillIds, true)
      result.added.push(key)
      continue
    }
    const status = data.status ?? row.status
    const fieldsDiffer = row.slug !== key || row.archived_at !== null || row.headline !== data.headline || row.bio !== data.bio || row.status !== status
    const detailsDiffer = await writeDetails(trx, row.id, data, skillIds, false)
    if (!fieldsDiffer && !detailsDiffer) {
      result.unchanged += 1
      continue
    }
    await trx.updateTable('mentors').set({ slug: key, headline: data.headline, bio: data.bio, status, archived_at: null, updated_at: now }).where('id', '=', row.id).execute()
    result.changed.push(key)
  }

  const gone = stored.filter((row) => row.slug !== null && row.archived_at === null && !named.has(row.employee_id))
  if (gone.length > 0) {
    await trx.updateTable('mentors').set({ archived_at: now }).where('id', 'in', gone.map((row) => row.id)).execute()
    result.archived.push(...gone.map((row) => row.slug!))
  }
  return result
}

/**
 * The people and skills the mentors name, read in the import's transaction: an employee removed
 * since the pack was read refuses it here, with the file and field, and nothing is written.
 */
async function resolve(trx: Transaction<Database>, items: readonly PackItem<Mentor>[]) {
  const employees = await employeesNamed(trx, items.map((item) => item.data.username))
  const skills = await masterList(trx, 'growth_path_skills')
  const issues: PackIssue[] = []
  const firstFile = new Map<string, string>()
  for (const { file, data } of items) {
    if (!employees.has(data.username)) issues.push({ file, path: 'username', message: `karyawan dengan username '${data.username}' tidak ada` })
    const first = firstFile.get(data.username)
    if (first) issues.push({ file, path: 'username', message: `karyawan '${data.username}' sudah menjadi mentor di ${first}: satu orang satu profil mentor` })
    else firstFile.set(data.username, file)
    data.expertise.forEach((ref, i) => {
      if (skills.idOf(ref) === undefined) issues.push({ file, path: `expertise.${i}`, message: unknownEntry('keahlian', ref, skills.keys) })
    })
  }
  if (issues.length > 0) throw new PackRefusedError(issues.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path)))
  return { employees, skills }
}

/**
 * Makes the mentor's skills, hours and (when the pack gives them) days off what the pack says;
 * on a stored mentor only what differs is rewritten. Answers whether anything differed.
 */
async function writeDetails(trx: Transaction<Database>, mentorId: number, data: Mentor, skillIds: number[], fresh: boolean): Promise<boolean> {
  const hours = [...data.hours].sort((a, b) => a.weekday - b.weekday || a.from_hour - b.from_hour)
  const days = data.days_off ? [...new Set(data.days_off)].sort() : undefined
  let differs = false
  const storedSkills = fresh ? [] : (await trx.selectFrom('mentor_skills').select('skill_id').where('mentor_id', '=', mentorId).orderBy('skill_id').execute()).map((r) => Number(r.skill_id))
  if (fresh || storedSkills.join() !== skillIds.join()) {
    differs = true
    if (!fresh) await trx.deleteFrom('mentor_skills').where('mentor_id', '=', mentorId).execute()
    await trx.insertInto('mentor_skills').values(skillIds.map((skill_id) => ({ mentor_id: mentorId, skill_id }))).execute()
  }
  const text = (list: { weekday: number; from_hour: number; to_hour: number }[]) => list.map((h) => `${h.weekday}:${h.from_hour}-${h.to_hour}`).join()
  const storedHours = fresh
    ? []
    : await trx.selectFrom('mentor_hours').select(['weekday', 'from_hour', 'to_hour']).where('mentor_id', '=', mentorId).orderBy('weekday').orderBy('from_hour').execute()
  if (fresh || text(storedHours) !== text(hours)) {
    differs = true
    if (!fresh) await trx.deleteFrom('mentor_hours').where('mentor_id', '=', mentorId).execute()
    if (hours.length > 0) await trx.insertInto('mentor_hours').values(hours.map((h) => ({ mentor_id: mentorId, ...h }))).execute()
  }
  if (days) {
    const storedDays = fresh ? [] : (await trx.selectFrom('mentor_days_off').select('day').where('mentor_id', '=', mentorId).orderBy('day').execute()).map((r) => r.day)
    if (storedDays.join() !== days.join()) {
      differs = true
      if (!fresh) await trx.deleteFrom('mentor_days_off').where('mentor_id', '=', mentorId).execute()
      if (days.length > 0) await trx.insertInto('mentor_days_off').values(days.map((day) => ({ mentor_id: mentorId, day }))).execute()
    }
  }
  return differs
}
