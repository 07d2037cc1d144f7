import type { FastifyInstance } from 'fastify'
import { authApi } from '../../../src/contract/auth'
import { OidcError, type OidcClient } from '../../auth/oidc-client'
import type { LiveSession, SessionService } from '../../auth/sessions'
import { findEmployeeById } from '../../db/repositories/employee-repository'
import { authProblems } from '../../http/auth-problems'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** Refreshes the session; the new row, or the spec's invalid token when the provider refuses. */
async function refreshed(sessions: SessionService, row: LiveSession): Promise<LiveSession> {
  const next = await sessions.refresh(row).catch((error: unknown) => {
    if (error instanceof OidcError && error.kind === 'unavailable') throw authProblems.unavailable()
    return undefined
  })
  if (!next) throw authProblems.invalidToken()
  return next
}

/** The embedded provider's (or OIDC_ACCESS_TOKEN_AUDIENCE's) check: the access token is an RFC 9068 JWT for us. */
async function checkJwt(oidc: OidcClient, sessions: SessionService, row: LiveSession): Promise<void> {
  try {
    await oidc.validateAccessToken(row.access_token)
  } catch (error) {
    if (!(error instanceof OidcError) || error.kind === 'unavailable') throw authProblems.unavailable()
    if (!error.expired) throw authProblems.invalidToken()
    const next = await refreshed(sessions, row)
    await oidc.validateAccessToken(next.access_token).catch(() => {
      throw authProblems.invalidToken()
    })
  }
}

/**
 * Any OpenID provider's check (decision 023): the access token is opaque; the provider's userinfo
 * endpoint must still take it for this user. Refused (expired, revoked early): one refresh, and the
 * new token must be taken. A provider without a userinfo endpoint is asked for a refresh instead.
 */
async function checkWithProvider(oidc: OidcClient, sessions: SessionService, row: LiveSession, subject: string | undefined): Promise<void> {
  const ask = async (accessToken: string) => {
    try {
      return await oidc.userinfo(accessToken, subject)
    } catch {
      throw authProblems.unavailable()
    }
  }
  const first = await ask(row.access_token)
  if (first === 'accepted') return
  const next = await refreshed(sessions, row)
  if (first === 'no-endpoint') return
  if ((await ask(next.access_token)) !== 'accepted') throw authProblems.invalidToken()
}

/**
 * The learning API's token check (spec section 7): the session's access token must still be good
 * at our identity provider. An expired one is refreshed first; anything else is the spec's invalid
 * token (the client shows the message and logs out).
 */
export async function tokenValidationRoutes(app: FastifyInstance, { db, oidc, sessions }: RouteDeps) {
  registerEndpoint(app, authApi.learningValidation, async (_input, request) => {
    const user = currentUser(request)
    // A Bearer caller's token was checked by requireUser already.
    if (user.session) {
      if (oidc.checksJwtAccessTokens) await checkJwt(oidc, sessions, user.session)
      else {
        const employee = await findEmployeeById(db, user.employeeId)
        await checkWithProvider(oidc, sessions, user.session, employee?.oidc_subject ?? undefined)
      }
    }
    return { data: { valid: true as const, id: user.employeeId } }
  })
}
