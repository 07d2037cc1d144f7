import { expect, test, type Page, type Request, type Response } from '@playwright/test'
import {
  REDIRECT_COOKIE,
  SESSION_COOKIE,
  USER_ID_COOKIE,
  avatarButton,
  cookieNamed,
  demoUsers,
  type DemoUser,
  expireSession,
  isIdpUrl,
  isProviderLogout,
  loginHeading,
  sessionRow,
  signIn,
  submitLoginForm,
  updateSession,
  withDatabase,
  waitForApp,
} from './support/auth'
import { desktop, mobile } from './support/viewports'

const budi = demoUsers.budi
const sari = demoUsers.sari
const andi = demoUsers.andi

/**
 * Everything page script can read, as one string: both storages, the keys and values of every
 * store of every IndexedDB database, and document.cookie. (A string: e2e has no DOM types.)
 */
const readableByScript = `(async () => {
  const read = (request) => new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const databases = []
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue
    const db = await read(indexedDB.open(info.name))
    for (const store of Array.from(db.objectStoreNames)) {
      const keys = await read(db.transaction(store).objectStore(store).getAllKeys())
      const values = await read(db.transaction(store).objectStore(store).getAll())
      databases.push({ database: info.name, store, keys, values })
    }
    db.close()
  }
  return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, databases, cookie: document.cookie })
})()`

/** /profile shows the signed-in user's own name, position and e-mail. */
async function expectOwnProfile(page: Page, user: DemoUser): Promise<void> {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: user.fullName })).toBeVisible()
  await expect(main.getByText(user.position).first()).toBeVisible()
  await expect(main.getByText(user.email).first()).toBeVisible()
}

/**
 * Watches a logout leave the app: whether the browser went through the provider's end-session
 * endpoint, and how many documents of the app's home page were loaded since. (Counted from events
 * rather than awaited one after the other, which raced the provider's quick redirect home.)
 */
function watchLogout(page: Page): { providerLogout: () => boolean; homeLoads: () => number } {
  let providerLogout = false
  let homeLoads = 0
  page.on('request', (request) => {
    if (isProviderLogout(request)) providerLogout = true
  })
  // 'load' fires for new documents only, not for the router's in-page navigations.
  page.on('load', () => {
    if (!isIdpUrl(page.url()) && new URL(page.url()).pathname === '/') homeLoads += 1
  })
  return { providerLogout: () => providerLogout, homeLoads: () => homeLoads }
}

/**
 * Runs `trigger` and expects it to start a new sign-in: an authorization request to the provider,
 * then (the provider may still know the user and answer without its form) the form filled if it
 * shows, and the code redeemed by the app.
 */
