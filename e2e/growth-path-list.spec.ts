import { expect, test, type Page } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations } from './support/axe'

// /growth-path (issue 13): reached from the header, browsed by a visitor (search, a category, a
// card to its page), and, signed in as Budi, with his own progress on the cards. Read-only: the
// journey changes nothing, and expects what the database holds (the demo seed's ten paths).

interface PathRow {
  slug: string
  title: string
  summary: string
  category: string | null
}

const allPaths = () =>
  withDatabase(
    (db) =>
      db
        .prepare(
          'select gp.slug, gp.title, gp.summary, c.name as category from growth_paths gp left join growth_path_categories c on c.id = gp.category_id order by gp.id',
        )
        .all() as PathRow[],
  )

/** Budi's own paths: in progress (no finished_at) and finished. */
const budiPaths = () =>
  withDatabase(
    (db) =>
      db
        .prepare(
          `select gp.title, t.finished_at is not null as finished from growth_path_trx t
           join growth_paths gp on gp.id = t.growth_path_id join employees e on e.id = t.employee_id
           where e.username = ? order by gp.id`,
        )
        .all(demoUsers.budi.username) as Array<{ title: string; finished: number }>,
  )

/** The list's region, once its cards (and the row's) have replaced the placeholders. */
async function settledList(page: Page) {
  const list = page.getByRole('region', { name: 'Semua Growth Path' })
  await expect(list.getByTestId('growth-path-card').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return list
}

test.describe('1280 px', () => {
  test.use({ viewport: desktop })

  test('a visitor opens Growth Path from the header, searches, filters by a category and opens a path', async ({ page }) => {
    const paths = allPaths()
    expect(paths.length, 'the demo seed holds at least eight growth paths').toBeGreaterThanOrEqual(8)

    await page.goto('/')
    await page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Growth Path', exact: true }).click()
    await expect(page).toHaveURL('/growth-path')
    await expect(page.getByRole('heading', { level: 1, name: 'Growth Path' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Growth Path', exact: true })).toHaveAttribute('aria-current', 'page')

    // A visitor is offered the popular paths, then every path.
    await expect(page.getByRole('region', { name: 'Populer' }).getByTestId('growth-path-card').first()).toBeVisible()
    const list = await settledList(page)
    await expect(list.getByText(`${paths.length} hasil`)).toBeVisible()
    const cards = list.getByTestId('growth-path-card')
    await expect(cards).toHaveCount(Math.min(paths.length, 12))
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents()
    // The first page holds every seeded path (twelve a page), the most taken first.
    if (paths.length <= 12) expect(new Set(titles)).toEqual(new Set(paths.map((p) => p.title)))

    // Search: the word in the URL, and only the paths whose title or summary has it.
    const word = 'pemimpin'
    const matching = paths.filter((p) => `${p.title} ${p.summary}`.toLowerCase().includes(word))
    expect(matching.length).toBeGreaterThan(0)
    await page.getByRole('searchbox').fill(word)
    await page.getByRole('button', { name: 'Cari', exact: true }).click()
    await expect(page).toHaveURL(/[?&]q=pemimpin/)
    await expect(list.getByText(`${matching.length} hasil`)).toBeVisible()
    await expect.poll(async () => new Set(await cards.getByRole('heading', { level: 3 }).allTextContents())).toEqual(new Set(matching.map((p) => p.title)))
    // Narrowed, only the results show.
    await expect(page.getByRole('region', { name: 'Populer' })).toHaveCount(0)

    // A category instead: every card shown is of it.
    await page.getByRole('button', { name: 'Hapus filter' }).click()
    await expect(page).toHaveURL('/growth-path')
    const category = paths.find((p) => p.category !== null)!.category!
    const inCategory = paths.filter((p) => p.category === category)
    await page.getByLabel('Kategori').selectOption({ label: category })
    await expect(page).toHaveURL(/[?&]category_id=\d+/)
    await expect(list.getByText(`${inCategory.length} hasil`)).toBeVisible()
    await expect.poll(async () => new Set(await cards.getByRole('heading', { level: 3 }).allTextContents())).toEqual(new Set(inCategory.map((p) => p.title)))

    // The whole card opens the path: a click on its summary, away from the title.
    const first = cards.first()
    const title = (await first.getByRole('heading', { level: 3 }).textContent())!
    const path = paths.find((p) => p.title === title)!
    const cardBox = (await first.boundingBox())!
    const summary = (await first.getByText(path.summary).boundingBox())!
    await first.click({ position: { x: summary.x - cardBox.x + summary.width / 2, y: summary.y - cardBox.y + summary.height / 2 } })
    await expect(page).toHaveURL(`/growth-path/${path.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // Back to the filtered list.
    await page.goBack()
    await expect(page).toHaveURL(/[?&]category_id=\d+/)
    await expect(page.getByLabel('Kategori')).toHaveValue(/\d+/)
  })
})

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px, signed in`, () => {
    test.use({ viewport })

    test('Budi sees paths for him and his own progress; no serious accessibility violation', async ({ page }) => {
      const mine = budiPaths()
      await signInQuickly(page, demoUsers.budi)
      await page.goto('/growth-path')
      await expect(page.getByRole('heading', { level: 1, name: 'Growth Path' })).toBeVisible()
      const forYou = page.getByRole('region', { name: 'Untuk Anda' })
      await expect(forYou.getByText('Berdasarkan growth path yang Anda ikuti dan keterampilannya.')).toBeVisible()
      await expect(forYou.getByTestId('growth-path-card').first()).toBeAttached()
      const list = await settledList(page)

      // The seed gives Budi one path in progress and one finished; the cards say how far he is.
      for (const path of mine) {
        const card = list.getByTestId('growth-path-card').filter({ has: page.getByRole('heading', { level: 3, name: path.title, exact: true }) })
        await expect(card.getByTestId('growth-path-progress')).toHaveText(path.finished ? 'Selesai' : /^\d{1,2}% selesai$/)
      }
      expect(mine.map((p) => Boolean(p.finished)).sort()).toEqual([false, true])

      await expectNoSeriousViolations(page, `/growth-path at ${viewport.width} px`)
      await page.screenshot({ path: test.info().outputPath(`growth-path-${viewport.width}-top.png`) })
      // The whole page with the list's thumbnails: the lazy ones load once scrolled to.
      for (const img of await list.locator('img').all()) {
        await img.scrollIntoViewIfNeeded()
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: test.info().outputPath(`growth-path-${viewport.width}.png`), fullPage: true })
    })
  })
}
