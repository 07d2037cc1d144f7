import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { LearningProfile } from '@/contract/profile'
import type { ProfileSection } from '@/contract/profile-user'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { MapPinIcon } from '@/components/icons/icons'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { isNotFoundError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueries } from '../../api/profile-queries'
import { formatDay, formatLearningTime } from '../../profile-format'
import { profileTexts } from '../../texts'
import { AboutSection, SectionHead } from '../profile-sections'
import { PublicRecords } from './public-records'
import styles from '../profile.module.css'

const t = profileTexts.public

/** /profile/{username}: a colleague's profile, read-only, each section as its owner shares it. */
export function PublicProfilePage({ username }: { username: string }) {
  const profile = useQuery(profileQueries.public(username))
  useDocumentTitle(profile.data ? format(t.title, { name: profile.data.name }) : profileTexts.loading)
  return (
    <div className={`container ${styles.page}`}>
      <DataState
        query={profile}
        loadingText={profileTexts.loading}
        skeleton={<Placeholder className={styles.skeleton} />}
        errorText={(error) => (isNotFoundError(error) ? t.notFound : profileTexts.error)}
        canRetry={(error) => !isNotFoundError(error)}
        className={styles.state}
      >
        {(data) => <PublicProfile profile={data} />}
      </DataState>
    </div>
  )
}

function PublicProfile({ profile }: { profile: LearningProfile }) {
  const hidden = (section: ProfileSection) => profile.is_owner && !profile.visibility[section]
  const hiddenNote = format(t.hiddenSection, { name: profile.name })
  return (
    <article className={styles.card} aria-labelledby="profile-name">
      <header className={styles.head}>
        <Avatar name={profile.name} src={profile.profile_image} size="large" />
        <div className={styles.who}>
          <h1 id="profile-name" className={styles.name}>
            {profile.name}
          </h1>
          <p className={styles.position}>{profile.position || profileTexts.empty}</p>
          <ul className={styles.meta}>
            {profile.unit && (
              <li>
                <MapPinIcon size={14} /> {profile.unit}
              </li>
            )}
            {profile.joined_at && (
              <li>
                {profileTexts.joined} {formatDay(profile.joined_at)}
              </li>
            )}
          </ul>
          {profile.is_owner && (
            <div className={styles.headActions}>
              <Link to="/profile" className={buttonClassName('outline', 'small')}>
                {profileTexts.title}
              </Link>
            </div>
          )}
        </div>
      </header>
      {profile.is_owner && <p className={styles.note}>{t.ownerNote}</p>}

      <AboutSection bio={profile.bio} skills={profile.skills} hidden={hidden('about')} hiddenNote={hiddenNote} />

      <section className={styles.section} aria-labelledby="profile-learning">
        <SectionHead id="profile-learning" title={t.learning} hidden={hidden('learning')} />
        {profile.stats ? (
          <>
            <dl className={styles.stats}>
              <Stat label={t.learningTime} value={formatLearningTime(profile.stats.learning_time_s)} />
              <Stat label={t.videos} value={String(profile.stats.videos_completed)} />
              <Stat label={t.packages} value={String(profile.stats.packages_completed)} />
              <Stat label={t.inclass} value={String(profile.stats.inclass_joined)} />
            </dl>
            <Highlights username={profile.username} />
          </>
        ) : (
          <p className={styles.muted}>{hiddenNote}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="profile-paths">
        <SectionHead id="profile-paths" title={t.growthPaths} hidden={hidden('growth_paths')} />
        {profile.finished_growth_paths === null ? (
          <p className={styles.muted}>{hiddenNote}</p>
        ) : profile.finished_growth_paths.length === 0 ? (
          <p className={styles.muted}>{t.growthPathsEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {profile.finished_growth_paths.map((path) => (
              <li key={path.slug} className={styles.item}>
                <Link to="/growth-path/$slug" params={{ slug: path.slug }} className={styles.itemTitle}>
                  {path.title}
                </Link>
                <p className={styles.itemMeta}>{format(t.finishedOn, { date: formatDay(path.finished_at) })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PublicRecords username={profile.username} />
    </article>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** The newest few learning activities (the learning section's feed). */
function Highlights({ username }: { username: string }) {
  const feed = useQuery(profileQueries.feed(username))
  return (
    <div className={styles.group}>
      <h3 className={styles.subTitle}>{t.highlights}</h3>
      <DataState query={feed} errorText={profileTexts.error} variant="section">
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t.highlightsEmpty}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={`${item.kind}-${item.course.id}`} className={styles.item}>
                  <p className={styles.itemTitle}>{item.course.title}</p>
                  <p className={styles.itemMeta}>
                    {t.actions[item.action]} {t.kinds[item.kind].toLowerCase()} · {formatDay(item.at)}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </div>
  )
}
