import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@/contract/endpoint'
import { platformApi } from '@/contract/home'
import { ApiError } from '@/lib/api/api-error'
import { callApi, joinUrl } from '@/lib/api/client'

const json = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })

const banner = { id: 1, title: 'Belajar', subtitle: null, image_url: '/banners/a.svg', link_url: '/learning', sort_order: 1 }

const saveThing = endpoint({
  method: 'POST',
  path: '/api/things/{id}/notes',
  group: 'platform',
  access: 'user',
  summary: 'test endpoint',
  params: z.object({ id: z.number() }),
  query: z.object({ draft: z.boolean().optional(), tags: z.array(z.string()).optional() }),
  body: z.object({ text: z.string() }),
  response: z.object({ ok: z.literal(true) }),
})

describe('callApi', () => {
  it('GETs with cookies and Accept JSON, without the CSRF header, and returns the parsed answer', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: [banner] }))
    const result = await callApi(platformApi.banners, {}, { fetch, baseUrl: '/' })

    expect(result).toEqual({ data: [banner] })
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/platform/banner')
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('include')
    expect(init.headers).toEqual({ Accept: 'application/json' })
    expect(init.body).toBeUndefined()
  })

  it('fills path params, writes the query, sends a JSON body and X-Requested-With on writes', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ ok: true }, 201))
    await callApi(saveThing, { params: { id: 7 }, query: { draft: true, tags: ['a', 'b'] }, body: { text: 'halo' } }, { fetch, baseUrl: 'https://api.example/v1/' })

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('https://api.example/v1/api/things/7/notes?draft=true&tags=a&tags=b')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' })
    expect(JSON.parse(String(init.body))).toEqual({ text: 'halo' })
  })

  it('throws ApiError with the server problem on a non-2xx answer', async () => {
    const problem = { type: '/problems/not-found', title: 'Not Found', status: 404, detail: 'Banner tidak ditemukan', errors: [] }
    const fetch = vi.fn().mockResolvedValue(json(problem, 404, 'application/problem+json'))
    const error = await callApi(platformApi.banners, {}, { fetch }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).problem).toEqual(problem)
  })

  it('builds a problem from the status line when the body is not one', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = (await callApi(platformApi.banners, {}, { fetch }).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(502)
    expect(error.problem).toMatchObject({ status: 502, title: 'Bad Gateway' })
  })

  it('turns a network failure into ApiError with status 0', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    const error = (await callApi(platformApi.banners, {}, { fetch }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(0)
    expect(error.isNetworkError).toBe(true)
  })

  it('rejects an answer that does not match the contract', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: [{ id: 'x' }] }))
    const error = (await callApi(platformApi.banners, {}, { fetch }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.problem.type).toBe('/problems/invalid-response')
  })

  it('lets an abort through as an abort, not as a network error', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetch = vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError'))
    const error = await callApi(platformApi.banners, { signal: controller.signal }, { fetch }).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as DOMException).name).toBe('AbortError')
  })
})

describe('joinUrl', () => {
  it('joins a base URL and a path with exactly one slash', () => {
    expect(joinUrl('/', '/api/health')).toBe('/api/health')
    expect(joinUrl('https://h.example', '/api/health')).toBe('https://h.example/api/health')
    expect(joinUrl('https://h.example/base/', 'api/health')).toBe('https://h.example/base/api/health')
  })
})
