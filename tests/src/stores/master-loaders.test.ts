import { describe, expect, it, vi } from 'vitest'
import type { Endpoint } from '@/contract/endpoint'
import { masterLoaders } from '@/stores/master-loaders'

const called: Endpoint[] = []
vi.mock('@/lib/api/client', () => ({
  callApi: vi.fn(async (endpoint: Endpoint) => {
    called.push(endpoint)
    return { data: [] }
  }),
}))

describe('the master lists the filters load', () => {
  it('are all kept by the service worker (offline: true), so filters work offline', async () => {
    const loaders = Object.values(masterLoaders)
    for (const load of loaders) await load()
    expect(called).toHaveLength(loaders.length)
    expect(called.filter((endpoint) => !endpoint.offline).map((endpoint) => endpoint.path)).toEqual([])
  })
})
