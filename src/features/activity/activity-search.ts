import * as z from 'zod/mini'
import { activityTabs } from '@/components/layout/profile-dialog'

/**
 * The search of /activity (spec route table): `tab` is one of learning, growthpath, mentor,
 * discovery; a missing or unknown value is the default 'learning', never an error page.
 */
export const activitySearchSchema = z.object({
  tab: z.catch(z._default(z.enum(activityTabs), 'learning'), 'learning'),
})
export type ActivitySearch = z.output<typeof activitySearchSchema>
