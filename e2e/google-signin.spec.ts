import { expect, test, type Page } from '@playwright/test'
import { startGoogleStandIn, STAND_IN_ACCOUNTS, type RunningGoogleStandIn, type StandInAccount } from '../scripts/google-stand-in'
import { avatarButton, demoUsers, isIdpUrl, loginHeading, waitForApp } from './support/auth'
import { expectNoSeriousViolations } from './support/axe'
import { startOwnServer, type OwnServer } from './support/own-server'
import { desktop, mobile } from './support/viewports'

/**
 * "Masuk dengan Google" (decision 028): the app on its own server with GOOGLE_* pointing at a local
 * OpenID provider standing in for Google (scripts/google-stand-in.ts), both on 127.0.0.1. The
 * shared server of the other journeys has no Google settings, so this one runs its own.
 */
const APP_PORT = Number(process.env.E2E_GOOGLE_APP_PORT ?? 4621)
const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 4622)

test.describe.configure({ mode: 'serial' })

let standIn: RunningGoogleStandIn | undefined
let server: OwnServer | undefined

test.beforeAll(async () => {
  test.setTimeout(150_000)
  const appUrl = `http://127.0.0.1:${APP_PORT}`
  standIn = await startGoogleStandIn({ port: GOOGLE_PORT, appUrl })
  server = await startOwnServer(APP_PORT, standIn.env)
})

test.afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

const isStandIn = (url: URL | string) => new URL(url).port === String(GOOGLE_PORT)

/** From the app's header to the provider's login page, then by keyboard to Google (the stand-in), signing in there as `account`. */
async function signInWithGoogle(page: Page, account: StandInAccount): Promise<void> {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL(isIdpUrl)
  await expect(loginHeading(page)).toBeVisible()
  const google = page.getByRole('link', { name: 'Masuk dengan Google' })
  await google.focus()
  await expect(google).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL(isStandIn)
  await page.getByLabel('Login').fill(account.login)
  await page.getByLabel('Password').fill('apa-saja')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.describe('sign-in with Google through the embedded provider', () => {
  test.use({ baseURL: `http://127.0.0.1:${APP_PORT}` })

  test('an employee signs in with the Google account of their verified e-mail and lands in the app as themselves', async ({ page }) => {
    await page.setViewportSize(desktop)
    await signInWithGoogle(page, STAND_IN_ACCOUNTS.employee)
    await waitForApp(page)
    await expect(avatarButton(page, demoUsers.budi)).toBeVisible()
    const session = await page.request.get('/api/platform/auth/session')
    expect(session.status()).toBe(200)
    expect((await session.json()).data).toMatchObject({ preferred_username: 'budi.santoso', email: 'budi.santoso@grup-nusantara.example' })
  })

  test('a Google account no employee has is refused on the login page, in Indonesian, at 360 px', async ({ page }) => {
    await page.setViewportSize(mobile)
    await signInWithGoogle(page, STAND_IN_ACCOUNTS.stranger)
    await page.waitForURL(isIdpUrl)
    await expect(page.getByRole('alert')).toHaveText(
      'Tidak ada karyawan dengan e-mail orang.asing@gmail.example. Masuk dengan akun Google kantor Anda, atau dengan nama pengguna dan kata sandi.',
    )
    // Still the login page: the password form and the button, nothing wider than the phone.
    await expect(page.getByLabel('Nama pengguna atau e-mail')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Masuk dengan Google' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width)
    await expectNoSeriousViolations(page, 'login page after a Google refusal')
    expect(server!.query((db) => (db.prepare('SELECT count(*) AS n FROM employees WHERE email = ?').get('orang.asing@gmail.example') as { n: number }).n)).toBe(
      0,
    )
  })
})
