import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useDocumentTitle } from '@/lib/use-document-title'
import { profileQueries } from '../../api/profile-queries'
import { profileTexts } from '../../texts'
import { ProfileForm } from './profile-form'
import styles from './edit.module.css'

const t = profileTexts.edit

/** /edit-profile/{id}: the owner's form; another id is refused here as the server would refuse it. */
export function EditProfilePage({ id }: { id: number }) {
  useDocumentTitle(t.title)
  const userId = useUserId()
  const own = userId !== null && userId === id
  const profile = useQuery({ ...profileQueries.detail(userId ?? 0), enabled: own })
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        {own && <p className={styles.intro}>{t.intro}</p>}
      </div>
      {own ? (
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
