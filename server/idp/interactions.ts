import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Interaction, Provider } from 'oidc-provider'
import type { AppConfig } from '../config'
import type { Database } from '../db/schema'
import { PROBLEM_CONTENT_TYPE, problem } from '../http/problem-error'
import { checkCredentials } from './accounts'
import { DeviceCookie } from './device-cookie'
import { GoogleFederation, uidOfState, type GoogleOutcome } from './google'
import { idpTexts, renderErrorPage, renderLoginPage } from './pages'
import { interactionPath } from './provider'

interface InteractionOptions {
  config: AppConfig
  db: Kysely<Database>
  provider: Provider
  /** Signs the device cookie (the provider's first cookie key). */
  deviceKey: string
}

interface LoginForm {
  username?: unknown
  password?: unknown
}

const FORM_BODY_LIMIT = 16 * 1024

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Under the default no-referrer, browsers send `Origin: null` with a form post; same-origin
      // lets the login form name its real origin, which the post handler checks.
      .header('referrer-policy', 'same-origin')
      .send(html)
  )
}

/**
 * The login step of the provider's interactions, at `{issuer}/interaction/:uid`: a real login page
 * checked against the employees' password hashes. Consent is never asked (first-party client).
 */
export async function registerInteractions(app: FastifyInstance, { config, db, provider, deviceKey }: InteractionOptions): Promise<void> {
  const deviceCookie = new DeviceCookie(config, deviceKey)
  const product = config.public.productName
  const homeUrl = config.oidc.postLogoutRedirectUri
  const publicOrigin = new URL(config.publicUrl).origin

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  const google = config.google ? new GoogleFederation(config.google, db) : undefined
  const googleStartPath = (uid: string) => `${interactionPath(config, uid)}/google`

  const errorPage = (reply: FastifyReply, status: number, lead?: string) =>
    sendHtml(reply, status, renderErrorPage({ product, homeUrl, ...(lead ? { lead } : {}) }))

  /** The interaction of this browser (its cookie) for this uid, or undefined when gone or foreign. */
  async function interactionFor(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      return details.uid === request.params.uid ? details : undefined
    } catch {
      return undefined
    }
  }

  function loginPage(
    reply: FastifyReply,
    status: number,
    details: Interaction,
    form: { username?: string; error?: string; errorOf?: 'password' | 'google' } = {},
  ) {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined
    const username = form.username ?? hint
    return sendHtml(
      reply,
      status,
      renderLoginPage({
        product,
        homeUrl,
        action: interactionPath(config, details.uid),
        ...(username ? { username } : {}),
        ...(form.error ? { error: form.error, errorOf: form.errorOf ?? 'password' } : {}),
        ...(google ? { googleHref: googleStartPath(details.uid) } : {}),
      }),
    )
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionFinished']>[2]) {
    reply.hijack()
    await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false })
  }

  /** A signed-in employee finishes the interaction: a known device of the account from now on (decision 022), then the app's callback. */
  function finishSignIn(request: FastifyRequest, reply: FastifyReply, username: string, knownDevice: string | null) {
    reply.raw.setHeader('set-cookie', deviceCookie.header(username, knownDevice))
    return finish(request, reply, { login: { accountId: username, remember: true } })
  }

  const url = interactionPath(config)
  app.get<{ Params: { uid: string } }>(url, { schema: { hide: true } }, async (request, reply) => {
    const details = await interactionFor(request, reply)
    if (!details) return errorPage(reply, 400, idpTexts.expiredLead)
    // The grant is made by loadExistingGrant; finishing consent lets it run again.
    if (details.prompt.name !== 'login') return finish(request, reply, { consent: {} })
    return loginPage(reply, 200, details)
  })

  app.post<{ Params: { uid: string }; Body: LoginForm }>(url, { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== publicOrigin) return errorPage(reply, 403)
    const details = await interactionFor(request, reply)
    if (!details) return errorPage(reply, 400, idpTexts.expiredLead)
    if (details.prompt.name !== 'login') return finish(request, reply, { consent: {} })

    const body = (request.body ?? {}) as LoginForm
    const username = typeof body.username === 'string' ? body.username.trim() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    // A refused attempt re-renders the form with 200, as Keycloak does: the page itself is fine,
    // and browsers would log a 4xx document as a console error.
    if (!username || !password) return loginPage(reply, 200, details, { username, error: idpTexts.missing })

    const check = await checkCredentials(db, username, password, {
      address: request.ip,
      knownDeviceOf: (account) => deviceCookie.knownDevice(request, account),
    })
    if (!check.ok) {
      const error = check.reason === 'locked' ? idpTexts.locked(Math.max(1, Math.ceil((check.retryAt.getTime() - Date.now()) / 60_000))) : idpTexts.invalid
      return loginPage(reply, 200, details, { username, error })
    }
    return finishSignIn(request, reply, check.employee.username, check.knownDevice)
  })

  registerGoogleRoutes()

  /**
   * "Masuk dengan Google" (decision 028). Three routes, all answering 404 when Google is not
   * configured: the button's start (below the interaction, where its cookie proves the browser),
   * Google's fixed redirect URI (Keycloak's `broker/google/endpoint`), which only forwards Google's
   * answer below the interaction its state names, and that return, which finishes the interaction
   * as a password sign-in does or shows the refusal on the login page.
   */
  function registerGoogleRoutes() {
    const notConfigured = (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(404, { detail: `Alamat ${request.url.split('?')[0]} tidak ditemukan: masuk dengan Google tidak diaktifkan.` }))
    const issuerPath = new URL(config.oidc.issuer).pathname
    const redirect = (reply: FastifyReply, location: string) => reply.code(303).header('cache-control', 'no-store').header('location', location).send()

    app.get<{ Params: { uid: string } }>(`${url}/google`, { schema: { hide: true } }, async (request, reply) => {
      if (!google) return notConfigured(request, reply)
      const details = await interactionFor(request, reply)
      if (!details) return errorPage(reply, 400, idpTexts.expiredLead)
      if (details.prompt.name !== 'login') return finish(request, reply, { consent: {} })
      let location: string
      try {
        location = await google.start(details.uid)
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in unavailable')
        return loginPage(reply, 200, details, { error: idpTexts.googleUnavailable, errorOf: 'google' })
      }
      return redirect(reply, location)
    })

    app.get<{ Querystring: Record<string, unknown> }>(`${issuerPath}/broker/google/endpoint`, { schema: { hide: true } }, async (request, reply) => {
      if (!google) return notConfigured(request, reply)
      const uid = uidOfState(request.query.state)
      if (!uid) return errorPage(reply, 400, idpTexts.googleBadReturn)
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      return redirect(reply, `${googleStartPath(uid)}/return${query}`)
    })

    app.get<{ Params: { uid: string }; Querystring: Record<string, unknown> }>(`${url}/google/return`, { schema: { hide: true } }, async (request, reply) => {
      if (!google) return notConfigured(request, reply)
      const details = await interactionFor(request, reply)
      if (!details) return errorPage(reply, 400, idpTexts.expiredLead)
      if (details.prompt.name !== 'login') return finish(request, reply, { consent: {} })
      const outcome = await google.complete(details.uid, request.query)
      if (!outcome.ok) {
        if (outcome.reason === 'unavailable' || outcome.reason === 'invalid') request.log.warn({ reason: outcome.reason }, 'Google sign-in refused')
        return loginPage(reply, 200, details, { error: googleRefusal(outcome), errorOf: 'google' })
      }
      const username = outcome.employee.username
      return finishSignIn(request, reply, username, deviceCookie.knownDevice(request, username))
    })
  }
}

function googleRefusal(outcome: Exclude<GoogleOutcome, { ok: true }>): string {
  switch (outcome.reason) {
    case 'unknown-email':
      return idpTexts.googleUnknown(outcome.email)
    case 'unverified':
      return idpTexts.googleUnverified(outcome.email)
    case 'no-email':
      return idpTexts.googleNoEmail
    case 'denied':
      return idpTexts.googleDenied
    case 'unavailable':
      return idpTexts.googleUnavailable
    case 'invalid':
      return idpTexts.googleInvalid
  }
}
