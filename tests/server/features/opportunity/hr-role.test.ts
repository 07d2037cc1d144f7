import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authApi } from '../../../../src/contract/auth'
import { opportunityApi } from '../../../../src/contract/opportunity'
import { appRolesOf, decodeRoles, encodeRoles, providerRoles, rolesOfTokenResponse, unverifiedJwtClaims } from '../../../../server/auth/roles'
import type { AppConfig } from '../../../../server/config'
import { forgeAccessToken, sessionRowOf, signIn } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// HR is a role the identity provider's token carries (issue 16, decision 018): the embedded
// provider's `roles` claim, Keycloak's realm or client roles; the session keeps what the tokens
// said and follows them at every refresh; a Bearer token is read for its own claims.

const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

describe('the provider’s roles as the app’s', () => {
  const mapping = { clientId: 'tumbuh-go', hrRole: 'hr' }

  it('reads the embedded provider’s roles claim, Keycloak’s realm roles and this client’s roles', () => {
    expect(appRolesOf({ roles: ['hr'] }, mapping)).toEqual(['hr'])
    expect(appRolesOf({ realm_access: { roles: ['default-roles-master', 'offline_access', 'hr'] } }, mapping)).toEqual(['hr'])
    expect(appRolesOf({ resource_access: { 'tumbuh-go': { roles: ['hr'] }, account: { roles: ['manage-account'] } } }, mapping)).toEqual(['hr'])
    expect(appRolesOf({ resource_access: { 'aplikasi-lain': { roles: ['hr'] } } }, mapping)).toEqual([])
    expect(appRolesOf({ realm_access: { roles: ['HR', 'hr-admin'] } }, mapping)).toEqual([])
    expect(appRolesOf(undefined, mapping)).toEqual([])
    expect(providerRoles({ roles: 'hr', realm_access: { roles: [1, 'x'] } }, 'tumbuh-go')).toEqual(['x'])
  })

  it('maps the provider’s role name of OIDC_HR_ROLE', () => {
    expect(appRolesOf({ realm_access: { roles: ['tumbuh-hr'] } }, { ...mapping, hrRole: 'tumbuh-hr' })).toEqual(['hr'])
    expect(appRolesOf({ realm_access: { roles: ['hr'] } }, { ...mapping, hrRole: 'tumbuh-hr' })).toEqual([])
  })

  it('takes the ID token’s roles when it has any, else the access token’s, else none; a refresh without an ID token says nothing', () => {
    expect(rolesOfTokenResponse({ claims: { sub: 'a', roles: [] }, accessToken: jwt({ realm_access: { roles: ['hr'] } }) }, mapping)).toEqual([])
    expect(rolesOfTokenResponse({ claims: { sub: 'a' }, accessToken: jwt({ realm_access: { roles: ['hr'] } }) }, mapping)).toEqual(['hr'])
    expect(rolesOfTokenResponse({ claims: { sub: 'a' }, accessToken: 'opaque-token' }, mapping)).toEqual([])
    expect(rolesOfTokenResponse({ claims: undefined, accessToken: 'opaque-token' }, mapping)).toBeUndefined()
    expect(rolesOfTokenResponse({ claims: undefined, accessToken: jwt({ roles: ['hr'] }) }, mapping)).toEqual(['hr'])
  })

  it('reads a JWT’s claims only when it is one', () => {
    expect(unverifiedJwtClaims(jwt({ a: 1 }))).toEqual({ a: 1 })
    expect(unverifiedJwtClaims('a.b')).toBeUndefined()
    expect(unverifiedJwtClaims('a.!!!.c')).toBeUndefined()
    expect(unverifiedJwtClaims(jwt([1, 2] as never))).toBeUndefined()
  })

  it('keeps the session’s roles as JSON and reads anything unexpected as none', () => {
    expect(decodeRoles(encodeRoles(['hr']))).toEqual(['hr'])
    expect(encodeRoles([])).toBe('[]')
    expect(decodeRoles('["hr","admin"]')).toEqual(['hr'])
    expect(decodeRoles('rusak')).toEqual([])
    expect(decodeRoles(null)).toEqual([])
  })
})

