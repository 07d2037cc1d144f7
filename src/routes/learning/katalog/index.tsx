import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '@/features/learning/api/catalog-queries'
import { CollectionListPage } from '@/features/learning/components/catalog/collection-list'

export const Route = createFileRoute('/learning/katalog/')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(catalogQueries.list()),
  component: function CatalogsRoute() {
    return <CollectionListPage kind="katalog" options={catalogQueries.list()} />
  },
})
