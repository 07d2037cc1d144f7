import { useCallback, useEffect, useState } from 'react'
import { id } from '@/lib/i18n/id'
import { reportError } from '@/lib/errors/error-reporter'
import { showToast } from '@/lib/toast/toast-store'
import { disablePush, enablePush, pushState, type PushEnvironment, type PushState } from './web-push'

const t = id.account.push

/**
 * The account menu's 'Aktifkan notifikasi' / 'Matikan notifikasi': this device's push state and
 * the one action it offers, each outcome said in a toast. Nothing is asked of the browser until
 * the user chooses it. `state` is null while it is being found out, and for no Push API at all.
 */
export function usePush(env?: PushEnvironment): { state: PushState | null; busy: boolean; label: string | null; choose: () => void } {
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let active = true
    pushState(env).then(
      (found) => active && setState(found === 'unsupported' ? null : found),
      () => active && setState(null),
    )
    return () => {
      active = false
    }
  }, [env])
  const choose = useCallback(() => {
    if (state === 'install-first') return void showToast(t.installFirst, { tone: 'info', durationMs: 10_000 })
    if (state === 'denied') return void showToast(t.denied, { tone: 'info', durationMs: 10_000 })
    if (state === null || busy) return
    setBusy(true)
    const work =
      state === 'on'
        ? disablePush(env).then(() => {
            setState('off')
            showToast(t.off, { tone: 'info' })
          })
        : enablePush(env).then((next) => {
            setState(next)
            showToast(next === 'on' ? t.on : next === 'denied' ? t.denied : t.failed, { tone: next === 'on' ? 'info' : 'danger' })
          })
    work
      .catch((error: unknown) => {
        reportError(error, { source: 'web-push' })
        showToast(t.failed)
      })
      .finally(() => setBusy(false))
  }, [busy, env, state])
  const label = state === null ? null : state === 'on' ? t.disable : state === 'denied' ? t.blocked : state === 'install-first' ? t.installFirstAction : t.enable
  return { state, busy, label, choose }
}