describeOnEngines('HR as a token role', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('puts the HR account’s roles in its ID and access tokens, keeps them on the session and gives them to the client', async () => {
    const { browser: hr, user } = await signIn(app, config, 'lestari.wibowo')
    expect((user as { roles?: string[] }).roles).toEqual(['hr'])
    const row = await sessionRowOf(test.database, hr, config)
    expect(row.roles).toBe('["hr"]')
    expect(decode(row.id_token!).roles).toEqual(['hr'])
    expect(decode(row.access_token).roles).toEqual(['hr'])
    const session = authApi.session.response.parse((await hr.request({ method: 'GET', url: authApi.session.path })).json()).data
    expect(session.roles).toEqual(['hr'])
    expect((await hr.request({ method: 'GET', url: opportunityApi.hrOpenings.path })).statusCode).toBe(200)
  })

  it('gives an employee without the role none', async () => {
    const { browser: b, user } = await signIn(app, config, 'budi.santoso')
    expect((user as { roles?: string[] }).roles).toEqual([])
    expect(decode((await sessionRowOf(test.database, b, config)).id_token!).roles).toEqual([])
    expectProblem(await b.request({ method: 'GET', url: opportunityApi.hrOpenings.path }), 403)
  })

  it('follows the provider at the next token refresh: a role taken away there is gone from the session', async () => {
    const { browser: hr } = await signIn(app, config, 'bayu.hidayat')
    expect((await hr.request({ method: 'GET', url: opportunityApi.hrOpenings.path })).statusCode).toBe(200)
    const bayu = (await test.database.db.selectFrom('employees').select('id').where('username', '=', 'bayu.hidayat').executeTakeFirstOrThrow()).id
    await test.database.db.deleteFrom('employee_roles').where('employee_id', '=', bayu).execute()
    // Still HR until the tokens are refreshed (the session holds what they said)…
    expect((await hr.request({ method: 'GET', url: opportunityApi.hrOpenings.path })).statusCode).toBe(200)
    const row = await sessionRowOf(test.database, hr, config)
    await test.database.db
      .updateTable('sessions')
      .set({ access_expires_at: new Date(Date.now() + 10_000).toISOString() })
      .where('id_hash', '=', row.id_hash)
      .execute()
    // …and no longer once they are.
    expectProblem(await hr.request({ method: 'GET', url: opportunityApi.hrOpenings.path }), 403)
    expect((await sessionRowOf(test.database, hr, config)).roles).toBe('[]')
    await test.database.db.insertInto('employee_roles').values({ employee_id: bayu, role: 'hr' }).execute()
  })

  it('a Bearer call with an HR session’s own access token is HR of its unit; a forged token naming a role is refused', async () => {
    const { browser: hr } = await signIn(app, config, 'lestari.wibowo')
    const { access_token } = await sessionRowOf(test.database, hr, config)
    const bearer = async (token: string) => app.inject({ method: 'GET', url: opportunityApi.hrOpenings.path, headers: { authorization: `Bearer ${token}` } })
    const own = await bearer(access_token)
    expect(own.statusCode).toBe(200)
    const units = new Set(opportunityApi.hrOpenings.response.parse(own.json()).data.map((o) => o.business_unit.name))
    expect([...units]).toEqual(['PT Nusantara Holding Indonesia'])
    const now = Math.floor(Date.now() / 1000)
    const forged = await forgeAccessToken(test.database, {
      iss: config.oidc.issuer,
      sub: 'budi.santoso',
      aud: config.oidc.clientId,
      client_id: config.oidc.clientId,
      jti: 'j'.repeat(21),
      iat: now,
      exp: now + 600,
      scope: 'openid profile email',
      roles: ['hr'],
    })
    expect((await bearer(forged)).statusCode).toBe(401)
  })
})
