import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { demoUsers, signIn, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'

/**
 * Every screen of the learning section, the activity page and the home page, checked with axe
 * against WCAG 2.1 A and AA at both widths: no serious or critical violation (contrast, names of
 * controls and images, landmarks, headings order is left to the journeys). Signed in as Sari, who
 * has chosen her interests, so no personalization dialog covers the page.
 */

function firstIds() {
  return withDatabase((db) => {
    const one = (sql: string) => (db.prepare(sql).get() as { id: number; slug?: string }) ?? null
    return {
      video: one('select id from videos where video_url is not null order by id limit 1'),
      pkg: one('select id, slug from course_packages order by id limit 1'),
      inclass: one('select id from inclass_events order by id limit 1'),
      channel: one('select id from channels order by id limit 1'),
      catalog: one('select id from catalogs order by id limit 1'),
    }
  })
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
  expect.soft(serious, `${label}: axe violations`).toEqual([])
}

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the home, learning and activity screens have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(120_000)
      const ids = firstIds()
      await signIn(page, demoUsers.sari)
      const screens: Array<[string, string, () => Promise<void>]> = [
        ['/', 'home', () => expect(page.getByRole('main')).toBeVisible()],
        ['/learning', 'learning overview', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
        ['/learning/videos', 'video list', () => expect(page.getByRole('list').first()).toBeVisible()],
        [`/learning/videos/${ids.video!.id}`, 'video detail', () => expect(page.getByTestId('video-player')).toBeAttached()],
        ['/learning/course', 'package list', () => expect(page.getByRole('list').first()).toBeVisible()],
        [`/learning/course/${ids.pkg!.id}-${ids.pkg!.slug}`, 'package detail', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
        ['/learning/inclass', 'in-class list', () => expect(page.getByRole('list').first()).toBeVisible()],
        [`/learning/inclass/${ids.inclass!.id}`, 'in-class detail', () => expect(page.getByTestId('inclass-seat-count')).toBeVisible()],
        ['/learning/channel', 'channel list', () => expect(page.getByRole('list').first()).toBeVisible()],
        [`/learning/channel/${ids.channel!.id}`, 'channel detail', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
        ['/learning/katalog', 'catalogue list', () => expect(page.getByRole('list').first()).toBeVisible()],
        [`/learning/katalog/${ids.catalog!.id}`, 'catalogue detail', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
        ['/activity', 'activity', () => expect(page.getByRole('tabpanel')).toBeVisible()],
      ]
      for (const [path, label, ready] of screens) {
        await test.step(label, async () => {
          await page.goto(path)
          await ready()
          // Lists and images settle (skeletons gone) before the check.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          await expectNoSeriousViolations(page, `${label} (${path}) at ${viewport.width} px`)
        })
      }
    })
  })
}
