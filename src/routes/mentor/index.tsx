import { createFileRoute } from '@tanstack/react-router'
import { mentorQueries } from '@/features/mentor/api/mentor-queries'
import { MentorListPage } from '@/features/mentor/components/list/mentor-list-page'
import { mentorSearchSchema, toListQuery } from '@/features/mentor/components/list/list-search'

/** Mentors (spec route table): public, so visitors may browse; booking asks them to sign in. */
export const Route = createFileRoute('/mentor/')({
  validateSearch: mentorSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  // Not awaited: the row and the list each show their placeholder (or their persisted copy) at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(mentorQueries.popular())
    void context.queryClient.prefetchInfiniteQuery(mentorQueries.list(deps))
  },
  component: function MentorListRoute() {
    return <MentorListPage search={Route.useSearch()} />
  },
})
