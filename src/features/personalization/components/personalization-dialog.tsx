import * as Dialog from '@radix-ui/react-dialog'
import { useSnapshot } from 'valtio'
import { format } from '@/lib/i18n/id'
import { personalizationTexts } from '../texts'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { closePersonalizationModal, markPersonalized, personalizationStore } from '@/stores/personalization-store'
import { showToast } from '@/lib/toast/toast-store'
import { rememberSettled } from '../api/personalization-check'
import { InterestForm } from './interest-form'
import styles from './personalization-dialog.module.css'

const t = personalizationTexts

function settle(state: 'personalized' | 'later'): void {
  const userId = readUserId()
  if (userId !== null) rememberSettled(userId, state)
}

/**
 * The personalization modal (spec sections 3 and 4): open while `modalPersonalized`. Saving marks
 * the user personalized; 'Nanti saja', Escape or the overlay close it for this session.
 */
export function PersonalizationDialog() {
  const { modalPersonalized, userInfo } = useSnapshot(personalizationStore)

  const later = () => {
    settle('later')
    closePersonalizationModal()
  }
  // Saved, or waiting in the outbox to be sent (offline): either way the user has chosen.
  const saved = (outcome: 'saved' | 'waiting') => {
    settle('personalized')
    markPersonalized()
    showToast(outcome === 'saved' ? t.saved : t.savedWaiting, { tone: 'info' })
  }

  return (
    <Dialog.Root open={modalPersonalized} onOpenChange={(open) => !open && later()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel}>
          <div className={styles.header}>
            {userInfo?.name && <p className={styles.greeting}>{format(t.greeting, { name: userInfo.name.split(' ')[0] ?? userInfo.name })}</p>}
            <Dialog.Title className={styles.title}>{t.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{t.description}</Dialog.Description>
          </div>
          {modalPersonalized && <InterestForm onSaved={saved} onLater={later} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
