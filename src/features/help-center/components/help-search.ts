import * as z from 'zod/mini'
import { lenientId, lenientText } from '@/lib/lenient-search'

/**
 * The search of /help-center (one route in the spec, so deep links are query parameters): a
 * category, a topic, a question, and the words searched. A value that does not fit is dropped, so a
 * stale shared link still opens the help center. Kept small: it stays in the route tree.
 */
export const helpCenterSearchSchema = z.object({
  category: lenientId,
  topic: lenientId,
  question: lenientId,
  q: lenientText,
})
export type HelpCenterSearch = z.infer<typeof helpCenterSearchSchema>