async function signInAgain(page: Page, user: DemoUser, trigger: () => Promise<unknown>): Promise<void> {
  const authorization = page.waitForRequest((request) => request.isNavigationRequest() && isIdpUrl(request.url()) && new URL(request.url()).searchParams.has('code_challenge'))
  const redeemed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/platform/auth/sso-callback' && response.request().method() === 'POST', { timeout: 30_000 })
  await trigger()
  await authorization
  const form = loginHeading(page).waitFor({ timeout: 30_000 }).then(() => 'form' as const, () => 'none' as const)
  if ((await Promise.race([form, redeemed.then(() => 'redeemed' as const)])) === 'form') await submitLoginForm(page, user)
  expect((await redeemed).status()).toBe(200)
  await waitForApp(page)
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: desktop })

  test('signing in through the login page shows the bell and the initials avatar with its dropdown', async ({ page }) => {
    await page.goto('/')
    await signIn(page, budi)
    await expect(page).toHaveURL('/')

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Masuk', exact: true })).toHaveCount(0)
    // The bell, leading to the inbox (e2e/notification.spec.ts follows it).
    await expect(header.getByRole('link', { name: 'Notifikasi' })).toBeVisible()

    const avatar = avatarButton(page, budi, 'menu')
    await expect(avatar).toBeVisible()
    await expect(avatar).toContainText('BS')
    await avatar.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    // 'Lihat Profil' leads to the public profile's page (/profile/{username}; e2e/profile.spec.ts follows it).
    await expect(menu.getByRole('menuitem')).toHaveText(['Lihat Profil', 'Aktivitas Belajar', 'Log Out'])
    await expect(menu.getByRole('menuitem', { name: 'Lihat Profil' })).toHaveAttribute('href', '/profile/budi.santoso')
    await page.screenshot({ path: test.info().outputPath('avatar-menu-1280.png') })

    await menu.getByRole('menuitem', { name: 'Aktivitas Belajar' }).click()
    await expect(page).toHaveURL('/activity?tab=learning')
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas Belajar' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Learning' })).toHaveAttribute('aria-selected', 'true')
  })

  test('a deep link to /profile signs in first and comes back to /profile', async ({ page, context }) => {
    await page.goto('/profile')
    await expect(loginHeading(page)).toBeVisible()
    expect(isIdpUrl(page.url())).toBe(true)
    expect(await cookieNamed(context, REDIRECT_COOKIE)).toBeDefined()

    await submitLoginForm(page, sari)
    await waitForApp(page)
    await expect(page).toHaveURL('/profile')
    await expectOwnProfile(page, sari)
    await expect(avatarButton(page, sari)).toBeVisible()
    // The saved route is restored once, then forgotten.
    expect(await cookieNamed(context, REDIRECT_COOKIE)).toBeUndefined()
  })

  test('opening /login directly starts the sign-in and comes back home signed in; signed in, /login goes home', async ({ page }) => {
    await page.goto('/login')
    await page.waitForURL(isIdpUrl)
    await submitLoginForm(page, andi)
    await waitForApp(page)
    await expect(page).toHaveURL('/')
    await expect(avatarButton(page, andi)).toBeVisible()

    // Already signed in: /login asks nothing more of the provider and shows home.
    let toProvider = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && isIdpUrl(request.url())) toProvider += 1
    })
    await page.goto('/login')
    await expect(page).toHaveURL('/')
    await expect(avatarButton(page, andi)).toBeVisible()
    expect(toProvider).toBe(0)
  })

  test("Log Out ends the app's and the provider's sessions", async ({ page, context }) => {
    await page.goto('/')
    await signIn(page, budi)
    expect(await cookieNamed(context, USER_ID_COOKIE)).toBeDefined()

    const logout = watchLogout(page)
    await avatarButton(page, budi, 'menu').click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    // Through the provider's end-session endpoint and back to a freshly loaded home page.
    await expect.poll(logout.providerLogout).toBe(true)
    await expect.poll(logout.homeLoads).toBeGreaterThanOrEqual(1)
    await page.waitForLoadState()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
    expect(await cookieNamed(context, USER_ID_COOKIE)).toBeUndefined()
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined()

    // No silent sign-in: the provider asks for the password again.
    await page.goto('/profile')
    await expect(loginHeading(page)).toBeVisible()
    await expect(page.getByLabel('Kata sandi')).toBeVisible()
  })

  test('after Log Out, Back and reload show nothing of the account and no API call succeeds with what the browser kept', async ({ page, context }) => {
    await signIn(page, budi, { guardedPath: '/profile' })
    await expectOwnProfile(page, budi)
    const kept = (await cookieNamed(context, SESSION_COOKIE))!.value
    const logout = watchLogout(page)
    await avatarButton(page, budi, 'menu').click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await expect.poll(logout.providerLogout).toBe(true)
    await expect.poll(logout.homeLoads).toBeGreaterThanOrEqual(1)
    await page.waitForLoadState()

    // From now on no call that needs the account may succeed.
    const succeeded: string[] = []
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (/^\/api\/(platform\/(auth\/session|user|notifications)|sso-callback)/.test(pathname) && response.ok()) succeeded.push(pathname)
    })
    for (let back = 0; back < 3 && !page.url().endsWith('/profile'); back += 1) {
      await page.goBack().catch(() => undefined)
      await page.waitForLoadState()
    }
    // Back to the guarded /profile starts a sign-in: the provider's form shows, nothing of Budi's.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.reload().catch(() => page.waitForLoadState())
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await expect(loginHeading(page).or(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }))).toBeVisible()
    await expect(page.getByText(budi.fullName)).toHaveCount(0)
    await expect(page.getByText(budi.email)).toHaveCount(0)
    // The session cookie the browser had, replayed by hand, opens nothing either.
    const replayed = await page.evaluate(async (cookie) => {
      const answers = []
      for (const url of ['/api/platform/auth/session', '/api/platform/user/info']) answers.push((await fetch(url, { credentials: 'include' })).status)
      return { answers, cookie: document.cookie.includes(cookie) }
    }, kept)
    expect(replayed.answers).toEqual([401, 401])
    expect(replayed.cookie).toBe(false)
    const direct = await page.request.get('/api/platform/user/info', { headers: { cookie: `${SESSION_COOKIE}=${kept}` } })
    expect(direct.status()).toBe(401)
    expect(succeeded).toEqual([])
  })

  test('a wrong password shows the error and opens no session', async ({ page, context }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
    await submitLoginForm(page, { username: sari.username, password: 'bukan-kata-sandinya' })

    await expect(page.getByRole('alert')).toHaveText('Nama pengguna atau kata sandi salah.')
    await expect(loginHeading(page)).toBeVisible()
    expect(isIdpUrl(page.url())).toBe(true)
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined()
    expect(await cookieNamed(context, USER_ID_COOKIE)).toBeUndefined()
  })

  test('five wrong passwords lock the account for a while, even against the right one', async ({ page, context }) => {
    // A retry runs on the same database: start from no failures.
    withDatabase((db) => db.prepare('DELETE FROM sign_in_attempts WHERE login_key = ?').run(andi.username))
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLoginForm(page, { username: andi.username, password: `salah-${attempt}` })
      await expect(page.getByRole('alert')).toHaveText('Nama pengguna atau kata sandi salah.')
    }
    await submitLoginForm(page, andi)
    await expect(page.getByRole('alert')).toHaveText('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.')
    await expect(loginHeading(page)).toBeVisible()
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined()
  })

  test('an expired session mid-use signs in again and returns to the same page', async ({ page, context }) => {
    await signIn(page, budi, { guardedPath: '/profile' })
    await expect(page).toHaveURL('/profile')
    const firstSession = (await cookieNamed(context, SESSION_COOKIE))?.value

    // The server's row runs out; the next page load finds the session gone.
    await expireSession(context)
    await signInAgain(page, budi, () => page.reload())
    await expect(page).toHaveURL('/profile')
    await expectOwnProfile(page, budi)
    const secondSession = (await cookieNamed(context, SESSION_COOKIE))?.value
    expect(secondSession).toBeDefined()
    expect(secondSession).not.toBe(firstSession)

    // The cookie itself gone (cleared by the browser) is the same story, from another page.
    await page.goto('/')
    await expect(avatarButton(page, budi)).toBeVisible()
    await context.clearCookies({ name: SESSION_COOKIE })
    await signInAgain(page, budi, () => page.goto('/profile'))
    await expect(page).toHaveURL('/profile')
    await expectOwnProfile(page, budi)
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeDefined()
  })

  test('an invalid token shows the message, drops the user id and logs out after 3 s', async ({ page, context }) => {
    await page.goto('/')
    await signIn(page, budi)
    await updateSession(context, { access_token: 'rusak.bukan.token' })
    // The server refusing the token, and the app's logout call; timed by the browser's own clock.
    let refusal: Response | undefined
    let logoutCall: Request | undefined
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/sso-callback/v2' && response.status() === 401) refusal ??= response
    })
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/platform/auth/logout') logoutCall ??= request
    })

    await page.goto('/profile')
    const alert = page.getByRole('alert').filter({ hasText: 'Token tidak valid, silahkan login kembali' })
    await expect(alert).toBeVisible()
    const logout = watchLogout(page)
    await expect.poll(async () => (await cookieNamed(context, USER_ID_COOKIE))?.value ?? null).toBeNull()
    // The message is read while the session still stands.
    expect(logoutCall).toBeUndefined()
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeDefined()

    // Logging out ends the provider's session too: the browser passes its end-session endpoint.
    await expect.poll(logout.providerLogout, { timeout: 20_000 }).toBe(true)
    expect(refusal).toBeDefined()
    expect(logoutCall).toBeDefined()
    const refusedAt = refusal!.request().timing()
    const delay = logoutCall!.timing().startTime - (refusedAt.startTime + refusedAt.responseEnd)
    expect(delay).toBeGreaterThanOrEqual(2_500)
    // The 3 s, then up to 3 s more for the device's push subscription to stop (PUSH_STOP_WAIT_MS in
    // src/lib/auth/auth.ts) before the logout call: 6 s was the edge, and a loaded machine passed it.
    expect(delay).toBeLessThan(9_000)
    await expect.poll(logout.homeLoads).toBeGreaterThanOrEqual(1)
    await page.waitForLoadState()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined()
    expect(await cookieNamed(context, USER_ID_COOKIE)).toBeUndefined()
  })

  test('after sign-in no token is readable from page script', async ({ page, context }) => {
    await signIn(page, budi, { guardedPath: '/profile' })
    await expectOwnProfile(page, budi)
    // The check means something once the app has written what it keeps: the persisted query cache
    // (IndexedDB) holds the signed-in user's record.
    await expect.poll(() => page.evaluate<string>(readableByScript), { timeout: 15_000 }).toContain(budi.email)

    const row = await sessionRow(context)
    const session = await cookieNamed(context, SESSION_COOKIE)
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    const readable = await page.evaluate<string>(readableByScript)
    expect(readable).not.toContain('eyJ')
    for (const secret of [row.access_token, row.refresh_token, row.id_token, session!.value]) {
      if (secret) expect(readable).not.toContain(secret)
    }
    const documentCookie = await page.evaluate<string>('document.cookie')
    expect(documentCookie).not.toContain(SESSION_COOKIE)
  })
})

