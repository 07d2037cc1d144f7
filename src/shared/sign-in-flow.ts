// Free of imports: the app's sign-in (src/lib/auth/start-sign-in.ts, complete-sign-in.ts) and the
// browser tests' quick sign-in (e2e/support/auth.ts), which leaves the same entries for /login to
// read, share these names instead of spelling them twice.

/**
 * The spec's prefix for auth state (section 9: `auth`), used in sessionStorage: the PKCE flow's
 * entries belong to the tab that started it and go once its /login has read them (decision 002).
 */
export const AUTH_STORAGE_PREFIX = 'auth.'

export const authStorageKeys = {
  codeVerifier: `${AUTH_STORAGE_PREFIX}code_verifier`,
  state: `${AUTH_STORAGE_PREFIX}state`,
  nonce: `${AUTH_STORAGE_PREFIX}nonce`,
  /** '1' when the provider promises an `iss` in its answer (RFC 9207), so /login insists on it. */
  issRequired: `${AUTH_STORAGE_PREFIX}iss_required`,
} as const

/**
 * The spec's scopes. No `offline_access`: the embedded provider issues this client a refresh token
 * without it (server/idp/provider.ts), as Keycloak does by default.
 */
export const SIGN_IN_SCOPE = 'openid profile email'
