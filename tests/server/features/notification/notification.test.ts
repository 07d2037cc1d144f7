import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notificationsApi } from '../../../../src/contract/notification'
import type { AppConfig } from '../../../../server/config'
import { fillPath } from '../../../../src/contract/endpoint'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 14: the inbox. A user's own notifications, newest first, paged and filtered; reading one
// (again keeps the first time; another user's or a missing one is 404 alike); marking all read up
// to the newest one seen; the bell's status following; links only to pages the app has.

describeOnEngines('notifications', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let agus: Browser
  let sari: Browser
  let agusId: number

  const list = (as: Browser, query: Record<string, string> = {}) =>
    as.request({ method: 'GET', url: notificationsApi.list.path, query }).then((res) => {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      return notificationsApi.list.response.parse(JSON.parse(res.body))
    })
  const status = async (as: Browser) => notificationsApi.status.response.parse(JSON.parse((await as.request({ method: 'GET', url: notificationsApi.status.path })).body)).data.unread_status
  const read = (as: Browser, id: number, key = randomUUID()) => as.send({ method: 'POST', url: fillPath(notificationsApi.read.path, { id }), headers: { 'idempotency-key': key } })
  const insert = (values: { title: string; link_url?: string | null; read?: boolean; kind?: string }) =>
    test.database.db
      .insertInto('notifications')
      .values({ employee_id: agusId, kind: values.kind ?? 'system', title: values.title, body: 'Isi.', link_url: values.link_url ?? null, read_at: values.read ? '2026-01-01T00:00:00.000Z' : null, created_at: new Date().toISOString(), event_key: null })
      .returning('id')
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    agus = (await signIn(app, config, 'agus.setiawan')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    agusId = (await test.database.db.selectFrom('employees').select('id').where('username', '=', 'agus.setiawan').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists only the user’s own, newest first, paged, and the unread ones alone', async () => {
    const all = await list(agus, { limit: '100' })
    const ids = all.data.map((n) => n.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const rows = await test.database.db.selectFrom('notifications').select('id').where('employee_id', '=', agusId).execute()
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)))
    const second = await list(agus, { limit: '2', page: '2' })
    expect(second.data.map((n) => n.id)).toEqual(ids.slice(2, 4))
    expect(second.meta).toMatchObject({ page: 2, limit: 2, total: ids.length })
    const unread = await list(agus, { filter: 'unread', limit: '100' })
    expect(unread.data.length).toBeGreaterThan(0)
    expect(unread.data.every((n) => n.read_at === null)).toBe(true)
    expect(unread.meta.total).toBe(all.data.filter((n) => n.read_at === null).length)
    expectProblem(await agus.request({ method: 'GET', url: notificationsApi.list.path, query: { filter: 'baru' } }), 400)
  })

  it('links only to pages the app has', async () => {
    const gone = await insert({ title: 'Lowongan baru', link_url: '/lowongan-yang-belum-ada' })
    const away = await insert({ title: 'Keluar', link_url: '//evil.example/x' })
    const page = await insert({ title: 'Kelas', link_url: '/learning/inclass/3?from=notification', kind: 'class' })
    const odd = await insert({ title: 'Jenis lama', kind: 'mentor-lama' })
    const byId = new Map((await list(agus, { limit: '100' })).data.map((n) => [n.id, n]))
    expect(byId.get(gone.id)!.link_url).toBeNull()
    expect(byId.get(away.id)!.link_url).toBeNull()
    expect(byId.get(page.id)).toMatchObject({ link_url: '/learning/inclass/3?from=notification', kind: 'class' })
    expect(byId.get(odd.id)!.kind).toBe('system')
  })

  it('reads one (again keeps the first time), refuses another user’s as if missing, and the bell follows', async () => {
    const unread = (await list(agus, { filter: 'unread', limit: '100' })).data
    const [first, ...rest] = unread
    const answer = await read(agus, first!.id)
    expect(answer.statusCode).toBe(200)
    const body = notificationsApi.read.response.parse(JSON.parse(answer.body)).data
    expect(body).toMatchObject({ id: first!.id, unread_status: rest.length > 0 })
    const again = notificationsApi.read.response.parse(JSON.parse((await read(agus, first!.id)).body)).data
    expect(again.read_at).toBe(body.read_at)

    const sariMissing = expectProblem(await read(sari, rest[0]!.id), 404)
    const missing = expectProblem(await read(agus, 99_999_999), 404)
    expect(sariMissing.detail).toBe(missing.detail)
    expect((await list(agus, { filter: 'unread', limit: '100' })).data.map((n) => n.id)).toEqual(rest.map((n) => n.id))
    expectProblem(await read(agus, 0), 400)
  })

  it('marks all read up to the newest one seen, not one that came later; the bell clears', async () => {
    const seen = (await list(agus, { limit: '1' })).data[0]!.id
    const later = await insert({ title: 'Datang kemudian' })
    const res = await agus.send({ method: 'POST', url: notificationsApi.readAll.path, payload: { up_to_id: seen }, headers: { 'idempotency-key': randomUUID() } })
    expect(res.statusCode, res.body).toBe(200)
    expect(notificationsApi.readAll.response.parse(JSON.parse(res.body)).data).toMatchObject({ unread_status: true })
    expect((await list(agus, { filter: 'unread', limit: '100' })).data.map((n) => n.id)).toEqual([later.id])
    expect(await status(agus)).toBe(true)
    expect(notificationsApi.read.response.parse(JSON.parse((await read(agus, later.id)).body)).data.unread_status).toBe(false)
    expect(await status(agus)).toBe(false)
    expectProblem(await agus.send({ method: 'POST', url: notificationsApi.readAll.path, payload: {}, headers: { 'idempotency-key': randomUUID() } }), 400)
  })

  it('replays a queued read with the same key once', async () => {
    const fresh = await insert({ title: 'Dibaca lewat outbox' })
    const key = randomUUID()
    const first = await read(agus, fresh.id, key)
    const replay = await read(agus, fresh.id, key)
    expect(replay.statusCode).toBe(first.statusCode)
    expect(replay.body).toBe(first.body)
  })
})
