import type { RecordKind } from '@/contract/profile-record'
import { formatDay, formatSpan } from '../dates'
import { discoveryTexts } from '../../texts'

const t = discoveryTexts.records

/** The lines a record shows in the list: what, who or where, when. */
export function summaryOf(kind: RecordKind, r: Record<string, unknown>): { title: string; detail: string; when: string; url: string | null } {
  const s = (key: string) => (typeof r[key] === 'string' ? (r[key] as string) : '')
  const n = (key: string) => (typeof r[key] === 'string' && r[key] !== '' ? (r[key] as string) : null)
  switch (kind) {
    case 'trainings':
      return { title: s('title'), detail: s('organizer'), when: formatSpan(s('start_date'), n('end_date'), t.ongoing), url: n('certificate_url') }
    case 'mentor-and-speakers':
      return {
        title: s('title'),
        detail: `${r['role'] === 'mentor' ? t.mentor : t.speaker} · ${s('event')} · ${s('organizer')}`,
        when: formatDay(s('date')),
        url: n('url'),
      }
    case 'work-projects':
      return { title: s('title'), detail: s('role'), when: formatSpan(s('start_date'), n('end_date'), t.ongoing), url: null }
    case 'volunteers':
      return { title: s('organization'), detail: s('role'), when: formatSpan(s('start_date'), n('end_date'), t.ongoing), url: null }
    case 'watched-contents':
      return { title: s('title'), detail: s('platform'), when: formatDay(s('watched_at')), url: n('url') }
    case 'book-reads':
      return { title: s('title'), detail: s('author'), when: formatDay(s('finished_at')), url: null }
  }
}
