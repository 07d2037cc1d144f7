import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { offlinePages } from '@/lib/offline/offline-content'

// Issue 45: the list of learning pages this device can open offline names only pages of their own
// (an item's page by its number; not a search, a page of comments or a later page of a channel),
// lists first, then items newest first, each path once with its newest time.

const T = 1_700_000_000_000
const listPage = { pages: [{ data: [], meta: { page: 1, total: 0, total_pages: 0 } }], pageParams: [1] }

function cacheWith(entries: Array<[readonly unknown[], unknown, number]>) {
  const queryClient = new QueryClient()
  for (const [key, data, updatedAt] of entries) queryClient.setQueryData(key, data, { updatedAt })
  return queryClient
}

describe('the learning pages available offline', () => {
  it('lists the plain lists first, then the items newest first', () => {
    const pages = offlinePages(
      cacheWith([
        [['learning', 'videos', 'detail', 12], { data: { id: 12, title: 'Video lama' } }, T - 3_000],
        [['learning', 'inclass', 'list', { limit: 12 }], listPage, T - 5_000],
        [['learning', 'videos', 'detail', 13], { data: { id: 13, title: 'Video baru' } }, T - 1_000],
        [['learning', 'packages', 'detail', 4], { data: { id: 4, slug: 'data', title: 'Paket tengah' } }, T - 2_000],
        [['learning', 'videos', 'list', { limit: 12 }], listPage, T - 4_000],
        [['learning', 'catalogs', 'list'], listPage, T - 6_000],
      ]),
    )
    expect(pages.map((p) => [p.to, p.title, p.updatedAt])).toEqual([
      ['/learning/videos', null, T - 4_000],
      ['/learning/inclass', null, T - 5_000],
      ['/learning/katalog', null, T - 6_000],
      ['/learning/videos/13', 'Video baru', T - 1_000],
      ['/learning/course/4-data', 'Paket tengah', T - 2_000],
      ['/learning/videos/12', 'Video lama', T - 3_000],
    ])
  })

  it('names each path once, with the newest time among the answers that open it', () => {
    const pages = offlinePages(
      cacheWith([
        [['learning', 'videos', 'list', { limit: 12 }], listPage, T - 9_000],
        [['learning', 'videos', 'list', { limit: 12, page: 2 }], listPage, T - 1_000],
        [['learning', 'videos', 'list'], listPage, T - 5_000],
      ]),
    )
    expect(pages).toEqual([{ kind: 'videos', to: '/learning/videos', title: null, updatedAt: T - 1_000 }])
  })

  it('leaves out what is not a page of its own: an item not named by its number, a later page, a search, an item without a title', () => {
    const pages = offlinePages(
      cacheWith([
        [['learning', 'packages', 'detail', 'kepemimpinan'], { data: { id: 4, title: 'Kepemimpinan' } }, T],
        [['learning', 'channels', 'detail', 2, { page: 2 }], { pages: [{ channel: { id: 2, name: 'Channel HR' } }], pageParams: [2] }, T],
        [['learning', 'videos', 'list', 'data'], listPage, T],
        [['learning', 'videos', 'list', null], listPage, T],
        [['learning', 'videos', 'list', 2], listPage, T],
        [['learning', 'videos', 'detail', 16], null, T],
        [['learning', 'catalogs', 'list', { limit: 12, category: 3 }], listPage, T],
        [['learning', 'videos', 'detail', 14], { data: { id: 14, title: '   ' } }, T],
        [['learning', 'videos', 'detail', 15], { data: { id: 15 } }, T],
        [['learning', 'unknown', 'detail', 1], { data: { id: 1, title: 'Lain' } }, T],
        [['home', 'videos', 'detail', 1], { data: { id: 1, title: 'Bukan learning' } }, T],
      ]),
    )
    expect(pages).toEqual([])
  })

  it('leaves out a page whose answer has not come (a query still loading or failed without data)', () => {
    const queryClient = new QueryClient()
    queryClient.getQueryCache().build(queryClient, { queryKey: ['learning', 'videos', 'detail', 20] })
    queryClient.getQueryCache().build(queryClient, { queryKey: ['learning', 'videos', 'list', { limit: 12 }] })
    expect(offlinePages(queryClient)).toEqual([])
  })

  it('takes an item’s name when it has no title (its title when it has both), and a course without a slug opens by its number', () => {
    const pages = offlinePages(
      cacheWith([
        [['learning', 'catalogs', 'detail', 3], { data: { id: 3, name: 'Katalog Data' } }, T],
        [['learning', 'packages', 'detail', 5], { data: { id: 5, title: 'Tanpa slug', slug: '' } }, T - 1],
        [['learning', 'videos', 'detail', 6], { data: { id: 6, title: 'Judul video', name: 'nama-berkas.mp4' } }, T - 2],
      ]),
    )
    expect(pages.map((p) => [p.to, p.title])).toEqual([
      ['/learning/katalog/3', 'Katalog Data'],
      ['/learning/course/5', 'Tanpa slug'],
      ['/learning/videos/6', 'Judul video'],
    ])
  })
})
