import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { OidcError, type OidcClient } from '../auth/oidc-client'
import type { LiveSession, SessionService } from '../auth/sessions'
import { appRolesOf, decodeRoles, type RoleMapping } from '../auth/roles'
import { authProblems } from '../http/auth-problems'
import { ProblemError } from '../http/problem-error'
import type { SessionCookie } from '../http/session-cookie'
import type { AppRole } from '../../src/contract/auth'

/** Who is calling, set by `requireUser` on `request.user`. */
export interface AuthUser {
  employeeId: number
  username: string
  /** The employee's names and e-mail as of this request (read with the session, one query). */
  givenName: string
  familyName: string
  email: string
  via: 'session' | 'bearer'
  /** The session of a cookie sign-in (tokens included); null for a Bearer call. */
  session: LiveSession | null
  /** When these credentials stop working (ISO). */
  expiresAt: string
  /**
   * The app roles the identity provider's token gave (server/auth/roles.ts): the session's, kept
   * from its ID token and refreshed with it, or a Bearer token's own claims.
   */
  roles: readonly AppRole[]
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** Set by registerAuth; registerEndpoint runs it before every access:'user' endpoint. */
    requireUser: onRequestAsyncHookHandler
    /** Set by registerAuth; registerEndpoint runs it before every access:'optional' endpoint. */
    optionalUser: onRequestAsyncHookHandler
  }
}

export interface AuthDeps {
  oidc: OidcClient
  sessions: SessionService
  sessionCookie: SessionCookie
  /** How the provider's role names map to the app's (OIDC_HR_ROLE, the client's own roles). */
  roleMapping: RoleMapping
}

/**
 * `requireUser` accepts the session cookie (refreshing its access token when due) or an
 * `Authorization: Bearer` access token held as the current one by a live session (and, where the
 * provider issues RFC 9068 JWTs for us, first checked against its JWKS, issuer and audience), and
 * sets `request.user`. It is decorated onto the app, where registerEndpoint takes
 * it for every access:'user' endpoint, and `optionalUser` for every access:'optional' one.
 */
export function registerAuth(app: FastifyInstance, { oidc, sessions, sessionCookie, roleMapping }: AuthDeps): void {
  app.decorateRequest('user', null)

  async function fromBearer(reply: FastifyReply, token: string): Promise<AuthUser> {
    let claims
    // An opaque token (decision 023) is known only by the session that holds it, below.
    if (oidc.checksJwtAccessTokens) {
      try {
        claims = await oidc.validateAccessToken(token)
      } catch (error) {
        if (error instanceof OidcError && error.kind === 'unavailable') throw authProblems.unavailable()
        reply.header('www-authenticate', 'Bearer error="invalid_token"')
        throw authProblems.invalidToken()
      }
    }
    // A well-signed token is not enough (decision 022): it must be the current access token of a
    // live session, so logout, an idle or absolute expiry and a refresh end it at once.
    // The row names its employee too (one query): a session whose employee is gone is none.
    const row = await sessions.resolveAccessToken(token)
    if (!row) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"')
      throw authProblems.invalidToken()
    }
    return {
      employeeId: row.employee_id,
      username: row.username,
      givenName: row.given_name,
      familyName: row.family_name,
      email: row.email,
      via: 'bearer',
      session: null,
      expiresAt: claims ? new Date(claims.exp * 1000).toISOString() : row.access_expires_at,
      roles: claims ? appRolesOf(claims, roleMapping) : decodeRoles(row.roles),
    }
  }

  async function fromSession(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
    const cookieValue = sessionCookie.read(request)
    if (!cookieValue) throw authProblems.signInRequired()
    let row: LiveSession | undefined
    try {
      row = await sessions.resolve(cookieValue)
    } catch (error) {
      // Only an unreachable provider (a refresh that could not be asked) is "try again later";
      // anything else is a fault of ours, for the 500 handler (which logs it too).
      if (!(error instanceof OidcError && error.kind === 'unavailable')) throw error
      request.log.warn({ err: error }, 'session refresh failed: identity provider unreachable')
      throw authProblems.unavailable()
    }
    if (!row) {
      sessionCookie.clear(reply)
      throw authProblems.sessionExpired()
    }
    return {
      employeeId: row.employee_id,
      username: row.username,
      givenName: row.given_name,
      familyName: row.family_name,
      email: row.email,
      via: 'session',
      session: row,
      expiresAt: row.expires_at,
      roles: decodeRoles(row.roles),
    }
  }

  const requireUser: onRequestAsyncHookHandler = async (request, reply) => {
    const authorization = request.headers.authorization
    if (authorization !== undefined) {
      const token = /^Bearer +(\S+)$/i.exec(authorization)?.[1]
      if (!token) {
        reply.header('www-authenticate', 'Bearer error="invalid_request"')
        throw authProblems.invalidToken()
      }
      request.user = await fromBearer(reply, token)
    } else {
      request.user = await fromSession(request, reply)
    }
    reply.header('cache-control', 'no-store')
  }

  /**
   * For public reads that add the caller's own data when signed in (progress, `is_mine`): sets
   * `request.user` like requireUser, or leaves it null for a visitor. Credentials that no longer
   * work make the caller a visitor rather than failing the read; an unreachable provider still
   * answers 503. The answer depends on the caller, so it is never stored by shared caches.
   */
  const optionalUser: onRequestAsyncHookHandler = async (request, reply) => {
    reply.header('vary', 'Cookie, Authorization')
    if (request.headers.authorization === undefined && !sessionCookie.read(request)) return
    try {
      await requireUser.call(app, request, reply)
    } catch (error) {
      if (!(error instanceof ProblemError) || error.problem.status !== 401) throw error
      request.user = null
      reply.removeHeader('www-authenticate')
    }
  }
  app.decorate('requireUser', requireUser)
  app.decorate('optionalUser', optionalUser)
}

/** The caller of an access:'optional' endpoint: their employee id when signed in, null for a visitor. */
export function viewerId(request: FastifyRequest): number | null {
  return request.user?.employeeId ?? null
}

/** Whether the signed-in caller's token gave them the app role (never a reason to skip a unit check). */
export function hasRole(request: FastifyRequest, role: AppRole): boolean {
  return request.user?.roles.includes(role) ?? false
}

/** The signed-in caller of an access:'user' endpoint (requireUser has run). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw authProblems.signInRequired()
  return request.user
}
