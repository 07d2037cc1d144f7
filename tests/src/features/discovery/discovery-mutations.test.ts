import { MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { DiscoveryItem } from '@/contract/discovery'
import { discoveryKeys } from '@/features/discovery/api/discovery-keys'
import { discoveryMutationKeys, recordResource, savedResource } from '@/features/discovery/api/discovery-mutation-keys'
import { registerRecordMutations, type AddRecordVariables, type RemoveRecordVariables } from '@/features/discovery/api/record-mutations'
import { registerSaveMutations, type SaveVariables } from '@/features/discovery/api/save-mutations'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

// The discovery writes (issue 18): adding and deleting a record, saving and unsaving an item, each
// queued in the outbox with its endpoint, body and resource; saving turns the feed's button at once.

let n = 0
function setup() {
  const name = `discovery-mutations-${++n}`
  const outbox = createOutbox({ store: openOutboxStore(name), channelName: name })
  const queryClient = new QueryClient()
  const deps = { outbox, afterEnqueue: () => undefined, userId: () => 7 }
  registerRecordMutations(queryClient, deps)
  registerSaveMutations(queryClient, deps)
  const observer = <V>(key: readonly unknown[]) => new MutationObserver<unknown, Error, V>(queryClient, { mutationKey: key })
  return {
    outbox,
    queryClient,
    add: observer<AddRecordVariables>(discoveryMutationKeys.addRecord),
    remove: observer<RemoveRecordVariables>(discoveryMutationKeys.removeRecord),
    save: observer<SaveVariables>(discoveryMutationKeys.save),
    unsave: observer<SaveVariables>(discoveryMutationKeys.unsave),
  }
}

const item = (id: number, saved = false): DiscoveryItem => ({
  id,
  kind: 'book-reads',
  title: `Buku ${id}`,
  detail: 'Penulis',
  role: null,
  date: '2025-01-02',
  end_date: null,
  description: null,
  url: null,
  cover_url: null,
  created_at: '2025-01-03T00:00:00.000Z',
  owner: { username: 'andi.pratama', name: 'Andi Pratama', position: null, unit: null, profile_image: null },
  saved,
  saved_at: saved ? '2025-01-04T00:00:00.000Z' : null,
})
const pages = (
  items: DiscoveryItem[],
): InfiniteData<{ data: DiscoveryItem[]; meta: { page: number; limit: number; total: number; total_pages: number } }, number> => ({
  pages: [{ data: items, meta: { page: 1, limit: 12, total: items.length, total_pages: 1 } }],
  pageParams: [1],
})

describe('discovery mutations', () => {
  it('queues a book read with its base64 cover and a delete, in one resource per kind, for the signed-in user', async () => {
    const { outbox, add, remove } = setup()
    const body = {
      title: 'Laut Bercerita',
      author: 'Leila S. Chudori',
      finished_at: '2025-01-02',
      review: null,
      visibility: 'public',
      cover: 'sampul.png,iVBORw0KGgo=',
    }
    await add.mutate({ kind: 'book-reads', body, title: 'Laut Bercerita' })
    await remove.mutate({ kind: 'book-reads', id: 42, title: 'Filosofi Teras' })
    const entries = await outbox.pending(recordResource('book-reads'))
    expect(entries.map((e) => [e.method, e.url, e.userId])).toEqual([
      ['POST', '/api/v2/users/activities/book-reads', 7],
      ['DELETE', '/api/v2/users/activities/book-reads/42', 7],
    ])
    expect(entries[0]!.body).toEqual(body)
    expect(entries[0]!.label).toBe('Tambah Buku Dibaca: Laut Bercerita')
    expect(entries[1]!.label).toBe('Hapus Buku Dibaca: Filosofi Teras')
    expect(entries[0]!.idempotencyKey).not.toBe(entries[1]!.idempotencyKey)
  })

  it('saves and unsaves through the outbox, turning the item in every feed at once and taking it off the saved list', async () => {
    const { outbox, queryClient, save, unsave } = setup()
    queryClient.setQueryData(discoveryKeys.feed({ limit: 12 }), pages([item(1), item(2)]))
    queryClient.setQueryData(discoveryKeys.feed({ limit: 12, kind: 'book-reads' }), pages([item(1)]))
    queryClient.setQueryData(discoveryKeys.saved(), pages([item(3, true)]))

    await save.mutate({ id: 1, title: 'Buku 1' })
    const feeds = queryClient.getQueriesData<ReturnType<typeof pages>>({ queryKey: discoveryKeys.allFeeds() })
    for (const [, data] of feeds) expect(data!.pages[0]!.data.find((i) => i.id === 1)?.saved).toBe(true)
    expect(queryClient.getQueryData<ReturnType<typeof pages>>(discoveryKeys.feed({ limit: 12 }))!.pages[0]!.data[1]!.saved).toBe(false)

    await unsave.mutate({ id: 3, title: 'Buku 3' })
    expect(queryClient.getQueryData<ReturnType<typeof pages>>(discoveryKeys.saved())!.pages[0]!.data).toEqual([])

    expect((await outbox.pending(savedResource(1))).map((e) => [e.method, e.url])).toEqual([['PUT', '/api/v2/discovery/saved/1']])
    expect((await outbox.pending(savedResource(3))).map((e) => [e.method, e.url, e.label])).toEqual([
      ['DELETE', '/api/v2/discovery/saved/3', 'Hapus dari daftar simpanan: Buku 3'],
    ])
  })
})
