import { useQueryClient } from '@tanstack/react-query'
import { useWhenSent } from '@/lib/outbox/use-when-sent'
import { growthPathKeys } from './growth-path-keys'
import { pathResource } from './path-resource'

/**
 * Reads the path's own state again (transaction, syllabus, assignments, detail) each time one of
 * its queued writes has left the outbox, so what the server made of it (a certificate number, a
 * stored file) replaces the optimistic guess. Answers the writes still waiting.
 */
export function useRefreshWhenSent(pathId: number, slug: string) {
  const queryClient = useQueryClient()
  return useWhenSent(pathResource(pathId), () => {
    for (const key of [growthPathKeys.trx(slug), growthPathKeys.silabus(slug), growthPathKeys.assignments(slug), growthPathKeys.detail(slug), growthPathKeys.mine()]) {
      void queryClient.invalidateQueries({ queryKey: key })
    }
  })
}