test.describe('mobile, 360 px', () => {
  test.use({ viewport: mobile })

  test('the profile dialog shows name, position and e-mail; a tab goes to the activity page and closes it', async ({ page }) => {
    await page.goto('/')
    // The login form takes the e-mail address as well as the username.
    await signIn(page, sari, { login: 'email' })
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Notifikasi' })).toBeVisible()

    await avatarButton(page, sari, 'dialog').click()
    const dialog = page.getByRole('dialog', { name: sari.fullName })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(sari.fullName)).toBeVisible()
    await expect(dialog.getByText('Posisi')).toBeVisible()
    await expect(dialog.getByText(sari.position)).toBeVisible()
    await expect(dialog.getByText('Email')).toBeVisible()
    await expect(dialog.getByText(sari.email)).toBeVisible()
    // 'Lihat Profile' leads to the public profile's page (/profile/{username}; e2e/profile-a11y.spec.ts follows it).
    await expect(dialog.getByRole('link')).toHaveText(['Lihat Profile'])
    await expect(dialog.getByRole('link', { name: 'Lihat Profile' })).toHaveAttribute('href', '/profile/sari.wulandari')
    await expect(dialog.getByRole('tab')).toHaveText(['Learning', /^Growth Path/, 'Mentor', 'Discovery'])
    await page.screenshot({ path: test.info().outputPath('profile-dialog-360.png') })

    await dialog.getByRole('tab', { name: 'Mentor' }).click()
    await expect(page).toHaveURL('/activity?tab=mentor')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas Belajar' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Mentor' })).toHaveAttribute('aria-selected', 'true')

    // Log Out lives in the drawer on phones.
    await header.getByRole('button', { name: 'Buka menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log Out' })).toBeVisible()
  })
})
