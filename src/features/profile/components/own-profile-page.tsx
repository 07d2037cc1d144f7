import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { UserDetail } from '@/contract/profile-user'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { MailIcon, MapPinIcon } from '@/components/icons/icons'
import { Avatar } from '@/components/ui/avatar'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { profileTexts } from '../texts'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueries } from '../api/profile-queries'
import styles from './own-profile-page.module.css'

const t = profileTexts

const joinedFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' })

/** '2021-03-15' → '15 Maret 2021'; '-' when unknown or unreadable. */
export function formatJoined(value: string | null): string {
  if (!value) return t.empty
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? t.empty : joinedFormat.format(date)
}

/** /profile: the signed-in user's own record, loaded by the user-id cookie. */
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
        </div>
      </header>
      {user.bio ? <p className={styles.bio}>{user.bio}</p> : null}
      <section aria-labelledby="profile-details" className={styles.details}>
        <h2 id="profile-details" className={styles.detailsTitle}>
          {t.details}
        </h2>
        <dl className={styles.facts}>
          <Fact label={t.position} value={user.position || t.empty} />
          <Fact label={t.email} value={user.email} />
          <Fact label={t.businessUnit} value={user.business_unit?.name ?? t.empty} />
          <Fact label={t.employeeStatus} value={user.employee_status?.name ?? t.empty} />
          <Fact label={t.location} value={location} icon={<MapPinIcon size={16} />} />
          <Fact label={t.joined} value={formatJoined(user.joined_at)} />
        </dl>
      </section>
    </article>
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
