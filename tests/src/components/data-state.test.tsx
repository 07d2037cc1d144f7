import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataState } from '@/components/data-state/data-state'
import { renderWithRouter } from '../support/render-with-router'

/** A page over one query whose answers the test hands out one by one. */
function setup(answers: Array<() => Promise<string>>, props: { offline?: boolean; canRetry?: (error: unknown) => boolean } = {}) {
  const queryFn = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('habis'))))())
  function Page() {
    const query = useQuery({ queryKey: ['state-test'], queryFn })
    return (
      <DataState query={query} loadingText="Memuat contoh…" errorText={(error) => `Gagal: ${(error as Error).message}`} {...props}>
        {(text) => <p>Isi: {text}</p>}
      </DataState>
    )
  }
  return { queryFn, ...renderWithRouter(() => <Page />) }
}

describe('DataState', () => {
  afterEach(() => vi.restoreAllMocks())

  it('tells screen readers it is loading, then shows the content', async () => {
    let answer: (text: string) => void = () => undefined
    setup([() => new Promise<string>((resolve) => (answer = resolve))])
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat contoh…')
    answer('halo')
    expect(await screen.findByText('Isi: halo')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('says why nothing is shown, and the retry asks again and shows the answer', async () => {
    const { queryFn } = setup([() => Promise.reject(new Error('server sibuk')), () => Promise.resolve('kedua')])
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal: server sibuk')
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByText('Isi: kedua')).toBeInTheDocument()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('offers no retry when asking again cannot help', async () => {
    setup([() => Promise.reject(new Error('tidak ada'))], { canRetry: () => false })
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal: tidak ada')
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull()
  })

  it('offline with nothing stored, a page offers what can be read offline instead of the error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    setup([() => Promise.reject(new TypeError('Failed to fetch'))], { offline: true })
    expect(await screen.findByRole('heading', { name: 'Halaman ini belum tersedia offline' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a part of a page (not offline-aware) shows its own error even offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    setup([() => Promise.reject(new TypeError('Failed to fetch'))])
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal: Failed to fetch')
    expect(screen.queryByTestId('offline-state')).toBeNull()
  })

  it('keeps the content when a refetch fails: a stored copy beats an error', async () => {
    const { queryClient } = setup([() => Promise.resolve('tersimpan'), () => Promise.reject(new Error('putus'))])
    expect(await screen.findByText('Isi: tersimpan')).toBeInTheDocument()
    await queryClient.refetchQueries({ queryKey: ['state-test'] })
    expect(screen.getByText('Isi: tersimpan')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
