import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
// @ts-expect-error: http_ece ships no types; decrypt(buffer, { version, privateKey, authSecret }) is all this uses.
import ece from 'http_ece'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notificationsApi } from '../../../../src/contract/notification'
import { isAllowedPushEndpoint } from '../../../../server/push/endpoint-rule'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'
import { answerKey, openAttempt, perfectAnswers, quizIdOf, submit } from '../../helpers/quiz'
import type { AppConfig } from '../../../../server/config'
import { testConfig } from '../../helpers/test-app'

// Issue 14, Web Push, against a push service of our own in this process (never the internet): a
// device subscribes, a notification made for its user is pushed to it, encrypted for its keys
// (RFC 8291) and signed with the server's VAPID key; a subscription the push service says is gone
// (410) is dropped; unsubscribing forgets it; endpoints outside the known push services are refused.

interface Received {
  path: string
  payload: { title: string; body: string; url: string | null; tag: string }
  authorization: string
}

/** A minimal push service: answers 201, or 410 for paths under /gone/, and decrypts what it gets. */
function pushService(devices: Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? ''
      if (path.startsWith('/gone/')) {
        res.writeHead(410).end()
        return
      }
      const device = devices.get(path)!
      const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }) as Buffer
      received.push({ path, payload: JSON.parse(plain.toString('utf8')), authorization: String(req.headers.authorization) })
      res.writeHead(201).end()
    })
  })
  return { server, received }
}

