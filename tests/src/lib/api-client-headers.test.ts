import { describe, expect, it, vi } from 'vitest'
import { learningV1Api } from '@/contract/learning-v1'
import { callApi } from '@/lib/api/client'

describe('callApi headers option', () => {
  it('sends extra headers of one call alongside Accept', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    await callApi(learningV1Api.externalLatest, { query: { limit: 4 }, headers: { 'X-External-Request': 'kunci' } }, { fetch, baseUrl: '/' })

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/external/contents/latest?limit=4')
    expect(init.headers).toEqual({ Accept: 'application/json', 'X-External-Request': 'kunci' })
  })
})
