import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

/**
 * The roles of the app a signed-in user may have, from the identity provider's token (its `roles`
 * claim, or Keycloak's realm roles): 'hr' sees and moves the applications of their unit's openings.
 */
export const appRoles = ['hr'] as const
export type AppRole = (typeof appRoles)[number]

/** The logged-in user as the auth session knows it (spec section 3) plus the user id and the roles. */
export const sessionUserSchema = z.object({
  id: z.int(),
  preferred_username: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  /** The app roles the provider's token gave this session (empty for most employees); an answer without it reads as none. */
  roles: z._default(z.array(z.enum(appRoles)), []),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/**
 * What the browser posts after the identity provider redirected to /login: the code it received
 * (already checked against `state` by oauth4webapi in the browser), the PKCE verifier and the
 * nonce it generated. The server, a confidential client, redeems them (decision 2).
 */
export const ssoCallbackBody = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  code_verifier: z.string().check(z.regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'code_verifier tidak valid')),
  nonce: z.string().check(z.minLength(16), z.maxLength(256)),
  /** `iss` of the authorization response (RFC 9207), when the provider sends one. */
  iss: z.optional(z.string().check(z.maxLength(2048))),
})

export const authApi = {
  ssoCallback: endpoint({
    method: 'POST',
    path: '/api/platform/auth/sso-callback',
    group: 'platform',
    access: 'public',
    summary: 'Redeems the authorization code and PKCE verifier, validates the ID token and opens a session (HttpOnly cookie); answers the user, whose id the client keeps in the user-id cookie',
    body: ssoCallbackBody,
    response: dataOf(sessionUserSchema),
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/platform/auth/session',
    group: 'platform',
    access: 'user',
    summary: 'The signed-in user of the current session; 401 when there is none',
    response: dataOf(z.extend(sessionUserSchema, { expires_at: z.string() })),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/platform/auth/logout',
    group: 'platform',
    access: 'public',
    summary: "Ends the server session and answers the path that ends the provider's too (authEndSessionApi), or null",
    response: dataOf(z.object({ end_session_url: z.nullable(z.string()) })),
  }),
  learningValidation: endpoint({
    method: 'GET',
    path: '/api/sso-callback/v2',
    group: 'learning',
    access: 'user',
    summary: "Learning API token validation: checks the session's access token (signature, issuer, audience, expiry); 401 with type /problems/invalid-token when it is not valid",
    response: dataOf(z.object({ valid: z.literal(true), id: z.int() })),
  }),
}
