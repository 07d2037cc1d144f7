import { describe, expect, it, vi } from 'vitest'
import { inclassApi } from '@/contract/learning-inclass'
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

  it('a GET that writes (attendance) carries the CSRF header like a write; a plain GET does not', async () => {
    const answer = () => new Response(JSON.stringify({ data: { event_id: 3, employee_id: 1, registered_at: '2026-01-01T00:00:00Z', attended: true, attended_at: '2026-01-02T00:00:00Z' } }), { status: 200, headers: { 'Content-Type': 'application/json' } })
    const fetch = vi.fn().mockImplementation(async () => answer())
    await callApi(inclassApi.attend, { params: { id: 3 } }, { fetch, baseUrl: '/' })
    expect((fetch.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' })
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    await callApi(learningV1Api.externalLatest, { query: { limit: 4 } }, { fetch, baseUrl: '/' })
    expect((fetch.mock.calls[1] as [string, RequestInit])[1].headers).not.toHaveProperty('X-Requested-With')
  })
  it('a list that remembers searches carries it too, so the server records only searches made in the app (decision 022)', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('', { status: 500 }))
    await callApi(inclassApi.list, { query: { q: 'k3', page: 1, limit: 10 } } as never, { fetch, baseUrl: '/' }).catch(() => undefined)
    expect((fetch.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' })
  })
})
