import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { catalogQueries } from '@/features/learning/api/catalog-queries'
import { learningSearchSchema, toListQuery } from '@/features/learning/api/list-query'
import { CatalogDetailPage } from '@/features/learning/components/catalog/catalog-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'

export const Route = createFileRoute('/learning/katalog/$id')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  validateSearch: learningSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(catalogQueries.detail(params.id))
    void context.queryClient.prefetchInfiniteQuery(catalogQueries.courses(params.id, deps))
  },
  component: function CatalogRoute() {
    const { id } = Route.useParams()
    return <CatalogDetailPage key={id} catalogId={id} search={Route.useSearch()} />
  },
})
