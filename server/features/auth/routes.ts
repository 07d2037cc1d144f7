import type { FastifyInstance } from 'fastify'
import { authEndSessionApi } from '../../../src/contract/auth-end-session'
import { authApi, type AppRole, type SessionUser } from '../../../src/contract/auth'
import { OidcError } from '../../auth/oidc-client'
import { decodeRoles } from '../../auth/roles'
import { employeeForSignIn, IdentityRefusal } from '../../auth/employee-identity'
import type { Employee } from '../../db/schema/employee'
import { authProblems, identityProblems } from '../../http/auth-problems'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { tokenValidationRoutes } from './token-validation-routes'

/** The user as the client keeps it; the roles are the session's, as the provider's token gave them. */
function sessionUser(employee: Pick<Employee, 'id' | 'username' | 'given_name' | 'family_name' | 'email'>, roles: readonly AppRole[]): SessionUser {
  return {
    id: employee.id,
    preferred_username: employee.username,
    given_name: employee.given_name,
    family_name: employee.family_name,
    email: employee.email,
    roles: [...roles],
  }
}

/** What the caller sees when the code redemption fails: never a 500 for a bad or replayed code. */
function signInProblem(error: unknown): ProblemError {
  if (!(error instanceof OidcError) || error.kind === 'unavailable') return authProblems.unavailable()
  if (error.kind === 'rejected') {
    return new ProblemError(400, {
      title: 'Masuk gagal',
      detail: 'Kode masuk tidak valid, sudah dipakai, atau kedaluwarsa. Silakan masuk kembali.',
    })
  }
  return new ProblemError(401, {
    title: 'Masuk gagal',
    detail: 'Jawaban penyedia identitas tidak dapat diverifikasi. Silakan masuk kembali.',
  })
}

const claimString = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Sign-in (decision 2): the code redemption, the session, sign-out and the learning API's token check. */
export async function authRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, oidc, sessions, sessionCookie } = deps
  await app.register(tokenValidationRoutes, deps)

  registerEndpoint(app, authApi.ssoCallback, async ({ body }, request, reply) => {
    reply.header('cache-control', 'no-store')
    let tokens
    try {
      tokens = await oidc.redeemCode({ code: body.code, codeVerifier: body.code_verifier, nonce: body.nonce, iss: body.iss })
    } catch (error) {
      request.log.info({ err: error }, 'sso-callback refused')
      throw signInProblem(error)
    }
    const claims = tokens.claims!
    const identity = { issuer: claims.iss, subject: claims.sub }
    // OIDC_USERNAME_CLAIM (preferred_username by default, or e-mail) names the employee.
    const username = claimString(claims[deps.config.oidc.usernameClaim]) || claimString(claims.sub)
    let employee: Employee
    try {
      employee = await employeeForSignIn(
        db,
        identity,
        {
          username,
          givenName: claimString(claims.given_name),
          familyName: claimString(claims.family_name),
          email: claimString(claims.email),
        },
        new Date().toISOString(),
      )
    } catch (error) {
      request.log.warn({ err: error, username, issuer: identity.issuer, subject: identity.subject }, 'sso-callback: no employee for this identity')
      // No session for this identity: its tokens must not outlive the refusal at the provider.
      if (tokens.refreshToken) sessions.revokeInBackground(tokens.refreshToken, request.log)
      throw error instanceof IdentityRefusal ? identityProblems[error.reason]() : error
    }

    // A sign-in replaces whatever session this browser had.
    const previous = sessionCookie.read(request)
    if (previous) await sessions.end(previous, request.log)
    const { cookieValue, row } = await sessions.create(employee.id, tokens)
    sessionCookie.set(reply, cookieValue)
    return { data: sessionUser(employee, decodeRoles(row.roles)) }
  })

  // The employee as the session's own query read it (joined, decision 041): a session whose
  // employee is gone is none already, and no second query re-reads the same row.
  registerEndpoint(app, authApi.session, async (_input, request) => {
    const user = currentUser(request)
    const employee = { id: user.employeeId, username: user.username, given_name: user.givenName, family_name: user.familyName, email: user.email }
    return { data: { ...sessionUser(employee, user.roles), expires_at: user.expiresAt } }
  })

  registerEndpoint(app, authApi.logout, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store')
    const cookieValue = sessionCookie.read(request)
    // Only the caller's own session: the one its cookie names.
    const ended = cookieValue ? await sessions.end(cookieValue, request.log) : undefined
    sessionCookie.clear(reply)
    // The ID token names the user: it stays out of the answer page script reads (decision 022),
    // sealed in an HttpOnly cookie that only the end-session redirect below receives.
    if (ended?.idToken) sessionCookie.setLogoutHint(reply, sessions.sealLogoutHint(ended.idToken))
    let endSessionUrl: string | null = null
    try {
      if ((await oidc.endSessionUrl(null)) !== null) endSessionUrl = authEndSessionApi.endSession.path
    } catch (error) {
      // Signed out here regardless; the provider's session ends when it is reachable again.
      request.log.warn({ err: error }, 'end-session URL unavailable')
    }
    return { data: { end_session_url: endSessionUrl } }
  })

  registerEndpoint(app, authEndSessionApi.endSession, async (_input, request, reply) => {
    const sealed = sessionCookie.readLogoutHint(request)
    if (sealed !== undefined) sessionCookie.clearLogoutHint(reply)
    const idToken = sealed ? sessions.openLogoutHint(sealed) : null
    let location = deps.config.oidc.postLogoutRedirectUri
    try {
      location = (await oidc.endSessionUrl(idToken)) ?? location
    } catch (error) {
      request.log.warn({ err: error }, 'end-session URL unavailable')
    }
    reply.code(303).header('location', location).header('cache-control', 'no-store')
    return null
  })
}
