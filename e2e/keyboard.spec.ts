import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoUsers, signInQuickly } from './support/auth'
import { desktop } from './support/viewports'

// The learning section with the keyboard only: skip link, search, a card, the account menu and
// the activity tabs. Each step starts from where the previous one left the focus.

test.use({ viewport: desktop })

/** Presses Tab until `target` has focus (or fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('search, open a video, reach the activity page and switch its tabs with the keyboard alone', async ({ page }) => {
  await signInQuickly(page, demoUsers.sari)
  await page.goto('/learning/videos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The first Tab reaches the skip link; it moves the focus to the main content.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Lewati ke konten utama' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  // Search by typing and Enter; the list and the address follow.
  const searchBox = page.getByRole('search').getByRole('searchbox')
  await tabTo(page, searchBox)
  await page.keyboard.type('umpan balik')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]q=umpan(\+|%20)balik/)
  const firstCard = page.getByTestId('course-card').first().getByRole('link')
  await expect(firstCard).toBeVisible()
  const title = (await page.getByTestId('course-card').first().getByRole('heading').textContent())!.trim()

  // The first card opens with Enter.
  await tabTo(page, firstCard)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // The account menu: Enter opens it, arrows move, Enter follows 'Aktivitas Belajar'.
  const avatar = page.getByRole('banner').getByRole('button', { name: /^Menu akun Sari Wulandari/ })
  await avatar.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const profileItem = menu.getByRole('menuitem', { name: 'Lihat Profil' })
  const activityItem = menu.getByRole('menuitem', { name: 'Aktivitas Belajar' })
  // Opened from the keyboard, the menu focuses its first item, 'Lihat Profil'; one arrow down is
  // 'Aktivitas Belajar', one more 'Aktifkan notifikasi' (this browser has Web Push), one up comes
  // back. (Single presses: pressing until an item is focused overshot on a slow machine, as the
  // menu does not wrap.)
  await expect(profileItem).toBeFocused()
  const pushItem = menu.getByRole('menuitem', { name: 'Aktifkan notifikasi' })
  // It joins the menu once the service worker is ready (push needs it).
  await expect(pushItem).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(activityItem).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(pushItem).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(activityItem).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/activity\?tab=learning$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas Belajar' })).toBeVisible()

  // Tabs: arrows move the selection (and the focus), Home/End jump; the address keeps up.
  const learningTab = page.getByRole('tab', { name: 'Learning' })
  await expect(learningTab).toHaveAttribute('aria-selected', 'true')
  await learningTab.focus()
  await page.keyboard.press('ArrowRight')
  const growthTab = page.getByRole('tab', { name: /^Growth Path/ })
  await expect(growthTab).toBeFocused()
  await expect(growthTab).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/tab=growthpath/)
  await page.keyboard.press('End')
  await expect(page.getByRole('tab').last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(learningTab).toBeFocused()
  await expect(page).toHaveURL(/tab=learning/)
  // Tab leaves the tab list for the panel's content (one tab stop for the list).
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab')
})
