import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import type { OidcClient } from '../../../../server/auth/oidc-client'
import { SessionService, sessionIdHash } from '../../../../server/auth/sessions'
import { loadSessionKey, SESSION_KEY_FILE, TokenCipher, TokenDecryptError } from '../../../../server/auth/token-cipher'
import type { AppConfig } from '../../../../server/config'
import { rawSessionRowOf, sessionCookieName, sessionRowOf, signIn, type Browser } from '../../helpers/oidc-flow'
import { openTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describe('the session encryption key', () => {
  it('is generated once into DATA_DIR, readable by the owner only, and kept across starts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tumbuh-key-'))
    const config = testConfig(dir)
    const first = loadSessionKey(config)
    const file = path.join(dir, SESSION_KEY_FILE)
    expect(first).toHaveLength(32)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadSessionKey(config).equals(first)).toBe(true)
  })

  it('comes from SESSION_ENCRYPTION_KEY when set (base64 or hex), and then no file is written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tumbuh-key-'))
    const key = randomBytes(32)
    expect(loadSessionKey(testConfig(dir, { SESSION_ENCRYPTION_KEY: key.toString('base64') })).equals(key)).toBe(true)
    expect(loadSessionKey(testConfig(dir, { SESSION_ENCRYPTION_KEY: key.toString('hex') })).equals(key)).toBe(true)
    expect(existsSync(path.join(dir, SESSION_KEY_FILE))).toBe(false)
    expect(() => testConfig(dir, { SESSION_ENCRYPTION_KEY: 'terlalu-pendek' })).toThrow(/SESSION_ENCRYPTION_KEY/)
  })

  it('binds each value to its row and column', () => {
    const cipher = new TokenCipher(randomBytes(32))
    const sealed = cipher.seal('rahasia', 'baris-a', 'access_token')
    expect(cipher.open(sealed, 'baris-a', 'access_token')).toBe('rahasia')
    expect(() => cipher.open(sealed, 'baris-b', 'access_token')).toThrow()
    expect(() => cipher.open(sealed, 'baris-a', 'refresh_token')).toThrow()
    expect(() => new TokenCipher(randomBytes(32)).open(sealed, 'baris-a', 'access_token')).toThrow()
  })

  it('opens a value again from memory only as it opened (same row, column and stored text), never one that does not open', () => {
    const key = randomBytes(32)
    const cipher = new TokenCipher(key, 2)
    const sealed = cipher.seal('rahasia', 'baris-a', 'access_token')
    expect(cipher.open(sealed, 'baris-a', 'access_token')).toBe('rahasia')
    expect(cipher.open(sealed, 'baris-a', 'access_token')).toBe('rahasia')
    // Remembered or not, the same stored text under another row or column still does not open.
    expect(() => cipher.open(sealed, 'baris-b', 'access_token')).toThrow(TokenDecryptError)
    expect(() => cipher.open(sealed, 'baris-a', 'refresh_token')).toThrow(TokenDecryptError)
    // An altered text (one character of its tag) fails every time, also after the real one opened.
    const at = sealed.length - 3
    const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`
    expect(() => cipher.open(altered, 'baris-a', 'access_token')).toThrow(TokenDecryptError)
    expect(() => cipher.open(altered, 'baris-a', 'access_token')).toThrow(TokenDecryptError)
    // Another key (another process's cipher) remembers nothing of this one.
    expect(() => new TokenCipher(randomBytes(32)).open(sealed, 'baris-a', 'access_token')).toThrow(TokenDecryptError)
    // Beyond its size the oldest is forgotten; every value still opens to what it holds.
    const values = ['satu', 'dua', 'tiga'].map((plain) => [plain, cipher.seal(plain, 'baris-c', 'id_token')] as const)
    for (let round = 0; round < 2; round += 1) {
      for (const [plain, text] of values) expect(cipher.open(text, 'baris-c', 'id_token')).toBe(plain)
    }
    // One value per row and column: a new stored text there (a refresh's) takes the old one's place.
    expect(cipher.remembered('baris-c')).toBe(1)
    expect(new TokenCipher(key, 0).open(sealed, 'baris-a', 'access_token')).toBe('rahasia')
  })

  it('forgets the least recently used value first, and all of a row on request', () => {
    const cipher = new TokenCipher(randomBytes(32), 2)
    const a = cipher.seal('a', 'baris-a', 'access_token')
    const b = cipher.seal('b', 'baris-b', 'access_token')
    const c = cipher.seal('c', 'baris-c', 'access_token')
    cipher.open(a, 'baris-a', 'access_token')
    cipher.open(b, 'baris-b', 'access_token')
    // Row a used again: row b is now the least recently used, and goes when row c comes.
    cipher.open(a, 'baris-a', 'access_token')
    cipher.open(c, 'baris-c', 'access_token')
    expect([cipher.remembered('baris-a'), cipher.remembered('baris-b'), cipher.remembered('baris-c')]).toEqual([1, 0, 1])
    cipher.forget('baris-a')
    expect([cipher.remembered('baris-a'), cipher.remembered('baris-c')]).toEqual([0, 1])
    // Forgotten is not refused: the stored text opens again (from AES).
    expect(cipher.open(a, 'baris-a', 'access_token')).toBe('a')
  })
})

describeOnEngines('tokens at rest', (target) => {
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

  const expectEnded = async (b: Browser, idHash: string) => {
    const res = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(res.statusCode).toBe(401)
    expect(res.json().type).toBe(problemTypes.sessionExpired)
    expect(b.jar.get(sessionCookieName(config))).toBeUndefined()
    expect(await test.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', idHash).executeTakeFirst()).toBeUndefined()
  }

  it('the sessions table holds no readable token: the raw row has none of them, and no JWT at all', async () => {
    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const raw = await rawSessionRowOf(test.database, b, config)
    const plain = await sessionRowOf(test.database, b, config)
    const stored = JSON.stringify(raw)
    for (const token of [plain.access_token, plain.refresh_token!, plain.id_token!]) expect(stored).not.toContain(token)
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/)
    expect(raw.access_token).toMatch(/^v1\.[\w-]+$/)
    expect(raw.refresh_token).toMatch(/^v1\.[\w-]+$/)
    expect(raw.id_token).toMatch(/^v1\.[\w-]+$/)
    // The session works with them all the same, its token refresh included.
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', raw.id_hash).execute()
    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
    const refreshed = await rawSessionRowOf(test.database, b, config)
    expect(refreshed.refresh_token).not.toBe(raw.refresh_token)
    expect(JSON.stringify(refreshed)).not.toMatch(/eyJ[\w-]+\.eyJ/)
  })

  it("an ended session's tokens leave the process's memory, and a refresh forgets the tokens it replaced; another session keeps its own", async () => {
    const cipher = new TokenCipher(randomBytes(32))
    const tokens = (n: number) => ({
      accessToken: `akses-${n}`,
      refreshToken: `segar-${n}`,
      idToken: `id-${n}`,
      expiresIn: 300,
      refreshExpiresIn: 1800,
      claims: undefined,
    })
    // The provider is asked for a refresh (new tokens) and to revoke a refresh token, in the background.
    const oidc = { refresh: async () => tokens(3), revoke: async () => undefined } as unknown as OidcClient
    const sessions = new SessionService(test.database.db, oidc, config, cipher)
    const { id } = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const ending = await sessions.create(id, tokens(1))
    const staying = await sessions.create(id, tokens(2))
    expect((await sessions.resolve(ending.cookieValue))?.access_token).toBe('akses-1')
    const live = await sessions.resolve(staying.cookieValue)
    expect(live?.access_token).toBe('akses-2')
    const endingHash = sessionIdHash(ending.cookieValue)
    const stayingHash = sessionIdHash(staying.cookieValue)
    expect(cipher.remembered(endingHash)).toBe(1)
    // A refresh replaces the staying session's tokens: what the old ones opened to is forgotten.
    // The live session carries no refresh or ID token: they are read from the row when asked for (decision 041).
    expect(live).not.toHaveProperty('refresh_token')
    expect(live).not.toHaveProperty('id_token')
    expect(await sessions.tokensOf(live!)).toEqual({ refreshToken: 'segar-2', idToken: 'id-2' })
    expect(cipher.remembered(stayingHash)).toBe(3)
    expect((await sessions.refresh(live!))?.access_token).toBe('akses-3')
    expect(cipher.remembered(stayingHash)).toBe(0)
    expect((await sessions.resolve(staying.cookieValue))?.access_token).toBe('akses-3')
    expect(cipher.remembered(stayingHash)).toBe(1)

    expect(await sessions.end(ending.cookieValue)).toEqual({ idToken: 'id-1' })
    expect(cipher.remembered(endingHash)).toBe(0)
    expect(await sessions.resolve(ending.cookieValue)).toBeUndefined()
    expect(cipher.remembered(stayingHash)).toBe(1)
    await sessions.settle()
  })

  it('a refresh and a logout read the refresh and ID tokens from the row when they need them (decision 041)', async () => {
    const cipher = new TokenCipher(randomBytes(32))
    const refreshedWith: string[] = []
    const revoked: string[] = []
    // A provider that rotates the refresh token and sends no new ID token: the stored one stays.
    const oidc = {
      refresh: async (refreshToken: string) => {
        refreshedWith.push(refreshToken)
        return { accessToken: `akses-${refreshedWith.length + 1}`, refreshToken: `segar-${refreshedWith.length + 1}`, expiresIn: 300, claims: undefined }
      },
      revoke: async (refreshToken: string) => void revoked.push(refreshToken),
    } as unknown as OidcClient
    const sessions = new SessionService(test.database.db, oidc, config, cipher)
    const { id } = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const first = { accessToken: 'akses-1', refreshToken: 'segar-1', idToken: 'id-1', expiresIn: 300, refreshExpiresIn: 1800, claims: undefined }
    const { cookieValue } = await sessions.create(id, first)
    const idHash = sessionIdHash(cookieValue)
    const live = await sessions.resolve(cookieValue)
    expect(live).toMatchObject({ access_token: 'akses-1', username: 'budi.santoso' })

    // The refresh exchanges the refresh token stored in the row; the ID token is kept.
    const refreshed = await sessions.refresh(live!)
    expect(refreshedWith).toEqual(['segar-1'])
    expect(refreshed).toMatchObject({ access_token: 'akses-2', username: 'budi.santoso' })
    expect(refreshed).not.toHaveProperty('refresh_token')
    expect(await sessions.tokensOf(refreshed!)).toEqual({ refreshToken: 'segar-2', idToken: 'id-1' })
    expect((await sessions.resolve(cookieValue))?.access_token).toBe('akses-2')

    // A request still holding the row from before that refresh finds no tokens of its own, and its
    // refresh takes the session as it now is: the spent refresh token is not sent again.
    expect(await sessions.tokensOf(live!)).toBeUndefined()
    expect((await sessions.refresh(live!))?.access_token).toBe('akses-2')
    expect(refreshedWith).toEqual(['segar-1'])

    // The logout revokes the refresh token stored now and answers the ID token for the hint.
    expect(await sessions.end(cookieValue)).toEqual({ idToken: 'id-1' })
    await sessions.settle()
    expect(revoked).toEqual(['segar-2'])
    expect(cipher.remembered(idHash)).toBe(0)
    expect(await sessions.resolve(cookieValue)).toBeUndefined()
  })

  it('a copy of the database under another key opens no session: it ends cleanly (401, row gone)', async () => {
    const { browser: b } = await signIn(app, config, 'sari.wulandari')
    const { id_hash, access_token } = await sessionRowOf(test.database, b, config)
    const stranger = new TokenCipher(randomBytes(32))
    await test.database.db
      .updateTable('sessions')
      .set({ access_token: stranger.seal(access_token, id_hash, 'access_token') })
      .where('id_hash', '=', id_hash)
      .execute()
    await expectEnded(b, id_hash)
  })

  // The refresh and ID tokens are opened only when needed (a refresh, a logout), not on every request.
  it('a refresh token that does not open ends the session at its refresh: 401, row gone, never a 500', async () => {
    const { browser: b } = await signIn(app, config, 'dewi.anggraini')
    const { id_hash, refresh_token } = await sessionRowOf(test.database, b, config)
    const stranger = new TokenCipher(randomBytes(32))
    await test.database.db
      .updateTable('sessions')
      .set({ refresh_token: stranger.seal(refresh_token!, id_hash, 'refresh_token') })
      .where('id_hash', '=', id_hash)
      .execute()
    // While the access token is fresh the session answers (its refresh token is not needed yet).
    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', id_hash).execute()
    await expectEnded(b, id_hash)
  })

  it('a logout whose stored tokens do not open still ends the session, and the next request is refused', async () => {
    const { browser: b } = await signIn(app, config, 'rina.kartika')
    const { id_hash, refresh_token, id_token } = await sessionRowOf(test.database, b, config)
    const stranger = new TokenCipher(randomBytes(32))
    await test.database.db
      .updateTable('sessions')
      .set({ refresh_token: stranger.seal(refresh_token!, id_hash, 'refresh_token'), id_token: stranger.seal(id_token!, id_hash, 'id_token') })
      .where('id_hash', '=', id_hash)
      .execute()
    const cookie = b.jar.header()
    const out = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
    expect(out.statusCode).toBe(200)
    // No ID token to hint the provider with: no hint cookie.
    expect(String(out.headers['set-cookie'])).not.toMatch(/tumbuh_logout_hint=v1/)
    expect(await test.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', id_hash).executeTakeFirst()).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/api/platform/user/info', headers: { cookie } })).statusCode).toBe(401)
  })

  it('a session stored in plain text (as before encryption) ends cleanly too', async () => {
    const { browser: b } = await signIn(app, config, 'andi.pratama')
    const { id_hash, access_token } = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set({ access_token }).where('id_hash', '=', id_hash).execute()
    await expectEnded(b, id_hash)
  })
})
