import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import type { Kysely } from 'kysely'
import { getOrCreateSecret } from '../db/repositories/secret-repository'
import type { Database } from '../db/schema'

/**
 * The embedded provider's secrets, generated on first start and kept in `app_secrets`, so tokens,
 * provider cookies and the client's secret stay valid across restarts and server copies.
 */
export interface IdpSecrets {
  /** Private signing keys (JWK), RS256. */
  jwks: { keys: Record<string, unknown>[] }
  cookieKeys: string[]
  clientSecret: string
}

const randomSecret = () => randomBytes(32).toString('base64url')

async function newSigningKeys(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' })
  return JSON.stringify({ keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] })
}

export async function loadIdpSecrets(db: Kysely<Database>, configuredClientSecret: string | undefined): Promise<IdpSecrets> {
  const [jwks, cookieKeys, clientSecret] = await Promise.all([
    getOrCreateSecret(db, 'oidc_jwks', newSigningKeys),
    getOrCreateSecret(db, 'oidc_cookie_keys', () => JSON.stringify([randomSecret()])),
    configuredClientSecret ?? getOrCreateSecret(db, 'oidc_client_secret', randomSecret),
  ])
  return {
    jwks: JSON.parse(jwks) as IdpSecrets['jwks'],
    cookieKeys: JSON.parse(cookieKeys) as string[],
    clientSecret,
  }
}
