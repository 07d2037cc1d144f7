import { notFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isNotFoundError } from '@/lib/api/api-error'
import { growthPathQueries } from './growth-path-queries'

/**
 * /growth-path/{id}, the step URL with its slug left out (spec section 2: "slug is optional"):
 * finds which path the item belongs to and goes to its full step URL, replacing the short one in
 * the history. An id that is no item is the 404 page. Read from the persisted cache when known,
 * so a short link already followed also works offline.
 */
export async function redirectToStep(queryClient: QueryClient, itemId: number): Promise<never> {
  let slug: string
  try {
    slug = (await queryClient.ensureQueryData(growthPathQueries.item(itemId))).data.slug
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    throw error
  }
  throw redirect({ to: '/growth-path/$slug/$id', params: { slug, id: itemId }, replace: true })
}
