import { useEffect, useId, useRef, useState } from 'react'
import { buttonClassName } from './button'
import { afterIdle } from '@/lib/idle'
import { preloadable } from '@/lib/preloadable'
import type { ConfirmDialogProps } from './confirm-dialog-panel'

export type { ConfirmDialogProps } from './confirm-dialog-panel'

/**
 * The dialog's code (Radix's dialog, focus trap and scroll lock: about 14 KiB gzip) is not part of
 * the pages that ask for a confirmation: they draw without it, it arrives once the page is idle, or
 * at the first press if that comes sooner (issue 12: the video page fetched it before its poster).
 */
const panel = preloadable(() => import('./confirm-dialog-panel').then((m) => m.ConfirmDialogPanel))
afterIdle(() => void panel.load().catch(() => undefined))

/**
 * Loads the dialog's code now: a form whose send asks for a confirmation calls it when shown, so
 * the send still works if the connection goes before idle (a first visit keeps no code offline).
 */
export function preloadConfirmDialog(): void {
  void panel.load().catch(() => undefined)
}

/** Asks before an action that cannot be undone (delete, cancel a registration). Focus starts on cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Panel, setPanel] = useState(panel.current)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (Panel || !props.open) return
    let active = true
    panel.load().then(
      (loaded) => {
        // As an updater: the value is itself a function (a component).
        if (active) setPanel(() => loaded)
      },
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [Panel, props.open])
  if (Panel) return <Panel {...props} />
  // The dialog's code could not load (offline on a first visit, issue 40): the question is asked in
  // place, so the action (a write the outbox keeps) can still be confirmed.
  return failed && props.open ? <InlineConfirm {...props} /> : null
}

function InlineConfirm({ title, description, confirmLabel, cancelLabel, busy, error, onConfirm, onOpenChange }: ConfirmDialogProps) {
  const ids = { title: useId(), description: useId() }
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div role="alertdialog" aria-labelledby={ids.title} aria-describedby={ids.description} style={inlineStyle}>
      <p id={ids.title}>
        <strong>{title}</strong>
      </p>
      <p id={ids.description}>{description}</p>
      {error && <p role="alert">{error}</p>}
      <p>
        <button ref={cancel} type="button" className={buttonClassName('ghost')} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </button>{' '}
        <button type="button" className={buttonClassName('primary')} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </p>
    </div>
  )
}

// Inline: the dialog's stylesheet is in the chunk that could not load.
const inlineStyle = { marginTop: 'var(--space-3)', padding: 'var(--space-4)', border: '1px solid var(--color-border)', borderRadius: 'var(--radius-md)', background: 'var(--color-surface)' }
