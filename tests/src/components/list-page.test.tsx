import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FilterBar } from '@/components/list-page/filter-bar'
import { InfiniteList } from '@/components/list-page/infinite-list'
import { ListPage } from '@/components/list-page/list-page'
import { nextPageOf } from '@/lib/query/paginated-query'
import { renderWithRouter } from '../support/render-with-router'

interface Job {
  id: number
  title: string
}
type JobPage = { data: Job[]; meta: { page: number; limit: number; total: number; total_pages: number } }

/** A list of `total` jobs, two a page, as a paginated endpoint answers it. */
function jobs(total: number, fail: { first?: boolean } = {}) {
  let failFirst = fail.first ?? false
  return infiniteQueryOptions<JobPage, Error, InfiniteData<JobPage, number>, readonly unknown[], number>({
    queryKey: ['jobs', total],
    queryFn: async ({ pageParam }): Promise<JobPage> => {
      if (failFirst) {
        failFirst = false
        throw new Error('down')
      }
      const ids = [pageParam * 2 - 1, pageParam * 2].filter((n) => n <= total)
      return { data: ids.map((id) => ({ id, title: `Lowongan ${id}` })), meta: { page: pageParam, limit: 2, total, total_pages: Math.ceil(total / 2) } }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

function JobList({ total, fail }: { total: number; fail?: { first?: boolean } }) {
  return (
    <InfiniteList
      options={jobs(total, fail)}
      label="Lowongan"
      itemKey={(job) => job.id}
      renderItem={(job) => <h3>{job.title}</h3>}
      emptyText="Belum ada lowongan."
      emptyHint="Coba kata kunci lain."
      summary
    />
  )
}

describe('the shared list page', () => {
  it('counts the results, shows a page, loads the next on request and says when all are shown', async () => {
    renderWithRouter(() => <JobList total={3} />)
    const list = await screen.findByRole('region', { name: 'Lowongan' })
    expect(within(list).getByText('3 hasil')).toBeInTheDocument()
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lowongan 1', 'Lowongan 2'])
    await userEvent.click(within(list).getByRole('button', { name: 'Muat lebih banyak' }))
    expect(await within(list).findByRole('heading', { name: 'Lowongan 3' })).toBeInTheDocument()
    expect(within(list).getByText('Semua sudah ditampilkan.')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull()
  })

  it('says so when nothing matches', async () => {
    renderWithRouter(() => <JobList total={0} />)
    const empty = await screen.findByText('Belum ada lowongan.')
    expect(empty.closest('[role="status"]')).toHaveTextContent('Coba kata kunci lain.')
    expect(screen.queryByRole('region', { name: 'Lowongan' })).toBeNull()
  })

  it('a first page that failed can be asked for again', async () => {
    renderWithRouter(() => <JobList total={2} fail={{ first: true }} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Daftar tidak dapat dimuat.')
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByRole('heading', { name: 'Lowongan 2' })).toBeInTheDocument()
  })

  it('titles the page and the document, with the area filters between the head and the list', async () => {
    renderWithRouter(() => (
      <ListPage title="Peluang" intro="Lowongan internal." filters={<p>filter di sini</p>}>
        <JobList total={1} />
      </ListPage>
    ))
    expect(await screen.findByRole('heading', { level: 1, name: 'Peluang' })).toBeInTheDocument()
    expect(screen.getByText('Lowongan internal.')).toBeInTheDocument()
    expect(screen.getByText('filter di sini')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toContain('Peluang'))
  })
})

type JobSearch = { q?: string; sort?: 'newest' | 'salary'; unit_id?: number }

describe('the shared filter bar', () => {
  function Bar({ initial = {}, keywords }: { initial?: JobSearch; keywords?: string[] }) {
    const [search, setSearch] = useState<JobSearch>(initial)
    return (
      <>
        <FilterBar
          search={search}
          onChange={setSearch}
          filters={[{ name: 'unit_id', label: 'Unit', options: [{ id: 4, name: 'Keuangan' }] }]}
          sorts={[
            { value: 'newest', label: 'Terbaru' },
            { value: 'salary', label: 'Gaji' },
          ]}
          keywords={keywords}
        />
        <output>{JSON.stringify(search)}</output>
      </>
    )
  }
  const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as JobSearch

  it('puts the search text, a filter and a sort into the search; the default sort stays out', async () => {
    const user = userEvent.setup()
    renderWithRouter(() => <Bar />)
    await user.type(await screen.findByRole('searchbox'), '  analis  ')
    await user.click(screen.getByRole('button', { name: 'Cari' }))
    expect(shown()).toEqual({ q: 'analis' })
    await user.selectOptions(screen.getByLabelText('Unit'), 'Keuangan')
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'Gaji')
    expect(shown()).toEqual({ q: 'analis', unit_id: 4, sort: 'salary' })
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'Terbaru')
    expect(shown().sort).toBeUndefined()
  })

  it('offers the popular keywords, and clearing the filters keeps the sort', async () => {
    const user = userEvent.setup()
    renderWithRouter(() => <Bar initial={{ unit_id: 4, sort: 'salary' }} keywords={['excel']} />)
    await user.click(await screen.findByRole('button', { name: 'excel' }))
    expect(shown()).toEqual({ unit_id: 4, sort: 'salary', q: 'excel' })
    expect(screen.getByRole('searchbox')).toHaveValue('excel')
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }))
    expect(shown()).toEqual({ sort: 'salary' })
    expect(screen.queryByRole('button', { name: 'Hapus filter' })).toBeNull()
  })
})
