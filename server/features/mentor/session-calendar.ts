import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { MentorSession } from '../../../src/contract/mentor'
import { jakartaWhen, SESSIONS_PAGE } from './session-notices'

/**
 * An accepted session as an iCalendar file (RFC 5545), made with ical-generator. Times are UTC
 * instants (…Z): the library writes a time zone's local time only from a zoned date object
 * (Luxon, Moment, Temporal), and a plain UTC time is read right by every calendar; the description
 * names the Jakarta time as well. The UID is stable per session and server, so importing the file
 * again updates the event rather than adding a second one. No e-mail addresses: the file says
 * nothing of the other side beyond what the session shows.
 */
export function sessionCalendar(session: MentorSession, publicUrl: string): string {
  const host = new URL(publicUrl).hostname
  const calendar = ical({
    name: 'Tumbuh: sesi mentoring',
    prodId: { company: 'Tumbuh', product: 'Mentor', language: 'ID' },
    method: ICalCalendarMethod.PUBLISH,
  })
  const place = session.mode === 'online' ? 'Tautan pertemuan' : 'Tempat'
  const description = [
    `Mentor: ${session.mentor.name}`,
    `Mentee: ${session.mentee.name}`,
    `Topik: ${session.topic}`,
    ...(session.note ? [`Catatan: ${session.note}`] : []),
    `Waktu: ${jakartaWhen(session.starts_at)}`,
    `Cara bertemu: ${session.mode === 'online' ? 'daring' : 'tatap muka'}`,
    ...(session.location ? [`${place}: ${session.location}`] : []),
  ].join('\n')
  calendar.createEvent({
    id: `mentor-session-${session.id}@${host}`,
    start: new Date(session.starts_at),
    end: new Date(session.ends_at),
    stamp: new Date(),
    summary: `Sesi mentoring: ${session.topic}`,
    description,
    location: session.location,
    url: `${publicUrl}${SESSIONS_PAGE}`,
    status: ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}
