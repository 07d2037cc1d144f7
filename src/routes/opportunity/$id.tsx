import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { opportunityQueries } from '@/features/opportunity/api/opportunity-queries'
import { OpportunityDetailPage } from '@/features/opportunity/components/detail/opportunity-detail-page'
import { paramsOrNotFound } from '@/lib/route-params'

/** The opening's slug (the contract's opportunitySlug, written here so the route tree stays without the contract). */
const slug = z.string().check(z.maxLength(80), z.regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/))

/** An opening (spec route table: /opportunity/{id}, the slug in the URL): public; applying asks to sign in. */
export const Route = createFileRoute('/opportunity/$id')({
  params: paramsOrNotFound(z.object({ id: slug })),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(opportunityQueries.detail(params.id)),
  component: function OpportunityDetailRoute() {
    const { id } = Route.useParams()
    return <OpportunityDetailPage key={id} slug={id} />
  },
})
