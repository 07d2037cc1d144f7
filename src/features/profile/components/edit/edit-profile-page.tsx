import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueries } from '../../api/profile-queries'
import { profileTexts } from '../../texts'
import { ProfileForm } from './profile-form'
import styles from './edit.module.css'

const t = profileTexts.edit

/**
 * /edit-profile/{id}: the owner's form; another id is refused here as the server would refuse it.
 * {id} may also be a public username, as /profile/{id} takes it: the owner's own goes on to
 * /edit-profile/{their id}, anyone else's is refused the same way.
 */
export function EditProfilePage({ id }: { id: number | string }) {
  useDocumentTitle(t.title)
  const userId = useUserId()
  const byName = typeof id === 'string'
  const own = userId !== null && userId === id
  // By name, the own profile says whose name it is (it is the form's data too, read once).
  const profile = useQuery({ ...profileQueries.detail(userId ?? 0), enabled: userId !== null && (own || byName) })
  const ownName = byName && profile.data?.username === id
  if (ownName) return <Navigate to="/edit-profile/$id" params={{ id: userId! }} replace />
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        {own && <p className={styles.intro}>{t.intro}</p>}
      </div>
      {own || (byName && userId !== null && !profile.data) ? (
        <DataState query={profile} loadingText={profileTexts.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={profileTexts.error}>
          {(user) => <ProfileForm key={user.id} user={user} />}
        </DataState>
      ) : (
        <div className={styles.refusal} role="alert">
          <p>{t.notOwner}</p>
          {userId !== null && (
            <Link to="/edit-profile/$id" params={{ id: userId }} className={buttonClassName('primary')}>
              {t.toOwn}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}
