import * as z from 'zod/mini'
import { joinMentorInput, weeklyHoursSchema } from '../../../src/contract/mentor'
import { slugify } from '../../db/seed/slug'
import type { ContentKind } from '../types'
import { importMentors, type Mentor } from './mentor-import'

/**
 * A mentor's profile (`mentors/<key>.yaml`, decision 059): the employee by `username` (checked
 * against the database inside the import's transaction), the profile as the join form has it
 * (headline, bio, expertise from the growth-path skills by key or name, weekly hours in Asia/Jakarta)
 * and, optional, `days_off` and `status`: left out, what the mentor set in the app stays.
 * Sessions are what people booked, never pack content.
 */
const schema = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  headline: joinMentorInput.shape.headline,
  bio: joinMentorInput.shape.bio,
  expertise: z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(z.minLength(1, 'tulis paling sedikit satu keahlian'), z.maxLength(8)),
  // The form's own rule for a window, in a strict object so a misspelt field is an error.
  hours: z.array(z.strictObject(weeklyHoursSchema.shape).check(...((weeklyHoursSchema._zod.def.checks ?? []) as z.core.$ZodCheck<Mentor['hours'][number]>[]))).check(z.maxLength(21)),
  days_off: z.optional(z.array(z.iso.date()).check(z.maxLength(60))),
  status: z.optional(z.enum(['active', 'paused'])),
}) satisfies z.ZodMiniType<Mentor>

export const mentorKind: ContentKind<Mentor> = {
  name: 'mentor',
  folder: 'mentors',
  schema,
  check(mentor) {
    const problems: { path: string; message: string }[] = []
    const skills = new Map<string, number>()
    mentor.expertise.forEach((ref, i) => {
      const first = skills.get(slugify(ref))
      if (first !== undefined) problems.push({ path: `expertise.${i}`, message: `keahlian '${ref}' sudah tertulis (expertise.${first})` })
      else skills.set(slugify(ref), i)
    })
    // Two windows of one day that overlap would offer the same hour twice.
    mentor.hours.forEach((h, i) => {
      const other = mentor.hours.findIndex((o, j) => j < i && o.weekday === h.weekday && o.from_hour < h.to_hour && h.from_hour < o.to_hour)
      if (other >= 0) problems.push({ path: `hours.${i}`, message: `bertumpuk dengan hours.${other} pada hari ${h.weekday}` })
    })
    mentor.days_off?.forEach((day, i) => {
      if (mentor.days_off!.indexOf(day) < i) problems.push({ path: `days_off.${i}`, message: `hari ${day} sudah tertulis` })
    })
    return problems
  },
  importItems: importMentors,
  async exportItems(trx) {
    const rows = await trx
      .selectFrom('mentors as m')
      .innerJoin('employees as e', 'e.id', 'm.employee_id')
      .select(['m.id', 'm.slug', 'm.headline', 'm.bio', 'm.status', 'e.username'])
      .where('m.archived_at', 'is', null)
      .execute()
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const skills = await trx.selectFrom('mentor_skills as ms').innerJoin('growth_path_skills as s', 's.id', 'ms.skill_id').select(['ms.mentor_id', 's.slug']).where('ms.mentor_id', 'in', ids).orderBy('s.slug').execute()
    const hours = await trx.selectFrom('mentor_hours').select(['mentor_id', 'weekday', 'from_hour', 'to_hour']).where('mentor_id', 'in', ids).orderBy('weekday').orderBy('from_hour').execute()
    const daysOff = await trx.selectFrom('mentor_days_off').select(['mentor_id', 'day']).where('mentor_id', 'in', ids).orderBy('day').execute()
    // A mentor who joined in the app has no key yet: the username makes one (unique, as usernames are).
    const taken = new Set(rows.flatMap((r) => (r.slug ? [r.slug] : [])))
    const keyOf = (row: (typeof rows)[number]) => {
      if (row.slug) return row.slug
      let key = slugify(row.username).slice(0, 80) || `mentor-${row.id}`
      if (taken.has(key)) key = `${key.slice(0, 70)}-${row.id}`
      taken.add(key)
      return key
    }
    return rows
      .map((row) => {
        const days = daysOff.filter((d) => d.mentor_id === row.id).map((d) => d.day)
        const data: Mentor = {
          username: row.username,
          headline: row.headline,
          bio: row.bio,
          expertise: skills.filter((s) => s.mentor_id === row.id).map((s) => s.slug),
          hours: hours.filter((h) => h.mentor_id === row.id).map(({ weekday, from_hour, to_hour }) => ({ weekday, from_hour, to_hour })),
          ...(days.length > 0 ? { days_off: days } : {}),
          ...(row.status === 'paused' ? { status: 'paused' as const } : {}),
        }
        return { key: keyOf(row), data }
      })
      .sort((a, b) => (a.key < b.key ? -1 : 1))
  },
}
