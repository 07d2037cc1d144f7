import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailState } from '@/components/data-state/detail-state'
import { Avatar } from '@/components/ui/avatar'
import type { MentorDetail } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { BookingForm } from './booking-form'
import styles from './book.module.css'

const t = mentorTexts

/** /mentor/{id}/book-session: pick an hour, say what about and how to meet, send the request (queued when offline). */
export function BookSessionPage({ mentorId, slot }: { mentorId: number; slot?: string }) {
  const query = useQuery(mentorQueries.detail(mentorId))
  useDocumentTitle(query.data ? `${t.book.title}: ${query.data.data.name}` : t.book.title)
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link to="/mentor/$id" params={{ id: mentorId }}>
          ← {query.data?.data.name ?? t.detail.back}
        </Link>
      </p>
      <DetailState query={query} loadingText={t.detail.loading} skeletonClassName={styles.skeleton} notFoundText={t.detail.notFound} errorText={t.detail.error}>
        {(answer) => <BookView mentor={answer.data} slot={slot} />}
      </DetailState>
    </div>
  )
}

function BookView({ mentor, slot }: { mentor: MentorDetail; slot?: string }) {
  return (
    <div className={styles.layout}>
      <header className={styles.head}>
        <Avatar name={mentor.name} src={mentor.photo_url} size="large" />
        <div>
          <h1 className={styles.title}>{t.book.title}</h1>
          <p className={styles.muted}>{format(t.book.withMentor, { name: mentor.name })}</p>
          {mentor.position && <p className={styles.muted}>{mentor.position}</p>}
        </div>
      </header>
      {mentor.is_me ? (
        <p className={styles.notice}>{t.book.own}</p>
      ) : mentor.status === 'paused' ? (
        <p className={styles.notice}>{t.detail.pausedNote}</p>
      ) : (
        <BookingForm mentor={mentor} initialSlot={slot} />
      )}
    </div>
  )
}
