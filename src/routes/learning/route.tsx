import { createFileRoute } from '@tanstack/react-router'
import { LearningLayout } from '@/features/learning/components/learning-layout'
import { rememberLearningPath } from '@/features/learning/next-page'
import { guards } from '@/lib/auth/guards'

const signedIn = guards('learningAuthentication', 'validateToken')

/** The learning section (spec section 2): signed-in users; every visit remembers its path as next_page. */
export const Route = createFileRoute('/learning')({
  beforeLoad: async (ctx) => {
    if (!ctx.preload) rememberLearningPath(ctx.location.pathname, ctx.location.searchStr)
    await signedIn(ctx)
  },
  component: LearningLayout,
})
