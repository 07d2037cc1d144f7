import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { draftKey, readDraft, removeDraft, writeDraft } from './draft-storage'

/**
 * A form field's text kept as a draft on this device while it is typed (per signed-in user and
 * `name`, e.g. `opportunity-apply:12`), so a reload, a crash or a page the browser dropped offline
 * does not lose it (issue 40). The forms whose send becomes an outbox write use it; `clear` once
 * the write is queued. Answers the text, its setter (as useState's) and `clear`. A null `name` keeps
 * the text in memory only (a form that edits something already sent, say).
 */
export function useDraft(name: string | null, initial = ''): [string, Dispatch<SetStateAction<string>>, () => void] {
  const userId = useUserId()
  const key = userId === null || name === null ? null : draftKey(userId, name)
  const [state, setState] = useState(() => ({ key, value: readDraft(key) ?? initial }))
  // Another form (or user) in the same component: start from its own draft.
  const current = state.key === key ? state : { key, value: readDraft(key) ?? initial }
  if (current !== state) setState(current)
  useEffect(() => {
    if (key === null) return
    if (current.value === initial) removeDraft(key)
    else writeDraft(key, current.value)
  }, [key, current.value, initial])
  const set = useCallback<Dispatch<SetStateAction<string>>>(
    (next) => setState((old) => ({ key: old.key, value: typeof next === 'function' ? next(old.value) : next })),
    [],
  )
  // Removed at once too: the form usually leaves the screen right after (its write is queued).
  const clear = useCallback(() => {
    if (key !== null) removeDraft(key)
    setState((old) => ({ key: old.key, value: initial }))
  }, [key, initial])
  return [current.value, set, clear]
}
