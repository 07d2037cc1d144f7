import { useQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DetailState } from '@/components/data-state/detail-state'
import { ApiError } from '@/lib/api/api-error'
import { renderWithRouter } from '../support/render-with-router'

const problem = (status: number, title: string) => ({ type: 'about:blank', title, status, detail: title, errors: [] })

/** A detail page over one query whose answers the test hands out one by one. */
function setup(answers: Array<() => Promise<string>>) {
  const queryFn = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('habis'))))())
  function Page() {
    const query = useQuery({ queryKey: ['detail-state-test'], queryFn, retry: false })
    return (
      <DetailState query={query} loadingText="Memuat mentor…" notFoundText="Mentor tidak ditemukan." errorText="Mentor gagal dimuat.">
        {(name) => <h1>{name}</h1>}
      </DetailState>
    )
  }
  return { queryFn, ...renderWithRouter(() => <Page />) }
}

describe('DetailState', () => {
  it('a 404 says the page names nothing, and offers no retry', async () => {
    setup([() => Promise.reject(new ApiError(404, problem(404, 'Tidak ditemukan')))])
    expect(await screen.findByRole('alert')).toHaveTextContent('Mentor tidak ditemukan.')
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull()
  })

  it('another failure says so, and the retry shows the page', async () => {
    const { queryFn } = setup([() => Promise.reject(new ApiError(503, problem(503, 'Sibuk'))), () => Promise.resolve('Sari Wulandari')])
    expect(await screen.findByRole('alert')).toHaveTextContent('Mentor gagal dimuat.')
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeInTheDocument()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })
})
