import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import { employeeForSignIn, IdentityRefusal } from '../../../../server/auth/employee-identity'
import type { AppConfig } from '../../../../server/config'
import { findEmployeeByUsername } from '../../../../server/db/repositories/employee-repository'
import { identityProblems } from '../../../../server/http/auth-problems'
import { browser, forgeAccessToken, obtainCode, sessionCookieName, signIn, ssoCallback } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const LINKED_ELSEWHERE = 'Akun ini sudah tertaut ke identitas lain. Hubungi admin.'
const now = () => Math.floor(Date.now() / 1000)

describeOnEngines('linking employees to their sign-in identity', (target) => {
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

  const employee = async (username: string) => (await findEmployeeByUsername(test.database.db, username))!
  const linkOf = async (username: string) => {
    const row = await employee(username)
    return { issuer: row.oidc_issuer, subject: row.oidc_subject }
  }

  it('links a pre-provisioned employee to the identity of its first sign-in, and finds it by that link after', async () => {
    const seeded = await employee('putri.maharani')
    expect(seeded.oidc_subject).toBeNull()
    const { user } = await signIn(app, config, 'putri.maharani')
    expect(user.id).toBe(seeded.id)
    expect(await linkOf('putri.maharani')).toEqual({ issuer: config.oidc.issuer, subject: 'putri.maharani' })
    expect((await signIn(app, config, 'putri.maharani')).user.id).toBe(seeded.id)
  })

  it('refuses a sign-in whose username belongs to an employee linked to another identity: 403, no session', async () => {
    await test.database.db
      .updateTable('employees')
      .set({ oidc_issuer: config.oidc.issuer, oidc_subject: 'identitas-lain' })
      .where('username', '=', 'agus.setiawan')
      .execute()
    const agus = await employee('agus.setiawan')
    const b = browser(app)
    const code = await obtainCode(b, config, 'agus.setiawan')
    const res = await ssoCallback(b, { code: code.code, code_verifier: code.verifier, nonce: code.nonce, iss: code.iss })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ type: problemTypes.forbidden, status: 403, detail: LINKED_ELSEWHERE })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(b.jar.get(sessionCookieName(config))).toBeUndefined()
    const sessions = await test.database.db.selectFrom('sessions').select('id_hash').where('employee_id', '=', agus.id).execute()
    expect(sessions).toEqual([])
    expect(await linkOf('agus.setiawan')).toEqual({ issuer: config.oidc.issuer, subject: 'identitas-lain' })
  })

  describe('Bearer callers', () => {
    const bearer = async (claims: Record<string, unknown>) => {
      const token = await forgeAccessToken(test.database, {
        iss: config.oidc.issuer,
        aud: config.oidc.clientId,
        client_id: config.oidc.clientId,
        jti: 'k'.repeat(21),
        iat: now(),
        exp: now() + 600,
        scope: 'openid profile email',
        ...claims,
      })
      return app.inject({ method: 'GET', url: '/api/platform/user/info', headers: { authorization: `Bearer ${token}` } })
    }

    it('are only a live session’s own token: a well-signed token of an unlinked identity neither answers nor links (decision 022)', async () => {
      const before = await linkOf('nur.aini')
      const res = await bearer({ sub: 'c0ffee-01', preferred_username: 'nur.aini' })
      expect(res.statusCode).toBe(401)
      expect(res.json().detail).toBe('Token tidak valid, silahkan login kembali')
      expect(await linkOf('nur.aini')).toEqual(before)
      expect((await bearer({ sub: 'c0ffee-03', preferred_username: 'belum.terdaftar' })).statusCode).toBe(401)
    })
  })

  describe('employeeForSignIn', () => {
    const issuer = 'https://sso.grup-nusantara.example/realms/karyawan'
    const stamp = () => new Date().toISOString()
    const claims = { username: 'karyawan.baru', givenName: 'Karyawan', familyName: 'Baru', email: 'karyawan.baru@grup-nusantara.example' }

    it('creates a linked employee for an unknown username, and finds it again by its link', async () => {
      const created = await employeeForSignIn(test.database.db, { issuer, subject: 'uuid-baru' }, claims, stamp())
      expect(created).toMatchObject({ username: 'karyawan.baru', full_name: 'Karyawan Baru', oidc_issuer: issuer, oidc_subject: 'uuid-baru' })
      const again = await employeeForSignIn(
        test.database.db,
        { issuer, subject: 'uuid-baru' },
        { ...claims, username: 'nama.lain', givenName: 'Karya' },
        stamp(),
      )
      expect(again).toMatchObject({ id: created.id, username: 'karyawan.baru', full_name: 'Karya Baru' })
    })

    it('treats the same subject of another issuer as another identity', async () => {
      const refused = employeeForSignIn(test.database.db, { issuer: `${issuer}-2`, subject: 'uuid-baru' }, claims, stamp())
      await expect(refused).rejects.toSatisfy((error: unknown) => error instanceof IdentityRefusal && error.reason === 'linked-elsewhere')
      expect(identityProblems['linked-elsewhere']().problem).toMatchObject({ status: 403, detail: LINKED_ELSEWHERE })
    })

    it('needs an e-mail for a new employee and refuses one another employee has', async () => {
      const noEmail = employeeForSignIn(test.database.db, { issuer, subject: 'uuid-x' }, { ...claims, username: 'tanpa.email', email: '' }, stamp())
      await expect(noEmail).rejects.toMatchObject({ reason: 'no-email' })
      expect(identityProblems['no-email']().problem.status).toBe(403)
      const taken = employeeForSignIn(
        test.database.db,
        { issuer, subject: 'uuid-y' },
        { ...claims, username: 'email.dipakai', email: 'budi.santoso@grup-nusantara.example' },
        stamp(),
      )
      await expect(taken).rejects.toMatchObject({ reason: 'email-taken' })
      expect(identityProblems['email-taken']().problem.status).toBe(409)
      expect(await findEmployeeByUsername(test.database.db, 'email.dipakai')).toBeUndefined()
    })
  })
})
