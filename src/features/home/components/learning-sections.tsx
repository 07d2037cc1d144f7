import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { format } from '@/lib/i18n/id'
import { homeTexts } from '../texts'
import { homeLearningQueries } from '../api/learning-queries'
import { LearningRow } from './learning-row'
import styles from './learning-row.module.css'

const t = homeTexts.learning

function SeeAll({ to }: { to: '/learning/videos' | '/learning/course' | '/learning/channel' }) {
  return (
    <Link to={to} className={styles.seeAll}>
      {t.seeAll}
    </Link>
  )
}

function Latest() {
  const q = useQuery(homeLearningQueries.latest())
  return <LearningRow headingId="home-latest" title={t.latest.title} intro={t.latest.intro} action={<SeeAll to="/learning/videos" />} query={q} />
}

function Packages() {
  const q = useQuery(homeLearningQueries.packages())
  return <LearningRow headingId="home-packages" title={t.packages.title} intro={t.packages.intro} action={<SeeAll to="/learning/course" />} query={q} />
}

function Recommended() {
  const q = useQuery(homeLearningQueries.recommended())
  return <LearningRow headingId="home-recommended" title={t.recommended.title} intro={t.recommended.intro} query={q} />
}

/**
 * Each special channel is a row of its first courses, its data a part of the one answer. While
 * that answer loads or fails, or when there are no channels, one row stands for them all.
 */
function Specials() {
  const q = useQuery(homeLearningQueries.specials())
  if (!q.data || q.data.length === 0) return <LearningRow headingId="home-specials" title={t.specials.title} intro={t.specials.intro} query={{ ...q, data: q.data && [] }} />
  return (
    <>
      {q.data.map((channel) => (
        <LearningRow
          key={channel.id}
          headingId={`home-special-${channel.id}`}
          title={channel.name}
          intro={`${t.specials.title} · ${format(t.courses, { n: channel.course_count })}`}
          action={
            <Link to="/learning/channel/$id" params={{ id: channel.id }} className={styles.seeAll}>
              {t.seeAll}
            </Link>
          }
          query={{ ...q, data: channel.courses.data }}
        />
      ))}
    </>
  )
}

/**
 * The home page's learning sections (issue 5): everyone sees the latest contents and course
 * packages; signed-in users also their recommendations and the special channels.
 */
export function LearningSections() {
  const signedIn = useUserId() !== null
  return (
    <div className={styles.sections}>
      {signedIn && <Recommended />}
      <Latest />
      <Packages />
      {signedIn && <Specials />}
    </div>
  )
}
