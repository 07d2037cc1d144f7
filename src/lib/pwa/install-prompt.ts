import { setPwaState } from './pwa-state'

/** Chromium's install prompt event; not in TypeScript's DOM lib. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

let deferred: BeforeInstallPromptEvent | null = null
let listening = false

/**
 * Keeps the browser's install offer for later: the event fires once, early, and the prompt may
 * only be shown from a user gesture, so the 'Pasang Aplikasi' button uses the stored event.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return
  listening = true
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    setPwaState({ installAvailable: true })
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    setPwaState({ installAvailable: false })
  })
}

/** Shows the browser's install dialog; an offer can be used only once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  setPwaState({ installAvailable: false })
  await event.prompt()
  const choice = await event.userChoice
  return choice.outcome === 'accepted'
}
