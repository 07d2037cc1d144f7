import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useRef, useState, type KeyboardEvent } from 'react'
import { BellIcon, CloseIcon } from '@/components/icons/icons'
import { Avatar } from '@/components/ui/avatar'
import { id } from '@/lib/i18n/id'
import { usePush } from '@/lib/push/use-push'
import { activityTabs, avatarControlLabel, type Account, type ActivityTab, type StandInHandover } from './account'
import styles from './profile-dialog.module.css'

/**
 * Mobile (820 px and below): the picture or initials in the header open this dialog with the
 * user's name with 'Lihat Profile' (the public profile, /profile/{username}), 'Posisi', 'Email' and
 * side tabs that go to /activity?tab=….
 */
export default function ProfileDialog({ account, openAtOnce = false, focusAtOnce = false }: { account: Account } & StandInHandover) {
  const [open, setOpen] = useState(openAtOnce)
  const push = usePush()
  const navigate = useNavigate()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const current = useRouterState({
    select: (s) => (s.location.pathname === '/activity' ? String((s.location.search as { tab?: unknown }).tab ?? 'learning') : null),
  })
  const focusIndex = Math.max(
    0,
    activityTabs.findIndex((tab) => tab === current),
  )

  const goTo = (tab: ActivityTab) => {
    setOpen(false)
    void navigate({ to: '/activity' as never, search: { tab } as never })
  }

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, vertical); Enter/Space opens one.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = activityTabs.length - 1
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    tabRefs.current[(next + activityTabs.length) % activityTabs.length]?.focus()
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger} aria-label={avatarControlLabel(id.account.profileButton, account)} autoFocus={focusAtOnce}>
        <Avatar name={account.name} src={account.picture} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <Dialog.Close className={styles.close} aria-label={id.account.closeDialog}>
            <CloseIcon />
          </Dialog.Close>
          <div className={styles.identity}>
            <Avatar name={account.name} src={account.picture} size="large" />
            <Dialog.Title className={styles.name}>{account.name}</Dialog.Title>
            <Link
              to={account.username ? '/profile/$id' : '/profile'}
              params={account.username ? { id: account.username } : (undefined as never)}
              className={styles.profileLink}
              onClick={() => setOpen(false)}
            >
              {id.account.viewProfileDialog}
            </Link>
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{id.account.position}</dt>
              <dd>{account.position || id.account.empty}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{id.account.email}</dt>
              <dd>{account.email || id.account.empty}</dd>
            </div>
          </dl>
          <h2 id="profile-dialog-tabs" className={styles.tabsTitle}>
            {id.account.learningActivity}
          </h2>
          <div role="tablist" aria-orientation="vertical" aria-labelledby="profile-dialog-tabs" className={styles.tabs}>
            {activityTabs.map((tab, index) => (
              <button
                key={tab}
                ref={(node) => {
                  tabRefs.current[index] = node
                }}
                type="button"
                role="tab"
                aria-selected={tab === current}
                tabIndex={index === focusIndex ? 0 : -1}
                className={styles.tab}
                onClick={() => goTo(tab)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {id.activityTabs[tab]}
              </button>
            ))}
          </div>
          {push.label && (
            <button type="button" className={styles.pushButton} onClick={push.choose} disabled={push.busy}>
              <BellIcon size={18} />
              {push.label}
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
