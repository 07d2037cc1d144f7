import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGoogleStandIn, STAND_IN_ACCOUNTS, type RunningGoogleStandIn, type StandInAccount } from '../../../../scripts/google-stand-in'
import type { AppConfig } from '../../../../server/config'
import { GOOGLE_ATTEMPT_MODEL } from '../../../../server/idp/google'
import { authorizeToLoginPage, browser, pathOf, ssoCallback, type Browser } from '../../helpers/oidc-flow'
import { buildTestApp, openTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

/** The app's PUBLIC_URL in tests (testConfig's default), which the stand-in's redirect URI names. */
const APP_URL = 'http://localhost:3000'
const GOOGLE_BUTTON = 'Masuk dengan Google'

/**
 * The browser at the stand-in (real HTTP on 127.0.0.1): from Google's authorization URL through
 * its login page as `account`, back to the app's redirect URI, whose full URL it answers.
 */
async function signInAtStandIn(authorizationUrl: string, account: StandInAccount): Promise<string> {
  const cookies = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    return res
  }
  const standIn = new URL(authorizationUrl).origin
  let res = await go(authorizationUrl)
  expect(res.status).toBe(303)
  const loginPage = new URL(res.headers.get('location')!, standIn).href
  expect((await go(loginPage)).status).toBe(200)
  res = await go(loginPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: account.login, password: 'apa-saja' }).toString(),
  })
  expect(res.status).toBe(303)
  for (let hops = 0; hops < 5; hops++) {
    const location = new URL(res.headers.get('location')!, standIn)
    if (location.origin !== standIn) return location.href
    res = await go(location.href)
    expect(res.status, await res.clone().text()).toBe(303)
  }
  throw new Error('the stand-in never sent the browser back')
}

/** Reads the login page's Google link (the app's own start route). */
function googleHrefOf(html: string): string | undefined {
  return /<a class="button button-google" href="([^"]+)"/.exec(html)?.[1]
}

