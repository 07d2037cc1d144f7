import type { FastifyBaseLogger } from 'fastify'
import { opportunityPagePath, type ApplicationStatus, type HrStatus } from '../../../src/contract/opportunity'
import type { NewNotification } from '../../db/repositories/notification-writer'
import type { Notifier } from '../../push/notifier'

// What an applicant is told when HR moves their application (issue 16) or corrects a move (issue 40),
// in the inbox and by push: once per change (the event key names the history row), leading to the opening's page.

const texts: Record<HrStatus, { title: string; body: (title: string, unit: string) => string }> = {
  ditinjau: {
    title: 'Lamaran Anda sedang ditinjau',
    body: (title, unit) => `HR ${unit} sedang meninjau lamaran Anda untuk “${title}”.`,
  },
  wawancara: {
    title: 'Anda diundang wawancara',
    body: (title, unit) => `Lamaran Anda untuk “${title}” lolos ke tahap wawancara. HR ${unit} akan menghubungi Anda untuk jadwalnya.`,
  },
  diterima: {
    title: 'Selamat, lamaran Anda diterima',
    body: (title, unit) => `Lamaran Anda untuk “${title}” di ${unit} diterima. HR akan menghubungi Anda untuk langkah berikutnya.`,
  },
  'tidak lolos': {
    title: 'Hasil lamaran Anda',
    body: (title) => `Lamaran Anda untuk “${title}” belum lolos kali ini. Terima kasih atas minat Anda; lowongan lain menunggu.`,
  },
}

export interface MovedApplication {
  eventId: number
  status: HrStatus
  note: string | null
  opening: { slug: string; title: string }
  unit: string
}

/** To the applicant: HR moved their application, with HR's note when there is one. */
export function statusNotice(moved: MovedApplication): NewNotification {
  const text = texts[moved.status]
  const body = text.body(moved.opening.title, moved.unit)
  return {
    kind: 'opportunity',
    title: text.title,
    body: moved.note ? `${body} Catatan HR: ${moved.note}` : body,
    linkUrl: opportunityPagePath(moved.opening.slug),
    eventKey: `opportunity-application:${moved.eventId}`,
  }
}

export interface CorrectedApplication {
  eventId: number
  from: HrStatus
  to: ApplicationStatus
  note: string
  opening: { slug: string; title: string }
  unit: string
}

/**
 * To the applicant: HR took back the latest change (decision 046). They were told of the mistaken
 * one, so they are told of this one too, with HR's reason.
 */
export function correctionNotice(corrected: CorrectedApplication): NewNotification {
  return {
    kind: 'opportunity',
    title: 'Status lamaran Anda dikoreksi',
    body: `HR ${corrected.unit} mengoreksi status lamaran Anda untuk “${corrected.opening.title}”: kini “${corrected.to}”, bukan “${corrected.from}”. Catatan HR: ${corrected.note}`,
    linkUrl: opportunityPagePath(corrected.opening.slug),
    eventKey: `opportunity-application:${corrected.eventId}`,
  }
}

/**
 * Tells the applicant after the change is made: a notification that cannot be stored is logged,
 * never the change's failure (the push itself is sent later, apart from the answer).
 */
export async function tellApplicant(notifier: Notifier, log: FastifyBaseLogger, employeeId: number, notification: NewNotification): Promise<void> {
  try {
    await notifier.notify([employeeId], notification)
  } catch (error) {
    log.error({ err: error, eventKey: notification.eventKey }, 'opportunity notification not made')
  }
}
