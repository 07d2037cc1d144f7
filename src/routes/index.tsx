import { createFileRoute } from '@tanstack/react-router'
import { bannerQueries } from '@/features/home/api/banner-queries'
import { HomePage } from '@/features/home/components/home-page'

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // Not awaited: the page renders at once and the banners show their own loading state.
    void context.queryClient.prefetchQuery(bannerQueries.list())
  },
  component: HomePage,
})
