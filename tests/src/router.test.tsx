import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRoutePatterns } from '@/contract/app-routes'
import { createAppRouter } from '@/router'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

const banners = [
  { id: 1, title: 'Belajar Tanpa Batas, Tumbuh Setiap Hari', subtitle: 'Video dan kelas', image_url: '/banners/a.svg', link_url: '/learning', sort_order: 1 },
]

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('app router', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('registers exactly the paths of appRoutePatterns', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory())
    const registered = Object.keys(router.routesByPath)
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path).replace(/\$(\w+)/g, '{$1}'))
      .sort()
    expect(registered).toEqual([...appRoutePatterns].sort())
  })

  it('renders the home page in the default layout with the banners', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: banners }), { headers: { 'Content-Type': 'application/json' } })))
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Belajar Tanpa Batas, Tumbuh Setiap Hari' })).toBeInTheDocument()
  })

  it('shows the 404 page inside the default layout for an unknown path', async () => {
    renderApp('/tidak-ada')
    expect(await screen.findByRole('heading', { name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('/login with a code shows the progress state in the empty layout', async () => {
    renderApp('/login?code=abc&state=xyz')
    const message = await screen.findByText('Memproses masuk…')
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('/login without a code replaces itself with /', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } })))
    const router = renderApp('/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.history.length).toBe(1)
  })
})
