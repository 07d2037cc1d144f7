import { createMemoryHistory, createRootRoute, createRoute, createRouter, isNotFound, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { NotFoundPage } from '@/components/error-pages/not-found-page'
import { idParam } from '@/contract/common'
import { paramsOrNotFound } from '@/lib/route-params'

window.scrollTo = () => undefined

function renderAt(path: string) {
  const rootRoute = createRootRoute({ notFoundComponent: NotFoundPage })
  const mentor = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mentor/$id',
    params: paramsOrNotFound(idParam),
    component: function Mentor() {
      const { id } = mentor.useParams()
      return <h1>Mentor {id + 1}</h1>
    },
  })
  const router = createRouter({ routeTree: rootRoute.addChildren([mentor]), history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
}

describe('paramsOrNotFound', () => {
  it('hands the page parsed params', async () => {
    renderAt('/mentor/41')
    expect(await screen.findByRole('heading', { name: 'Mentor 42' })).toBeInTheDocument()
  })

  it('shows the 404 page when a param does not validate', async () => {
    renderAt('/mentor/abc')
    expect(await screen.findByRole('heading', { name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeInTheDocument()
  })

  it('parses with the schema and throws a not-found for anything else', () => {
    const params = paramsOrNotFound(z.object({ slug: z.string().check(z.minLength(3)) }))
    expect(params.parse({ slug: 'abcd' })).toEqual({ slug: 'abcd' })
    let thrown: unknown
    try {
      params.parse({ slug: 'a' })
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
  })
})
