import { expect, test } from '@playwright/test'
import { demoUsers, isIdpUrl, signInQuickly, submitLoginForm, waitForApp, withDatabase, type DemoUser } from './support/auth'
import { answerAll } from './support/quiz'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations } from './support/axe'

/**
 * Every screen of the learning section, the activity page and the home page, checked with axe
 * against WCAG 2.1 A and AA at both widths: no serious or critical violation (contrast, names of
 * controls and images, landmarks, headings order is left to the journeys). The screens are signed
 * in as Sari, who has chosen her interests, so no personalization dialog covers them; the dialogs,
 * the sign-in page and the quiz get their own journey as a user no other journey signs in as.
 */

/** A seeded employee with no interests (so the personalization dialog opens) and no quiz attempts. */
const putri: DemoUser = {
  username: 'putri.maharani',
  email: 'putri.maharani@grup-nusantara.example',
  fullName: 'Putri Maharani',
  position: '',
  password: 'tumbuh-demo',
}

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

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the home, learning and activity screens have no serious accessibility violations', async ({ page }) => {
      // axe takes a few seconds per screen; thirteen screens on a slow machine need the room.
      test.setTimeout(240_000)
      const ids = firstIds()
      await signInQuickly(page, demoUsers.sari)
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
          if (path.startsWith('/learning/') && viewport === mobile) {
            // The learning tabs scroll sideways at 360 px: the current one is brought into view.
            const tabs = page.getByRole('navigation', { name: 'Bagian learning' })
            const current = tabs.locator('[aria-current="page"]')
            await expect(async () => {
              const [box, tab] = await Promise.all([tabs.boundingBox(), current.boundingBox()])
              expect(tab!.x).toBeGreaterThanOrEqual(box!.x - 1)
              expect(tab!.x + tab!.width).toBeLessThanOrEqual(box!.x + box!.width + 1)
            }).toPass({ timeout: 5_000 })
          }
          await expectNoSeriousViolations(page, `${label} (${path}) at ${viewport.width} px`)
        })
      }
    })
  })
}

test.describe('360 px', () => {
  test.use({ viewport: mobile })

  test('sign-in page, personalization dialog, quiz, quiz result, account dialog, offline outbox list and 404 have no serious accessibility violations', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const quiz = withDatabase(
      (db) =>
        db.prepare('select v.id as videoId, q.title from videos v join quizzes q on q.id = v.quiz_id order by v.id desc limit 1').get() as {
          videoId: number
          title: string
        },
    )

    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
    await page.waitForURL(isIdpUrl)
    await expectNoSeriousViolations(page, 'sign-in page')
    await submitLoginForm(page, { ...putri, password: 'salah-sandi' })
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousViolations(page, 'sign-in page with an error')
    await submitLoginForm(page, putri)
    await waitForApp(page)

    const personalization = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
    await expect(personalization).toBeVisible()
    await expectNoSeriousViolations(page, 'personalization dialog', '[role="dialog"]')
    await personalization
      .getByRole('group', { name: /^Kategori/ })
      .getByRole('checkbox')
      .first()
      .check()
    await personalization.getByRole('button', { name: 'Simpan Minat' }).click()
    await expect(personalization).toBeHidden()

    await page.goto(`/learning/videos/${quiz.videoId}`)
    await page.getByRole('button', { name: 'Kerjakan kuis' }).click()
    await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible()
    await expectNoSeriousViolations(page, 'quiz')
    await answerAll(page)
    await page.getByRole('button', { name: 'Kumpulkan' }).click()
    await expect(page.getByTestId('quiz-score')).toBeVisible()
    await expectNoSeriousViolations(page, 'quiz result')

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Profil Putri Maharani/ })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousViolations(page, 'account dialog', '[role="dialog"]')
    await page.keyboard.press('Escape')

    // Offline: the banner, a write waiting in the outbox, and the outbox list.
    const pkg = withDatabase(
      (db) =>
        db
          .prepare(
            `select p.id, p.slug, m.title from course_packages p join course_materials m on m.package_id = p.id where m.kind = 'article' order by p.id, m.position limit 1`,
          )
          .get() as { id: number; slug: string; title: string },
    )
    await page.goto(`/learning/course/${pkg.id}-${pkg.slug}`)
    await page.getByRole('button', { name: new RegExp(pkg.title) }).click()
    await expect(page.getByTestId('current-material').getByRole('heading', { name: pkg.title })).toBeVisible()
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Tandai selesai' }).click()
    const waiting = page.getByRole('button', { name: '1 menunggu dikirim' })
    await expect(waiting).toBeVisible()
    await expectNoSeriousViolations(page, 'offline, with a write waiting')
    await waiting.click()
    await expect(page.getByRole('dialog', { name: 'Menunggu dikirim' })).toBeVisible()
    await expectNoSeriousViolations(page, 'outbox list', '[role="dialog"]')
    await page.keyboard.press('Escape')
    await page.context().setOffline(false)
    await expect(waiting).toBeHidden({ timeout: 30_000 })

    await page.goto('/halaman-yang-tidak-ada')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page, 'not found')
  })
})
