import type { FastifyInstance } from 'fastify'
import { authApi } from '../../../src/contract/auth'
import { OidcError } from '../../auth/oidc-client'
import { authProblems } from '../../http/auth-problems'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/**
 * The learning API's token check (spec section 7): the session's access token must validate as a
 * JWT of our identity provider. An expired one is refreshed first; anything else is the spec's
 * invalid token (the client shows the message and logs out).
 */
export async function tokenValidationRoutes(app: FastifyInstance, { oidc, sessions }: RouteDeps) {
  registerEndpoint(
    app,
    authApi.learningValidation,
    async (_input, request) => {
      const user = currentUser(request)
      // A Bearer caller's token was validated by requireUser already.
      if (user.session) {
        try {
          await oidc.validateAccessToken(user.session.access_token)
        } catch (error) {
          if (!(error instanceof OidcError) || error.kind === 'unavailable') throw authProblems.unavailable()
          if (!error.expired) throw authProblems.invalidToken()
          const refreshed = await sessions.refresh(user.session).catch(() => undefined)
          if (!refreshed) throw authProblems.invalidToken()
          await oidc.validateAccessToken(refreshed.access_token).catch(() => {
            throw authProblems.invalidToken()
          })
        }
      }
      return { data: { valid: true as const, id: user.employeeId } }
    },
  )
}
