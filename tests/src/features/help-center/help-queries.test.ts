import { expect, it } from 'vitest'
import { buildIndex, searchOffline } from '@/features/help-center/offline-search'
import { helpQueries, topThreeRate } from './help-queries'
import { seededHelpContent } from './seed-help-content'

// Issue 40, item 6: the page's offline search puts the expected answer in its top 3 for at least
// 90 % of what employees type (the same queries run against the server on both engines:
// tests/server/features/help-center/help-queries.test.ts).

it('puts the expected answer in the top 3 for at least 90 % of the employees’ queries, offline', () => {
  expect(helpQueries.length).toBeGreaterThanOrEqual(40)
  const index = buildIndex(seededHelpContent())
  const { rate, misses } = topThreeRate(helpQueries.map((q) => ({ q, slugs: searchOffline(index, q.q).data.map((h) => h.slug) })))
  console.info(`offline: ${Math.round(rate * 100)} % in the top 3; misses:\n${misses.join('\n') || '(none)'}`)
  expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.9)
})
