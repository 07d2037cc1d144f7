import { useEffect, useState } from 'react'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { quizResource } from '../api/quiz-queries'

/**
 * The outbox entry still carrying this attempt's submission: undefined while the outbox is being
 * read, null when there is none (delivered, or never queued on this device).
 */
export function usePendingSubmission(attemptId: number | undefined): OutboxEntry | null | undefined {
  const [entry, setEntry] = useState<OutboxEntry | null | undefined>(attemptId === undefined ? null : undefined)
  useEffect(() => {
    if (attemptId === undefined) return
    const box = getOutbox()
    let active = true
    const refresh = () =>
      void box.list().then(
        (list) => active && setEntry(list.find((e) => e.resource === quizResource(attemptId)) ?? null),
        () => active && setEntry(null),
      )
    const unsubscribe = box.subscribe(refresh)
    refresh()
    return () => {
      active = false
      unsubscribe()
    }
  }, [attemptId])
  return entry
}
