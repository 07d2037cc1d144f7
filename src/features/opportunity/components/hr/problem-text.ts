import { isApiError } from '@/lib/api/api-error'
import { opportunityTexts } from '../../texts'

/** What the server said when it refused HR's change (its problem's detail), offline, or `fallback`. */
export function problemText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback
  if (error.status === 0) return opportunityTexts.hr.offline
  return error.problem.detail || fallback
}