describeOnEngines('web push', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let putri: Browser
  let rizky: Browser
  let origin: string
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>()
  const service = pushService(devices)

  /** A browser's subscription for a device of ours at `path` on the local push service. */
  function device(path: string) {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16).toString('base64url')
    devices.set(path, { ecdh, auth })
    return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } }
  }
  const subscribe = (as: Browser, subscription: unknown) => as.send({ method: 'POST', url: notificationsApi.subscribe.path, payload: subscription as Record<string, unknown> })

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`
    test = await openTestDatabase(target)
    const env = { PUSH_ENDPOINT_HOSTS: '127.0.0.1' }
    config = testConfig(test.dataDir, env)
    app = await buildTestApp(test.database, test.dataDir, { env })
    putri = (await signIn(app, config, 'putri.maharani')).browser
    rizky = (await signIn(app, config, 'rizky.ramadhan')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    service.server.close()
  })

  it('gives the VAPID public key, the same on every call', async () => {
    const first = notificationsApi.pushKey.response.parse((await putri.request({ method: 'GET', url: notificationsApi.pushKey.path })).json()).data.public_key
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(notificationsApi.pushKey.response.parse((await rizky.request({ method: 'GET', url: notificationsApi.pushKey.path })).json()).data.public_key).toBe(first)
  })

  it('pushes a new notification to each subscribed device of its user, encrypted for it; drops one the service says is gone', async () => {
    const phone = device('/devices/putri-phone')
    const laptop = device('/devices/putri-laptop')
    const gone = { ...device('/gone/putri-old'), endpoint: `${origin}/gone/putri-old` }
    for (const s of [phone, laptop, gone]) expect((await subscribe(putri, s)).statusCode).toBe(201)
    // Rizky's device gets nothing of Putri's.
    expect((await subscribe(rizky, device('/devices/rizky'))).statusCode).toBe(201)

    const quizId = await quizIdOf(test.database, 'kuis-membaca-laporan-keuangan')
    const attempt = await openAttempt(putri, quizId)
    expect((await submit(putri, quizId, { quizUserDetailID: attempt.quizUserDetailID, answers: perfectAnswers(await answerKey(test.database, quizId)) })).statusCode).toBe(200)
    await expect.poll(() => service.received.length).toBe(2)
    expect(service.received.map((r) => r.path).sort()).toEqual(['/devices/putri-laptop', '/devices/putri-phone'])
    for (const r of service.received) {
      expect(r.payload).toEqual({
        title: 'Hasil kuis Anda sudah keluar',
        body: expect.stringContaining('sudah dinilai'),
        url: `/learning/quiz-result/${quizId}?quizUserDetailID=${attempt.quizUserDetailID}`,
        tag: `quiz-graded:${attempt.quizUserDetailID}`,
      })
      expect(r.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/)
    }
    const left = async () => (await test.database.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute()).map((s) => s.endpoint)
    await expect.poll(left).toEqual([`${origin}/devices/putri-laptop`, `${origin}/devices/putri-phone`, `${origin}/devices/rizky`])
  })
})

describeOnEngines('push subscriptions', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let putri: Browser
  let rizky: Browser
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123'
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) }
  const subscribe = (as: Browser, payload: Record<string, unknown>) => as.send({ method: 'POST', url: notificationsApi.subscribe.path, payload })
  const unsubscribe = (as: Browser, payload: Record<string, unknown>) => as.send({ method: 'POST', url: notificationsApi.unsubscribe.path, payload })
  const owners = async () => (await test.database.db.selectFrom('push_subscriptions').innerJoin('employees as e', 'e.id', 'push_subscriptions.employee_id').select('e.username').execute()).map((r) => r.username)

  beforeAll(async () => {
    test = await openTestDatabase(target)
    config = testConfig(test.dataDir)
    app = await buildTestApp(test.database, test.dataDir)
    putri = (await signIn(app, config, 'putri.maharani')).browser
    rizky = (await signIn(app, config, 'rizky.ramadhan')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('keeps one subscription per device, for whoever subscribed it last with its keys; unsubscribing forgets only the caller’s own', async () => {
    expect((await subscribe(putri, { endpoint, keys })).statusCode).toBe(201)
    expect((await subscribe(putri, { endpoint, keys })).statusCode).toBe(201)
    expect(await owners()).toEqual(['putri.maharani'])
    expect((await subscribe(rizky, { endpoint, keys })).statusCode).toBe(201)
    expect(await owners()).toEqual(['rizky.ramadhan'])
    expect(notificationsApi.unsubscribe.response.parse((await unsubscribe(putri, { endpoint })).json()).data.removed).toBe(false)
    expect(await owners()).toEqual(['rizky.ramadhan'])
    expect(notificationsApi.unsubscribe.response.parse((await unsubscribe(rizky, { endpoint })).json()).data.removed).toBe(true)
    expect(await owners()).toEqual([])
  })

  it("refuses another user's endpoint sent with other keys (409), leaving it with its owner; the same keys prove the same browser", async () => {
    const stolen = 'https://fcm.googleapis.com/fcm/send/milik-putri'
    const putriKeys = { p256dh: `B${'c'.repeat(86)}`, auth: 'd'.repeat(22) }
    const rowOf = () => test.database.db.selectFrom('push_subscriptions as s').innerJoin('employees as e', 'e.id', 's.employee_id').select(['e.username', 's.p256dh', 's.auth']).where('s.endpoint', '=', stolen).executeTakeFirst()
    expect((await subscribe(putri, { endpoint: stolen, keys: putriKeys })).statusCode).toBe(201)
    // Someone who learnt the endpoint but not the browser's keys cannot take putri's notifications.
    for (const other of [keys, { ...putriKeys, auth: 'e'.repeat(22) }, { ...putriKeys, p256dh: `B${'f'.repeat(86)}` }]) {
      const refused = expectProblem(await subscribe(rizky, { endpoint: stolen, keys: other }), 409)
      expect(refused.detail).toMatch(/pengguna lain/)
      expect(await rowOf()).toEqual({ username: 'putri.maharani', ...putriKeys })
    }
    // Its owner renews its keys; the browser that holds them, signed in as rizky after putri signed out, takes it.
    const renewed = { p256dh: `B${'g'.repeat(86)}`, auth: 'h'.repeat(22) }
    expect((await subscribe(putri, { endpoint: stolen, keys: renewed })).statusCode).toBe(201)
    expect(await rowOf()).toEqual({ username: 'putri.maharani', ...renewed })
    expect((await subscribe(rizky, { endpoint: stolen, keys: renewed })).statusCode).toBe(201)
    expect(await rowOf()).toEqual({ username: 'rizky.ramadhan', ...renewed })
    expectProblem(await subscribe(putri, { endpoint: stolen, keys: putriKeys }), 409)
    expect((await unsubscribe(rizky, { endpoint: stolen })).statusCode).toBe(200)
  })

  it('refuses endpoints outside the known push services (the server would post to them)', async () => {
    for (const bad of ['http://127.0.0.1:5432/x', 'https://169.254.169.254/latest', 'https://intranet.example/push', 'https://fcm.googleapis.com.evil.example/x', 'https://user:pw@fcm.googleapis.com/x']) {
      const problem = expectProblem(await subscribe(putri, { endpoint: bad, keys }), 400)
      expect(problem.errors?.[0]?.path, bad).toBe('endpoint')
    }
    expect(await owners()).toEqual([])
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', ['push.services.mozilla.com'])).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/x', ['fcm.googleapis.com'])).toBe(false)
  })
})
