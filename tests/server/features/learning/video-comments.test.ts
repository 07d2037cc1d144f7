import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { videosApi } from '../../../../src/contract/learning-video'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('video comments', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser
  let sari: Browser
  let videoId: number
  let quietVideoId: number

  const post = (as: Browser, id: number, text: unknown) => as.send({ method: 'POST', url: `/api/v2/users/comments/courses/${id}`, payload: { text } })
  const list = async (as: Browser, id: number, query = '') => {
    const res = await as.request({ method: 'GET', url: `/api/v2/comments/courses/${id}${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return videosApi.comments.response.parse(res.json())
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    videoId = (await db.selectFrom('videos').select('id').where('slug', '=', 'mengenal-kecerdasan-buatan-generatif').executeTakeFirstOrThrow()).id
    quietVideoId = (await db.selectFrom('videos').select('id').where('slug', '=', 'analisis-kelayakan-investasi-sederhana').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('shows seeded comments newest first with author name and initials, none marked as the visitor’s', async () => {
    const page = await list(visitor, videoId)
    expect(page.meta.total).toBe(3)
    const dates = page.data.map((c) => c.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(page.data.find((c) => c.author.name === 'Andi Pratama')?.author.initials).toBe('AP')
    expect(page.data.every((c) => !c.is_mine)).toBe(true)
    expect((await list(visitor, videoId, '?limit=2&page=2')).data).toHaveLength(1)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/comments/courses/999999' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: `/api/v2/comments/courses/${videoId}?page=0` }), 400)
  })

  it('posts a trimmed comment as the signed-in user; it comes first and is theirs only', async () => {
    const res = await post(budi, quietVideoId, '  Contoh truknya pas sekali dengan pekerjaan kami.  ')
    expect(res.statusCode).toBe(201)
    const created = videosApi.postComment.response.parse(res.json()).data
    expect(created).toMatchObject({ text: 'Contoh truknya pas sekali dengan pekerjaan kami.', is_mine: true, edited: false, video_id: quietVideoId })
    expect(created.author).toMatchObject({ name: 'Budi Santoso', initials: 'BS' })

    expect((await list(budi, quietVideoId)).data[0]).toMatchObject({ id: created.id, is_mine: true })
    expect((await list(sari, quietVideoId)).data[0]).toMatchObject({ id: created.id, is_mine: false })
    const detail = await visitor.request({ method: 'GET', url: `/api/v2/courses/videos/${quietVideoId}` })
    expect(videosApi.detail.response.parse(detail.json()).data.comment_count).toBe(1)
  })

  it('refuses empty, blank, too long and anonymous comments, and unknown videos', async () => {
    expect(expectProblem(await post(budi, videoId, '   '), 400).errors[0]?.path).toBe('text')
    expectProblem(await post(budi, videoId, ''), 400)
    expectProblem(await post(budi, videoId, 'a'.repeat(1001)), 400)
    expect((await post(budi, videoId, 'a'.repeat(1000))).statusCode).toBe(201)
    expectProblem(await post(budi, videoId, 42), 400)
    expectProblem(await post(visitor, videoId, 'Halo'), 401)
    expectProblem(await post(budi, 999_999, 'Halo'), 404)
  })

  it('edits and deletes only one’s own comments: another user’s answers 403 and stays as it was', async () => {
    const mine = videosApi.postComment.response.parse((await post(sari, videoId, 'Pertanyaan saya: bagaimana dengan data pelanggan?')).json()).data

    const edit = await sari.send({ method: 'PATCH', url: `/api/v2/users/comments/${mine.id}`, payload: { text: 'Pertanyaan saya: bagaimana dengan data karyawan?' } })
    expect(edit.statusCode).toBe(200)
    const edited = videosApi.editComment.response.parse(edit.json()).data
    expect(edited).toMatchObject({ id: mine.id, text: 'Pertanyaan saya: bagaimana dengan data karyawan?', is_mine: true })

    expectProblem(await budi.send({ method: 'PATCH', url: `/api/v2/users/comments/${mine.id}`, payload: { text: 'Diubah orang lain' } }), 403)
    expectProblem(await budi.send({ method: 'DELETE', url: `/api/v2/users/comments/${mine.id}` }), 403)
    expectProblem(await sari.send({ method: 'PATCH', url: `/api/v2/users/comments/${mine.id}`, payload: { text: ' ' } }), 400)
    expectProblem(await visitor.send({ method: 'DELETE', url: `/api/v2/users/comments/${mine.id}` }), 401)
    expect((await list(visitor, videoId)).data.find((c) => c.id === mine.id)?.text).toBe('Pertanyaan saya: bagaimana dengan data karyawan?')

    const removed = await sari.send({ method: 'DELETE', url: `/api/v2/users/comments/${mine.id}` })
    expect(removed.statusCode).toBe(200)
    expect(videosApi.deleteComment.response.parse(removed.json()).data.id).toBe(mine.id)
    expect((await list(visitor, videoId)).data.map((c) => c.id)).not.toContain(mine.id)
    expectProblem(await sari.send({ method: 'DELETE', url: `/api/v2/users/comments/${mine.id}` }), 404)
    expectProblem(await sari.send({ method: 'PATCH', url: '/api/v2/users/comments/999999', payload: { text: 'Halo' } }), 404)
  })
})
