import type { FastifyBaseLogger } from 'fastify'
import type { MentorSession } from '../../../src/contract/mentor'
import type { NewNotification } from '../../db/repositories/notification-writer'
import type { Notifier } from '../../push/notifier'

// What the two people of a session are told, in the inbox and by push (issue 15): each event once
// per person (its event key), each leading to the mentor tab of /activity.

export const SESSIONS_PAGE = '/activity?tab=mentor'

const jakarta = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as Jakarta reads it: '26 November 2026, 10.00 WIB'. */
export function jakartaWhen(iso: string): string {
  const part = Object.fromEntries(jakarta.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return `${part.day} ${part.month} ${part.year}, ${part.hour}.${part.minute} WIB`
}

const notice = (event: string, session: MentorSession, title: string, body: string): NewNotification => ({
  kind: 'mentor',
  title,
  body,
  linkUrl: SESSIONS_PAGE,
  eventKey: `mentor-session-${event}:${session.id}`,
})

const topicAt = (s: MentorSession) => `“${s.topic}” pada ${jakartaWhen(s.starts_at)}`

/** To the mentor: a mentee asks for a session. */
export const requestedNotice = (s: MentorSession) =>
  notice('requested', s, 'Permintaan sesi mentoring baru', `${s.mentee.name} meminta sesi ${topicAt(s)}. Terima atau tolak permintaan ini.`)

/** To the mentee: the mentor accepted, and where to meet. */
export const acceptedNotice = (s: MentorSession) =>
  notice(
    'accepted',
    s,
    'Sesi mentoring diterima',
    `${s.mentor.name} menerima sesi ${topicAt(s)}. ${s.mode === 'online' ? 'Tautan pertemuan' : 'Tempat'}: ${s.location ?? '-'}.`,
  )

/** To the mentee: the mentor declined, with the reason. */
export const declinedNotice = (s: MentorSession) =>
  notice('declined', s, 'Sesi mentoring ditolak', `${s.mentor.name} menolak sesi ${topicAt(s)}. Alasan: ${s.decline_reason ?? '-'}`)

/** To the other side: the session was cancelled, with the reason when one was given. */
export const cancelledNotice = (s: MentorSession) => {
  const who = s.cancelled_by === 'mentor' ? s.mentor.name : s.mentee.name
  return notice('cancelled', s, 'Sesi mentoring dibatalkan', `${who} membatalkan sesi ${topicAt(s)}.${s.cancel_reason ? ` Alasan: ${s.cancel_reason}` : ''}`)
}

/** To the mentor: the mentee rated the session. */
export const ratedNotice = (s: MentorSession) =>
  notice('rated', s, 'Sesi Anda mendapat penilaian', `${s.mentee.name} memberi nilai ${s.rating ?? '-'} dari 5 untuk sesi “${s.topic}”.`)

/**
 * Tells `employeeIds` after the write has been made: a notification that cannot be stored is
 * logged, never the write's failure (the push itself is sent later, apart from the answer).
 */
export async function tell(notifier: Notifier, log: FastifyBaseLogger, employeeIds: readonly number[], notification: NewNotification): Promise<void> {
  try {
    await notifier.notify(employeeIds, notification)
  } catch (error) {
    log.error({ err: error, eventKey: notification.eventKey }, 'mentor session notification not made')
  }
}
