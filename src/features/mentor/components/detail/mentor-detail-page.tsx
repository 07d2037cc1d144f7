import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailState } from '@/components/data-state/detail-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { Avatar } from '@/components/ui/avatar'
import frame from '@/components/ui/detail-page.module.css'
import type { MentorDetail } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { RatingLine } from '../rating-line'
import { BookPanel } from './book-panel'
import styles from './mentor-detail.module.css'

const t = mentorTexts

/** /mentor/{id}: who the mentor is, their expertise and reviews, their free hours, and booking. */
export function MentorDetailPage({ mentorId }: { mentorId: number }) {
  const query = useQuery(mentorQueries.detail(mentorId))
  useDocumentTitle(query.data?.data.name)
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link to="/mentor">← {t.detail.back}</Link>
      </p>
      <DetailState query={query} loadingText={t.detail.loading} skeletonClassName={styles.skeleton} notFoundText={t.detail.notFound} errorText={t.detail.error}>
        {(answer) => <DetailView mentor={answer.data} freshness={query} />}
      </DetailState>
    </div>
  )
}

/** Plain-text paragraphs (the bio is stored as text: React escapes it, nothing is read as markup). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)

function DetailView({ mentor, freshness }: { mentor: MentorDetail; freshness: Parameters<typeof FreshnessMark>[0]['queries'][number] }) {
  return (
    <div className={frame.withPanel}>
      <header className={`${styles.hero} ${frame.heroArea}`}>
        <Avatar name={mentor.name} src={mentor.photo_url} size="large" />
        <div className={frame.header}>
          <p className={frame.eyebrow}>{[t.title, mentor.unit].filter(Boolean).join(' · ')}</p>
          <h1 className={frame.title}>{mentor.name}</h1>
          {mentor.position && <p className={styles.position}>{mentor.position}</p>}
          <p className={frame.summary}>{mentor.headline}</p>
          <FreshnessMark queries={[freshness]} />
        </div>
      </header>
      <dl className={`${frame.facts} ${frame.factsArea}`}>
        <div>
          <dt>{t.detail.ratingLabel}</dt>
          <dd>
            <RatingLine rating={mentor.rating} count={mentor.rating_count} />
          </dd>
        </div>
        <div>
          <dt>{t.detail.sessionsLabel}</dt>
          <dd>{format(t.sessionsGiven, { n: mentor.sessions_given })}</dd>
        </div>
        <div>
          <dt>{t.detail.unitLabel}</dt>
          <dd>{mentor.unit ?? '-'}</dd>
        </div>
      </dl>
      <aside className={frame.panelArea}>
        <BookPanel mentor={mentor} />
      </aside>
      <div className={frame.bodyArea}>
        <section aria-labelledby="mentor-about" className={styles.block}>
          <h2 id="mentor-about" className={styles.blockTitle}>
            {t.detail.about}
          </h2>
          <div className={styles.bio}>
            {paragraphs(mentor.bio).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="mentor-expertise" className={styles.block}>
          <h2 id="mentor-expertise" className={styles.blockTitle}>
            {t.detail.expertise}
          </h2>
          <ul className={styles.chips}>
            {mentor.expertise.map((skill) => (
              <li key={skill.id}>{skill.name}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mentor-reviews" className={styles.block}>
          <h2 id="mentor-reviews" className={styles.blockTitle}>
            {t.detail.reviews}
          </h2>
          {mentor.reviews.length === 0 ? (
            <p className={styles.muted}>{t.detail.noReviews}</p>
          ) : (
            <ul className={styles.reviews}>
              {mentor.reviews.map((review, i) => (
                <li key={i} className={styles.review}>
                  <Avatar name={review.mentee} size="small" />
                  <div>
                    <p className={styles.reviewHead}>
                      <strong>{review.mentee}</strong>
                      <span role="img" aria-label={format(t.sessions.stars, { n: review.rating })} className={styles.stars}>
                        {'★'.repeat(review.rating)}
                        <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
                      </span>
                      <time dateTime={review.at} className={styles.muted}>
                        {new Date(review.at).toLocaleDateString('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' })}
                      </time>
                    </p>
                    {review.review && <p className={styles.reviewText}>{review.review}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
