import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { AppLink } from '@/components/layout/app-link'
import { InfiniteList } from '@/components/list-page/infinite-list'
import { ListHeader } from '@/components/list-page/list-page'
import { buttonClassName } from '@/components/ui/button'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useDocumentTitle } from '@/lib/use-document-title'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { isNarrowed, toListQuery, type MentorSearch } from './list-search'
import { MentorCard } from './mentor-card'
import { MentorFilterBar } from './mentor-filter-bar'
import row from '@/components/list-page/card-row.module.css'
import styles from './mentor-list.module.css'

const t = mentorTexts

/**
 * /mentor: the most sought mentors first, then every mentor with search and filters (kept in the
 * URL), page after page; and the way to become one. While the list is narrowed, only the results show.
 */
export function MentorListPage({ search }: { search: MentorSearch }) {
  const navigate = useNavigate()
  useDocumentTitle(t.title)
  const narrowed = isNarrowed(search)
  return (
    <div className={`container ${styles.page}`}>
      <ListHeader title={t.title} intro={t.intro}>
        <JoinLink />
      </ListHeader>
      {!narrowed && <PopularMentors />}
      <section className={styles.section} aria-labelledby="mentor-all">
        <h2 id="mentor-all" className={styles.sectionTitle}>
          {t.list.all}
        </h2>
        <MentorFilterBar search={search} onChange={(next) => void navigate({ to: '.', search: next as never, replace: true, viewTransition: false })} />
        <InfiniteList
          options={mentorQueries.list(toListQuery(search))}
          label={t.list.all}
          itemKey={(mentor) => mentor.id}
          renderItem={(mentor) => <MentorCard mentor={mentor} />}
          emptyText={t.list.empty}
          emptyHint={t.list.emptyHint}
          summary
        />
      </section>
    </div>
  )
}

/** 'Jadi Mentor', or 'Profil Mentor Saya' for one already (a visitor signs in on the way). */
function JoinLink() {
  const userId = useUserId()
  const mine = useQuery({ ...mentorQueries.mine(), enabled: userId !== null })
  const isMentor = Boolean(mine.data?.data)
  return (
    <p className={styles.join}>
      <span>{t.list.joinHint}</span>
      <AppLink to="/mentor/join" className={buttonClassName('outline')}>
        {isMentor ? t.list.edit : t.list.join}
      </AppLink>
    </p>
  )
}

function PopularMentors() {
  const headingId = useId()
  const popular = useQuery(mentorQueries.popular())
  const skeleton = (
    <div className={row.row}>
      {Array.from({ length: 4 }, (_, i) => (
        <Placeholder key={i} className={styles.skeleton} />
      ))}
    </div>
  )
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="mentor-popular">
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t.list.popular}
        </h2>
        <p className={styles.sectionHint}>{t.list.popularHint}</p>
      </div>
      <DataState query={popular} variant="inline" loadingText={t.list.popularLoading} skeleton={skeleton} errorText={t.list.popularError}>
        {({ data }) =>
          data.length === 0 ? (
            <p className={styles.message}>{t.list.popularEmpty}</p>
          ) : (
            <ul className={row.row}>
              {data.map((mentor) => (
                <li key={mentor.id}>
                  <MentorCard mentor={mentor} />
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}
