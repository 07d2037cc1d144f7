import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { growthPathSlugParam } from '@/features/growth-path/slug-param'
import { growthPathQueries } from '@/features/growth-path/api/growth-path-queries'
import { GrowthPathItemPage } from '@/features/growth-path/components/item/growth-path-item-page'
import { guards } from '@/lib/auth/guards'
import { paramsOrNotFound } from '@/lib/route-params'

const signedIn = guards('learningAuthentication', 'validateToken')

/** /growth-path/{slug}/{id}: one step of a path the user took; signed-in users only. */
export const Route = createFileRoute('/growth-path/$slug/$id')({
  params: paramsOrNotFound(z.object({ slug: growthPathSlugParam, id: positiveIntFromString })),
  beforeLoad: (ctx) => signedIn(ctx),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(growthPathQueries.detail(params.slug))
    void queryClient.prefetchQuery(growthPathQueries.silabus(params.slug))
    void queryClient.prefetchQuery(growthPathQueries.trx(params.slug))
  },
  component: function GrowthPathItemRoute() {
    const { slug, id } = Route.useParams()
    return <GrowthPathItemPage key={`${slug}/${id}`} slug={slug} itemId={id} />
  },
})
