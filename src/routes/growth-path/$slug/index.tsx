import { createFileRoute } from '@tanstack/react-router'
import { growthPathSlugParam, itemIdInPlaceOfSlug } from '@/features/growth-path/slug-param'
import { growthPathQueries } from '@/features/growth-path/api/growth-path-queries'
import { redirectToStep } from '@/features/growth-path/api/step-of-item'
import { GrowthPathDetailPage } from '@/features/growth-path/components/detail/growth-path-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'
import * as z from 'zod/mini'

/**
 * /growth-path/{slug}: public, so a colleague's shared link opens for anyone; taking it asks to sign in.
 * A number in place of the slug is a step's id (/growth-path/{slug}/{id} with the slug left out):
 * the loader sends it on to the step's full URL.
 */
export const Route = createFileRoute('/growth-path/$slug/')({
  params: paramsOrNotFound(z.object({ slug: z.union([growthPathSlugParam, itemIdInPlaceOfSlug]) })),
  loader: async ({ context, params }) => {
    if (z.safeParse(itemIdInPlaceOfSlug, params.slug).success) return redirectToStep(context.queryClient, Number(params.slug))
    void context.queryClient.prefetchQuery(growthPathQueries.detail(params.slug))
  },
  component: function GrowthPathDetailRoute() {
    const { slug } = Route.useParams()
    return <GrowthPathDetailPage key={slug} slug={slug} />
  },
})
