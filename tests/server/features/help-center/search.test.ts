import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { helpCenterApi, SEARCH_LIMIT } from '../../../../src/contract/help-center'
import { fts5Match, tsQuery } from '../../../../server/features/help-center/repository'
import { queryTerms } from '../../../../src/contract/help-center-search'
import { browser, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { searchCases } from '../../../src/features/help-center/search-cases'

// Issue 17's search, with each engine's own full-text search (SQLite FTS5, PostgreSQL's 'simple'
// text search): any word found, as a word's start or through its Indonesian affixes, those with
// the most words first (issue 40, decision 048), misspellings put right against the content's words. Both engines answer the shared cases the
// same (the browser's offline search answers them too: tests/src/features/help-center/).

it('writes each engine’s query from the same terms', () => {
  const terms = queryTerms('Memesan sesi')
  expect(fts5Match(terms)).toBe('("memesan"* OR "pesan" OR "esan" OR "mesan" OR "memes") OR ("sesi"*)')
  expect(tsQuery(terms)).toBe('(memesan:* | pesan | esan | mesan | memes) | (sesi:*)')
})

describeOnEngines('help center: search', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let visitor: Browser

  const search = async (q: string) => {
    const res = await visitor.request({ method: 'GET', url: helpCenterApi.search.path, query: { q } })
    expect(res.statusCode, res.body).toBe(200)
    return helpCenterApi.search.response.parse(res.json())
  }

  beforeAll(async () => {
    ;({ test, app } = await openTestApp(target))
    visitor = browser(app)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('refuses an empty query with a 400 problem', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }] as Record<string, string>[]) {
      expectProblem(await visitor.request({ method: 'GET', url: helpCenterApi.search.path, query }), 400)
    }
  })

  it('answers the shared cases (the same on SQLite and PostgreSQL)', async () => {
    expect(searchCases.length).toBeGreaterThanOrEqual(10)
    for (const c of searchCases) {
      const { data, meta } = await search(c.q)
      const slugs = data.map((h) => h.slug)
      expect(slugs.slice(0, c.first.length), `${c.q}: ${c.why}`).toEqual(c.first)
      if (c.all) expect([...slugs].sort(), `${c.q}: ${c.why}`).toEqual([...c.all].sort())
      expect(meta.corrected, c.q).toBe(c.corrected ?? null)
      expect(data.length).toBe(Math.min(meta.total, SEARCH_LIMIT))
    }
  })

  it('finds through affixes both ways: the query’s and the answer’s', async () => {
    const pasang = (await search('pemasangan')).data.map((h) => h.slug)
    expect(pasang).toContain('pasang-android')
    const pesan = (await search('pesan sesi')).data.map((h) => h.slug)
    expect(pesan).toContain('pesan-sesi-mentor')
  })

  it('puts a misspelt word right and says so', async () => {
    const { data, meta } = await search('notifkasi iphone')
    expect(meta.corrected).toBe('notifikasi iphone')
    expect(data[0]!.slug).toBe('notifikasi-iphone')
  })

  it('answers nothing, without failing, for words the help center does not have or only stop words', async () => {
    expect((await search('xylofon zebra')).data).toEqual([])
    expect((await search('bagaimana cara')).data).toEqual([])
  })

  it('gives each hit its topic, category and a plain-text snippet', async () => {
    const [hit] = (await search('format cv')).data
    expect(hit).toMatchObject({ slug: 'format-cv', topic: 'Melamar lowongan', category: 'Lowongan' })
    expect(hit!.snippet).not.toMatch(/[<>]/)
    expect(hit!.snippet).toContain('PDF atau dokumen Word')
  })
})
