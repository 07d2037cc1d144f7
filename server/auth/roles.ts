import { appRoles, type AppRole } from '../../src/contract/auth'

// The app's roles come from the identity provider's tokens, never from the app's own tables
// (decision 018): the embedded provider puts a `roles` claim in its ID and access tokens; Keycloak
// puts realm roles in `realm_access.roles` and client roles in `resource_access.{client}.roles`
// (its "roles" client scope, in the access token by default, in the ID token when its mapper says
// so). A provider role named like the app's (or OIDC_HR_ROLE for 'hr') gives the app role.

export interface RoleMapping {
  /** Our client id at the provider: its client roles count too. */
  clientId: string
  /** The provider's role name for the app's 'hr'. */
  hrRole: string
}

type Claims = Record<string, unknown>

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
const objectAt = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Claims)[key] : undefined)

/** Every role name the claims carry, in any of the places providers put them. */
export function providerRoles(claims: Claims | undefined, clientId: string): string[] {
  if (!claims) return []
  return [
    ...strings(claims.roles),
    ...strings(objectAt(claims.realm_access, 'roles')),
    ...strings(objectAt(objectAt(claims.resource_access, clientId), 'roles')),
  ]
}

/** Whether the claims say anything about roles at all (an ID token without them says nothing). */
function speaksOfRoles(claims: Claims | undefined, clientId: string): boolean {
  return claims !== undefined && ('roles' in claims || 'realm_access' in claims || objectAt(claims.resource_access, clientId) !== undefined)
}

/** The app roles the claims give, in the contract's order. */
export function appRolesOf(claims: Claims | undefined, mapping: RoleMapping): AppRole[] {
  const names = new Set(providerRoles(claims, mapping.clientId))
  const providerName: Record<AppRole, string> = { hr: mapping.hrRole }
  return appRoles.filter((role) => names.has(providerName[role]))
}

/**
 * The claims of a JWT as the token endpoint answered it, without checking its signature: only for
 * an access token this server just received from the provider over the back channel (authenticated
 * with our client secret), never for one a caller sent (those go through validateAccessToken).
 * Undefined when it is not a JWT (an opaque token).
 */
export function unverifiedJwtClaims(token: string): Claims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Claims) : undefined
  } catch {
    return undefined
  }
}

/**
 * The app roles of a token response: from the validated ID token's claims when they speak of roles,
 * else from the access token the provider answered with (Keycloak's default puts realm roles only
 * there). `undefined` when neither says anything (a refresh answered without an ID token keeps the
 * session's roles as they were).
 */
export function rolesOfTokenResponse(tokens: { claims: Claims | undefined; accessToken: string }, mapping: RoleMapping): AppRole[] | undefined {
  if (speaksOfRoles(tokens.claims, mapping.clientId)) return appRolesOf(tokens.claims, mapping)
  const access = unverifiedJwtClaims(tokens.accessToken)
  if (speaksOfRoles(access, mapping.clientId)) return appRolesOf(access, mapping)
  return tokens.claims ? [] : undefined
}

/** The session column's JSON, read leniently: anything unexpected is no role. */
export function decodeRoles(stored: string | null | undefined): AppRole[] {
  try {
    const names = new Set(strings(JSON.parse(stored ?? '[]')))
    return appRoles.filter((role) => names.has(role))
  } catch {
    return []
  }
}

export function encodeRoles(roles: readonly AppRole[]): string {
  return JSON.stringify(appRoles.filter((role) => roles.includes(role)))
}