describeOnEngines('sign-in with Google at the embedded provider', (target) => {
  let standIn: RunningGoogleStandIn
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig

  beforeAll(async () => {
    standIn = await startGoogleStandIn({ appUrl: APP_URL })
    test = await openTestDatabase(target)
    config = testConfig(test.dataDir, standIn.env)
    app = await buildTestApp(test.database, test.dataDir, { env: standIn.env })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    await standIn?.stop()
  })

  /** Login page → "Masuk dengan Google" → the stand-in as `account` → back at the app's redirect URI (its path). */
  async function tripToGoogle(b: Browser, account: StandInAccount) {
    const started = await authorizeToLoginPage(b, config)
    const page = await b.request({ method: 'GET', url: started.interactionPath })
    const href = googleHrefOf(page.body)
    expect(href).toBe(`${started.interactionPath}/google`)
    const toGoogle = await b.request({ method: 'GET', url: href! })
    expect(toGoogle.statusCode).toBe(303)
    const authorization = new URL(toGoogle.headers.location as string)
    expect(authorization.origin).toBe(standIn.issuer)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${APP_URL}/idp/realms/master/broker/google/endpoint`)
    const back = await signInAtStandIn(authorization.href, account)
    expect(back.startsWith(`${APP_URL}/idp/realms/master/broker/google/endpoint?`)).toBe(true)
    return { started, returnPath: pathOf(back) }
  }

  /** The redirect URI forwards below the interaction; answers the page or redirect there. */
  async function returnFromGoogle(b: Browser, returnPath: string, interactionPath: string): Promise<LightMyRequestResponse> {
    const forwarded = await b.request({ method: 'GET', url: returnPath })
    expect(forwarded.statusCode).toBe(303)
    expect(pathOf(forwarded.headers.location as string).startsWith(`${interactionPath}/google/return?`)).toBe(true)
    return b.request({ method: 'GET', url: pathOf(forwarded.headers.location as string) })
  }

  const employeeCount = async () =>
    Number(
      (
        await test.database.db
          .selectFrom('employees')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('shows "Masuk dengan Google" below the password form, a plain link to our own start route, no script', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const html = (await b.request({ method: 'GET', url: interactionPath })).body
    expect(html).toContain(`<a class="button button-google" href="${interactionPath}/google">`)
    expect(html).toContain(`<span>${GOOGLE_BUTTON}</span></a>`)
    expect(html.indexOf('</form>')).toBeLessThan(html.indexOf(GOOGLE_BUTTON))
    expect(html).not.toMatch(/<script/i)
  })

  it('links by the verified e-mail to the existing employee and finishes the sign-in as a password does', async () => {
    const before = await employeeCount()
    const b = browser(app)
    const { started, returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.employee)
    const finished = await returnFromGoogle(b, returnPath, started.interactionPath)
    expect(finished.statusCode, finished.body).toBe(303)
    // The device cookie of a successful sign-in (decision 022), as after a password.
    expect(b.jar.get(`${config.public.cookiePrefix}idp_device`)).toMatch(/^[\w-]{22}\.[\w-]{43}$/)
    // The provider resumes the authorization and sends the browser to the app's normal callback.
    const resumed = await b.request({ method: 'GET', url: pathOf(finished.headers.location as string) })
    expect(resumed.statusCode).toBe(303)
    const callback = new URL(resumed.headers.location as string)
    expect(`${callback.origin}${callback.pathname}`).toBe(config.oidc.redirectUri)
    expect(callback.searchParams.get('state')).toBe(started.state)
    const signedIn = await ssoCallback(b, {
      code: callback.searchParams.get('code'),
      code_verifier: started.verifier,
      nonce: started.nonce,
      iss: callback.searchParams.get('iss'),
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.json().data).toMatchObject({ preferred_username: 'budi.santoso', email: 'budi.santoso@grup-nusantara.example' })
    expect(await employeeCount()).toBe(before)
    // The trip's state, verifier and nonce are gone once used.
    expect(await test.database.db.selectFrom('oidc_models').select('id').where('model', '=', GOOGLE_ATTEMPT_MODEL).execute()).toEqual([])
  })

  it('refuses an e-mail no employee has, on the login page, creating nobody', async () => {
    const before = await employeeCount()
    const b = browser(app)
    const { started, returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.stranger)
    const refused = await returnFromGoogle(b, returnPath, started.interactionPath)
    expect(refused.statusCode).toBe(200)
    expect(refused.headers.location).toBeUndefined()
    expect(refused.body).toContain(
      '<p class="alert" role="alert" id="login-error">Tidak ada karyawan dengan e-mail orang.asing@gmail.example. Masuk dengan akun Google kantor Anda, atau dengan nama pengguna dan kata sandi.</p>',
    )
    // Still the login page of the same interaction: the password form and the button again.
    expect(refused.body).toContain(`<form method="post" action="${started.interactionPath}">`)
    // The alert describes the Google link; the typed fields are not what was wrong.
    expect(refused.body).toContain(`<a class="button button-google" href="${started.interactionPath}/google" aria-describedby="login-error">`)
    expect(refused.body).not.toContain('aria-invalid')
    expect(googleHrefOf(refused.body)).toBe(`${started.interactionPath}/google`)
    expect(b.jar.get(`${config.public.cookiePrefix}idp_device`)).toBeUndefined()
    expect(await employeeCount()).toBe(before)
  })

  it('refuses an address Google has not verified, even an employee’s', async () => {
    const b = browser(app)
    const { started, returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.unverified)
    const refused = await returnFromGoogle(b, returnPath, started.interactionPath)
    expect(refused.statusCode).toBe(200)
    expect(refused.headers.location).toBeUndefined()
    expect(refused.body).toContain('E-mail sari.wulandari@grup-nusantara.example belum terverifikasi di Google, jadi tidak dapat dipakai untuk masuk.')
  })

  it('refuses a tampered state, and the trip cannot be finished afterwards with the right one', async () => {
    const b = browser(app)
    const { started, returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.employee)
    const url = new URL(returnPath, APP_URL)
    const state = url.searchParams.get('state')!
    const [uid, random] = state.split('.') as [string, string]
    expect(uid).toBe(started.interactionPath.split('/').pop())
    url.searchParams.set('state', `${uid}.${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}`)
    const refused = await returnFromGoogle(b, `${url.pathname}${url.search}`, started.interactionPath)
    expect(refused.statusCode).toBe(200)
    expect(refused.body).toContain('Masuk dengan Google tidak dapat diselesaikan: jawaban Google tidak sah atau sudah kedaluwarsa. Silakan coba lagi.')
    const replay = await returnFromGoogle(b, returnPath, started.interactionPath)
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toContain('jawaban Google tidak sah atau sudah kedaluwarsa')
  })

  it('refuses a return for another browser’s interaction, and a state of no interaction', async () => {
    const b = browser(app)
    const { returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.employee)
    // Someone else's browser opening this return (login CSRF) has no interaction cookie for it.
    const stranger = browser(app)
    const forwarded = await stranger.request({ method: 'GET', url: returnPath })
    expect(forwarded.statusCode).toBe(303)
    const refused = await stranger.request({ method: 'GET', url: pathOf(forwarded.headers.location as string) })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Halaman masuk ini sudah kedaluwarsa.')
    const bad = await b.request({ method: 'GET', url: '/idp/realms/master/broker/google/endpoint?state=rusak&code=x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Jawaban dari Google tidak dapat dikenali.')
  })

  it('takes the return in another server process on the same database (the trip is kept in the database)', async () => {
    const other = await buildTestApp(test.database, test.dataDir, { env: standIn.env })
    try {
      const b = browser(app)
      const { started, returnPath } = await tripToGoogle(b, STAND_IN_ACCOUNTS.employee)
      const there = browser(other)
      for (const [name, value] of b.jar.cookies) there.jar.cookies.set(name, value)
      const finished = await returnFromGoogle(there, returnPath, started.interactionPath)
      expect(finished.statusCode, finished.body).toBe(303)
    } finally {
      await other.close()
    }
  })

  it('says Google cannot be reached when its discovery fails, on the login page', async () => {
    const env = { ...standIn.env, GOOGLE_ISSUER: 'http://127.0.0.1:9/tidak-ada' }
    const unreachable = await buildTestApp(test.database, test.dataDir, { env })
    try {
      const b = browser(unreachable)
      const { interactionPath } = await authorizeToLoginPage(b, testConfig(test.dataDir, env))
      const res = await b.request({ method: 'GET', url: `${interactionPath}/google` })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('Google sedang tidak dapat dihubungi.')
    } finally {
      await unreachable.close()
    }
  })
})

describe('sign-in with Google when not configured', () => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp({ engine: 'sqlite' }))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('shows no button, and its routes answer 404 problems', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const html = (await b.request({ method: 'GET', url: interactionPath })).body
    expect(html).toContain('<h1>Masuk ke Tumbuh</h1>')
    expect(html).not.toContain(GOOGLE_BUTTON)
    for (const url of [`${interactionPath}/google`, `${interactionPath}/google/return?state=x`, '/idp/realms/master/broker/google/endpoint?state=x&code=y']) {
      const res = await b.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
      expect(res.json()).toMatchObject({ status: 404, title: 'Tidak ditemukan' })
    }
  })
})
