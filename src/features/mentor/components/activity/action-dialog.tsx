import * as Dialog from '@radix-ui/react-dialog'
import type { FormEvent, ReactNode } from 'react'
import { buttonClassName } from '@/components/ui/button'
import dialog from '@/components/ui/confirm-dialog.module.css'
import { mentorTexts } from '../../texts'
import styles from './mentor-tab.module.css'

const t = mentorTexts.sessions

/** A small form in a dialog (accept, decline, cancel, rate): its fields, its error, send and close. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busy,
  error,
  onSubmit,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  submitLabel: string
  busy: boolean
  error: string | null
  onSubmit: () => void
  children?: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.panel} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={dialog.description}>{description}</Dialog.Description>}
          <form onSubmit={submit} className={styles.dialogForm} noValidate>
            {children}
            {error && (
              <p className={dialog.error} role="alert">
                {error}
              </p>
            )}
            <div className={dialog.actions}>
              <Dialog.Close type="button" className={buttonClassName('ghost')}>
                {t.close}
              </Dialog.Close>
              <button type="submit" className={buttonClassName('primary')} disabled={busy} aria-busy={busy}>
                {busy ? t.working : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
