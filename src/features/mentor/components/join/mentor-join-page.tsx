import { useQuery } from '@tanstack/react-query'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { useDocumentTitle } from '@/lib/use-document-title'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { MentorForm } from './mentor-form'
import styles from './join.module.css'

const t = mentorTexts.join

/** /mentor/join: become a mentor, or edit the mentor profile (expertise, bio, weekly hours, days off, pause). */
export function MentorJoinPage() {
  const mine = useQuery(mentorQueries.mine())
  // The heading waits for the answer: 'Jadi Mentor' turning into 'Profil Mentor Saya' would jump.
  const editing = mine.data ? Boolean(mine.data.data) : null
  useDocumentTitle(editing === null ? undefined : editing ? t.editTitle : t.title)
  return (
    <div className={`container ${styles.page}`}>
      <DataState query={mine} offline loadingText={t.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={mentorTexts.join.failed}>
        {(answer) => (
          <>
            <header className={styles.head}>
              <h1 className={styles.title}>{answer.data ? t.editTitle : t.title}</h1>
              <p className={styles.intro}>{t.intro}</p>
            </header>
            <MentorForm key={answer.data?.id ?? 'new'} mine={answer.data} />
          </>
        )}
      </DataState>
    </div>
  )
}
