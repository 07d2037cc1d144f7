import { describe, expect, it } from 'vitest'
import { buildIndex, searchOffline } from '@/features/help-center/offline-search'
import { searchCases } from './search-cases'
import { seededHelpContent } from './seed-help-content'

// Issue 17: the offline search (in the page, over the stored help content) finds what the server
// finds for the same queries. The cases are shared with the server's test on both engines
// (tests/server/features/help-center/search.test.ts).

describe('the offline search', () => {
  const index = buildIndex(seededHelpContent())

  it.each(searchCases.map((c) => [c.q, c] as const))('answers “%s” as the server does', (_q, c) => {
    const { data, meta } = searchOffline(index, c.q)
    const slugs = data.map((h) => h.slug)
    expect(slugs.slice(0, c.first.length), c.why).toEqual(c.first)
    if (c.all) expect([...slugs].sort(), c.why).toEqual([...c.all].sort())
    expect(meta.corrected).toBe(c.corrected ?? null)
  })

  it('gives each hit its topic and category names and a plain snippet, like the server', () => {
    const [hit] = searchOffline(index, 'format cv').data
    expect(hit).toMatchObject({ slug: 'format-cv', topic: 'Melamar lowongan', category: 'Lowongan' })
    expect(hit!.snippet).toContain('PDF atau dokumen Word')
  })

  it('answers nothing for stop words alone or unknown words', () => {
    expect(searchOffline(index, 'bagaimana cara').data).toEqual([])
    expect(searchOffline(index, 'xylofon zebra').data).toEqual([])
  })
})
