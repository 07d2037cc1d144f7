import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UserDetail } from '@/contract/profile-user'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { MailIcon, MapPinIcon } from '@/components/icons/icons'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueries } from '../../api/profile-queries'
import { formatDay } from '../../profile-format'
import { profileTexts } from '../../texts'
import { AboutSection, SectionHead } from '../profile-sections'
import { AssessmentPanel } from './assessment-panel'
import { DocumentsPanel } from './documents-panel'
import { RecordingConsentPanel } from './recording-consent-panel'
import styles from '../profile.module.css'

const t = profileTexts

/** '2021-03-15' → '15 Maret 2021'; '-' when unknown or unreadable. */
export function formatJoined(value: string | null): string {
  return value ? formatDay(value) : t.empty
}

/** /profile: the signed-in user's own profile, with what only they see (e-mail, documents, assessments). */
export function OwnProfilePage() {
  useDocumentTitle(t.title)
  const userId = useUserId()
  const profile = useQuery({ ...profileQueries.detail(userId ?? 0), enabled: userId !== null })
  return (
    <div className={`container ${styles.page}`}>
      <DataState query={profile} loadingText={t.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={t.error} className={styles.state}>
        {(user) => <ProfileCard user={user} />}
      </DataState>
    </div>
  )
}

function ProfileCard({ user }: { user: UserDetail }) {
  const location = user.company_location ? `${user.company_location.name}, ${user.company_location.city}` : t.empty
  return (
    <article className={styles.card} aria-labelledby="profile-name">
      <header className={styles.head}>
        <Avatar name={user.full_name} src={user.profile_image} size="large" />
        <div className={styles.who}>
          <p className={styles.eyebrow}>{t.title}</p>
          <h1 id="profile-name" className={styles.name}>
            {user.full_name}
          </h1>
          <p className={styles.position}>{user.position || t.empty}</p>
          <p className={styles.contact}>
            <MailIcon size={16} />
            <span>{user.email}</span>
          </p>
          <div className={styles.headActions}>
            <Link to="/edit-profile/$id" params={{ id: user.id }} className={buttonClassName('primary', 'small')}>
              {t.editProfile}
            </Link>
            <Link to="/profile/$id" params={{ id: user.username }} className={buttonClassName('outline', 'small')}>
              {t.viewPublic}
            </Link>
          </div>
        </div>
      </header>
      <AboutSection bio={user.bio} skills={user.skills} hidden={!user.visibility.about} hiddenNote="" />
      <section aria-labelledby="profile-details" className={styles.section}>
        <SectionHead id="profile-details" title={t.details} />
        <dl className={styles.facts}>
          <Fact label={t.position} value={user.position || t.empty} />
          <Fact label={t.email} value={user.email} />
          <Fact label={t.businessUnit} value={user.business_unit?.name ?? t.empty} />
          <Fact label={t.employeeStatus} value={user.employee_status?.name ?? t.empty} />
          <Fact label={t.location} value={location} icon={<MapPinIcon size={16} />} />
          <Fact label={t.joined} value={formatJoined(user.joined_at)} />
        </dl>
        <p className={styles.hint}>{t.privateNote}</p>
      </section>
      <Recommendations />
      <DocumentsPanel />
      <AssessmentPanel />
      <RecordingConsentPanel userId={user.id} />
    </article>
  )
}

function Recommendations() {
  const paths = useQuery(profileQueries.recommendations())
  return (
    <section className={styles.section} aria-labelledby="profile-recommendations">
      <SectionHead id="profile-recommendations" title={t.recommendations} />
      <DataState query={paths} errorText={t.recommendationsError} variant="section">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t.recommendationsEmpty}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((path) => (
                <li key={path.id} className={styles.item}>
                  <Link to="/growth-path/$slug" params={{ slug: path.slug }} className={styles.itemTitle}>
                    {path.title}
                  </Link>
                  <p className={styles.itemMeta}>{path.summary}</p>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}

function Fact({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        {icon}
        {value}
      </dd>
    </div>
  )
}
