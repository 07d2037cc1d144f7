import { useEffect, useState } from 'react'
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
  useEffect(() => {
    if (Panel || !props.open) return
    let active = true
    panel.load().then(
      (loaded) => {
        // As an updater: the value is itself a function (a component).
        if (active) setPanel(() => loaded)
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [Panel, props.open])
  return Panel ? <Panel {...props} /> : null
}
