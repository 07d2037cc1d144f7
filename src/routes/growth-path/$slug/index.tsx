import { createFileRoute } from '@tanstack/react-router'
import { growthPathSlugParam } from '@/features/growth-path/slug-param'
import { growthPathQueries } from '@/features/growth-path/api/growth-path-queries'
import { GrowthPathDetailPage } from '@/features/growth-path/components/detail/growth-path-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'
import * as z from 'zod/mini'

/** /growth-path/{slug}: public, so a colleague's shared link opens for anyone; taking it asks to sign in. */
export const Route = createFileRoute('/growth-path/$slug/')({
  params: paramsOrNotFound(z.object({ slug: growthPathSlugParam })),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(growthPathQueries.detail(params.slug)),
  component: function GrowthPathDetailRoute() {
    const { slug } = Route.useParams()
    return <GrowthPathDetailPage key={slug} slug={slug} />
  },
})
