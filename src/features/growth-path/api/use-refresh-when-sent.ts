import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { growthPathKeys } from './growth-path-keys'
import { pathResource } from './path-resource'

/**
 * Reads the path's own state again (transaction, syllabus, assignments, detail) each time one of
 * its queued writes has left the outbox, so what the server made of it (a certificate number, a
 * stored file) replaces the optimistic guess. Answers the writes still waiting.
 */
export function useRefreshWhenSent(pathId: number, slug: string) {
  const queryClient = useQueryClient()
  const pending = usePendingWrites(pathResource(pathId))
  const last = useRef<number | undefined>(undefined)
  const count = pending?.filter((entry) => entry.state !== 'failed').length
  useEffect(() => {
    if (count === undefined) return
    if (last.current !== undefined && count < last.current) {
      for (const key of [growthPathKeys.trx(slug), growthPathKeys.silabus(slug), growthPathKeys.assignments(slug), growthPathKeys.detail(slug), growthPathKeys.mine()]) {
        void queryClient.invalidateQueries({ queryKey: key })
      }
    }
    last.current = count
  }, [count, queryClient, slug])
  return pending ?? []
}
