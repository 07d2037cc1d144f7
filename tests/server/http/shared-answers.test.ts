import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { catalogApi } from '../../../src/contract/learning-catalog'
import { acceptedEncoding, etagOf, matchesIfNoneMatch, SharedAnswers } from '../../../server/http/shared-answers'

const request = (url: string) => ({ url }) as FastifyRequest
const catalogs = (name: string) => ({
  data: [{ id: 1, slug: 'k', name, description: '', thumbnail_url: '/t.svg', course_count: 2 }],
  meta: { page: 1, limit: 10, total: 1, total_pages: 1 },
})

describe('shared answers', () => {
  it('works an answer out once per URL, serialized through the endpoint schema, with the ETag of its JSON', async () => {
    const answers = new SharedAnswers()
    let runs = 0
    const compute = async () => {
      runs += 1
      return { ...catalogs('Keuangan'), extra: 'not in the contract' }
    }
    const first = await answers.answer(catalogApi.catalogs, request('/api/v2/catalogs'), compute)
    const second = await answers.answer(catalogApi.catalogs, request('/api/v2/catalogs'), compute)
    expect(runs).toBe(1)
    expect(second).toBe(first)
    expect(JSON.parse(first.json)).toEqual(catalogs('Keuangan'))
    expect(first.etag).toBe(etagOf(first.json))
    await answers.answer(catalogApi.catalogs, request('/api/v2/catalogs?page=2'), compute)
    expect(runs).toBe(2)
  })

  it('refuses an answer its schema does not allow, and keeps nothing', async () => {
    const answers = new SharedAnswers()
    await expect(answers.answer(catalogApi.catalogs, request('/x'), async () => ({ data: 'nope' }) as never)).rejects.toThrow()
    expect(answers.size).toBe(0)
  })

  it('asks once for callers that come while the first is still working', async () => {
    const answers = new SharedAnswers()
    let runs = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const compute = async () => {
      runs += 1
      await gate
      return catalogs('A')
    }
    const both = Promise.all([answers.answer(catalogApi.catalogs, request('/c'), compute), answers.answer(catalogApi.catalogs, request('/c'), compute)])
    release()
    const [a, b] = await both
    expect(runs).toBe(1)
    expect(a).toBe(b)
  })

  it('after invalidate() works it out again, and never keeps what was begun before', async () => {
    const answers = new SharedAnswers()
    let name = 'before'
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow = answers.answer(catalogApi.catalogs, request('/c'), async () => {
      const read = name
      await gate
      return catalogs(read)
    })
    // A write answers while the read is under way.
    name = 'after'
    answers.invalidate()
    release()
    expect(JSON.parse((await slow).json).data[0].name).toBe('before')
    expect(answers.size).toBe(0)
    const fresh = await answers.answer(catalogApi.catalogs, request('/c'), async () => catalogs(name))
    expect(JSON.parse(fresh.json).data[0].name).toBe('after')
  })

  it('forgets an answer after maxAgeMs (writes of another process), and the least recently used past maxEntries', async () => {
    let now = 0
    const answers = new SharedAnswers({ maxAgeMs: 1000, maxEntries: 2, now: () => now })
    let runs = 0
    const compute = async () => {
      runs += 1
      return catalogs(`run ${runs}`)
    }
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    now = 999
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    expect(runs).toBe(1)
    now = 1000
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    expect(runs).toBe(2)

    await answers.answer(catalogApi.catalogs, request('/b'), compute)
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    await answers.answer(catalogApi.catalogs, request('/c'), compute)
    expect(answers.size).toBe(2)
    expect(runs).toBe(4)
    // /b was the least recently used: gone; /a stays.
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    expect(runs).toBe(4)
    await answers.answer(catalogApi.catalogs, request('/b'), compute)
    expect(runs).toBe(5)
  })

  it('drops everything kept when changedElsewhere says another process wrote (decision 061)', async () => {
    let elsewhere = false
    const answers = new SharedAnswers({ changedElsewhere: () => elsewhere })
    let runs = 0
    const compute = async () => {
      runs += 1
      return catalogs(`run ${runs}`)
    }
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    await answers.answer(catalogApi.catalogs, request('/b'), compute)
    await answers.answer(catalogApi.catalogs, request('/a'), compute)
    expect(runs).toBe(2)
    elsewhere = true
    const after = await answers.answer(catalogApi.catalogs, request('/a'), compute)
    expect(JSON.parse(after.json).data[0].name).toBe('run 3')
    expect(answers.size).toBe(1)
  })

  it('If-None-Match: weak comparison, lists and *', () => {
    const etag = 'W/"abc"'
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false)
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true)
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true)
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true)
    expect(matchesIfNoneMatch('*', etag)).toBe(true)
    expect(matchesIfNoneMatch('W/"abcd"', etag)).toBe(false)
  })

  it('Accept-Encoding: br before gzip, never one with q=0, nothing for what it does not know', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined()
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(acceptedEncoding('BR')).toBe('br')
    expect(acceptedEncoding('identity')).toBeUndefined()
    expect(acceptedEncoding('*')).toBeUndefined()
  })
})
