import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@/contract/endpoint'
import { videosApi } from '@/contract/learning-video'
import { ApiError } from '@/lib/api/api-error'
import { callApi } from '@/lib/api/client'
import { copyAnswers, noteApiAnswer } from '@/lib/offline/freshness'

// Issue 45: what callApi makes of an answer with no body (204), and of the worker's stored-at stamp:
// only a successful GET tells whether the network answered; a write's answer says nothing of it.

const removeThing = endpoint({
  method: 'DELETE',
  path: '/api/things/{id}',
  group: 'platform',
  access: 'user',
  summary: 'test endpoint',
  params: z.object({ id: z.number() }),
  response: z.object({ ok: z.literal(true) }),
})
const saveThing = endpoint({
  method: 'POST',
  path: '/api/things',
  group: 'platform',
  access: 'user',
  summary: 'test endpoint',
  body: z.object({ text: z.string() }),
  response: z.object({ ok: z.literal(true) }),
})
const list = { data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } }
const T = 1_700_000_000_000

describe('callApi', () => {
  afterEach(() => noteApiAnswer(null))

  it('resolves a 204 with nothing, without checking a body against the contract', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }))
    await expect(callApi(removeThing, { params: { id: 3 } }, { fetch, baseUrl: '/' })).resolves.toBeUndefined()
  })

  it('throws a refusal without a body as a problem from the status line', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 410, statusText: 'Gone' }))
    const error = (await callApi(removeThing, { params: { id: 3 } }, { fetch, baseUrl: '/' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.problem).toMatchObject({ status: 410, title: 'Gone' })
  })

  it('a write answered while the page shows stored copies leaves them marked as copies', async () => {
    const stored = new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Stored-At': String(T) } })
    await callApi(videosApi.list, { query: {} }, { fetch: vi.fn().mockResolvedValue(stored), baseUrl: '/' })
    const saved = new Response(JSON.stringify({ ok: true }), { status: 201, headers: { 'Content-Type': 'application/json' } })
    await callApi(saveThing, { body: { text: 'halo' } }, { fetch: vi.fn().mockResolvedValue(saved), baseUrl: '/' })
    expect(copyAnswers()).toMatchObject({ oldestStoredAt: T })
  })
})
