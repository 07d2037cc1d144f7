import type { Transaction } from 'kysely'
import { addDays, jakartaDay, jakartaTime } from '../../../src/shared/dates'
import type { Database } from '../schema'

const FULL_TEAM = ['dewi.anggraini', 'rizky.ramadhan', 'putri.maharani', 'agus.setiawan', 'nur.aini', 'yogi.firmansyah']

/**
 * Who registered for the demo pack's in-class events (content/demo/inclass-events), by event key.
 * A full event's capacity in the pack is exactly its registrants (kelas-k3…, bootcamp-…).
 */
export const demoRegistrants: Readonly<Record<string, readonly string[]>> = {
  'lokakarya-negosiasi-bisnis': ['rizky.ramadhan', 'putri.maharani'],
  'webinar-ai-untuk-produktivitas': ['agus.setiawan', 'nur.aini', 'intan.permata'],
  'kelas-k3-pekerjaan-di-ketinggian': FULL_TEAM,
  'coaching-clinic-untuk-atasan-baru': ['dewi.anggraini', 'fajar.nugroho'],
  'bootcamp-analisis-data-excel': ['maria.simanjuntak', 'fajar.nugroho', 'intan.permata', 'made.wirawan', 'aisyah.putri', 'hendra.gunawan', 'rina.kartika', 'nur.aini'],
  'seminar-esg-dan-keberlanjutan': ['made.wirawan'],
  'pelatihan-public-speaking': ['budi.santoso', 'sari.wulandari', 'rizky.ramadhan', 'putri.maharani', 'hendra.gunawan'],
  'webinar-manajemen-waktu': ['budi.santoso', 'dewi.anggraini', 'agus.setiawan', 'aisyah.putri', 'rina.kartika'],
}

/**
 * The demo registrations and attendance, at every start: the demo pack moves its events to the
 * same place relative to today (decision 058), so each registration is written again relative to
 * its event's day (registered a few days before, present a few minutes after the start of an event
 * that is over), then the event's seat counter is recounted. An event found by key; one a
 * company's pack replaced (missing or archived) is skipped, as is a missing employee.
 */
export async function seedInclassRegistrations(trx: Transaction<Database>, now: Date): Promise<void> {
  const events = await trx
    .selectFrom('inclass_events')
    .select(['id', 'slug', 'starts_at', 'ends_at'])
    .where('slug', 'in', Object.keys(demoRegistrants))
    .where('archived_at', 'is', null)
    .execute()
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, Number(r.id)]))
  const nowIso = now.toISOString()
  for (const event of events) {
    const eventId = Number(event.id)
    const day = jakartaDay(new Date(event.starts_at))
    const past = event.ends_at < nowIso
    const registrants = demoRegistrants[event.slug]!.map((u) => employees.get(u)).filter((id): id is number => id !== undefined)
    for (const [index, employeeId] of registrants.entries()) {
      const row = {
        event_id: eventId,
        employee_id: employeeId,
        registered_at: jakartaTime(addDays(day, -3 - (index % 4)), 10, index * 7),
        attended_at: past ? new Date(Date.parse(event.starts_at) + (5 + index) * 60_000).toISOString() : null,
      }
      await trx
        .insertInto('inclass_registrations')
        .values(row)
        .onConflict((oc) => oc.columns(['event_id', 'employee_id']).doUpdateSet({ registered_at: row.registered_at, attended_at: row.attended_at }))
        .execute()
    }
    await trx
      .updateTable('inclass_events')
      .set((eb) => ({
        seats_taken: eb.selectFrom('inclass_registrations').select((e2) => e2.fn.countAll<number>().as('n')).where('event_id', '=', eventId),
      }))
      .where('id', '=', eventId)
      .execute()
  }
}
