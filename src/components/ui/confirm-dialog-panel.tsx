import * as Dialog from '@radix-ui/react-dialog'
import { buttonClassName } from './button'
import styles from './confirm-dialog.module.css'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  busy?: boolean
  /** A message under the text when the action failed (the dialog stays open). */
  error?: string | null
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
  /** Where focus goes once it closes (Radix's event: preventDefault, then focus): by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void
}

/** The dialog itself, loaded by `ConfirmDialog` (confirm-dialog.tsx) when it is first needed. */
export function ConfirmDialogPanel({ open, title, description, confirmLabel, cancelLabel, busy, error, onConfirm, onOpenChange, onCloseAutoFocus }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Dialog.Close className={buttonClassName('ghost')} autoFocus>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" className={buttonClassName('primary')} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
