import * as z from 'zod/mini'
import { activityTabs } from '@/components/layout/account'

/**
 * The search of /activity (spec route table): `tab` is one of learning, growthpath, mentor,
 * discovery; missing, it is 'learning'. Any other value fails validation, which is the 404 page
 * (spec section 2: route-level validation failure gives a 404).
 */
export const activitySearchSchema = z.object({
  tab: z._default(z.enum(activityTabs), 'learning'),
})
export type ActivitySearch = z.output<typeof activitySearchSchema>
