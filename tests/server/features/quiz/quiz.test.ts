import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { packagesApi } from '../../../../src/contract/learning-package'
import { videosApi } from '../../../../src/contract/learning-video'
import { quizApi } from '../../../../src/contract/quiz'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { answerKey, openAttempt, perfectAnswers, quizIdOf, submit } from '../../helpers/quiz'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('quizzes: reading, attempts, limit and history', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let budiId: number
  const ids: Record<'finance' | 'cyber' | 'oneOnOne' | 'incident', number> = { finance: 0, cyber: 0, oneOnOne: 0, incident: 0 }

  const get = (as: Browser, url: string) => as.request({ method: 'GET', url })
  const attemptRows = (quizId: number) => test.database.db.selectFrom('quiz_attempts').selectAll().where('quiz_id', '=', quizId).orderBy('id').execute()

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    const signedIn = await signIn(app, config, 'budi.santoso')
    budi = signedIn.browser
    budiId = signedIn.user.id
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    ids.finance = await quizIdOf(test.database, 'kuis-membaca-laporan-keuangan')
    ids.cyber = await quizIdOf(test.database, 'kuis-keamanan-siber-di-tempat-kerja')
    ids.oneOnOne = await quizIdOf(test.database, 'kuis-rapat-satu-satu-pertama')
    ids.incident = await quizIdOf(test.database, 'kuis-pelaporan-insiden-k3')
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds four Indonesian quizzes of 5–10 questions with all three question types, one limited to 2 attempts, one hiding answers', async () => {
    const quizzes = await test.database.db.selectFrom('quizzes').selectAll().execute()
    expect(quizzes.length).toBeGreaterThanOrEqual(4)
    const types = new Set<string>()
    for (const quiz of quizzes) {
      const key = await answerKey(test.database, quiz.id)
      expect(key.length, quiz.slug).toBeGreaterThanOrEqual(5)
      expect(key.length, quiz.slug).toBeLessThanOrEqual(10)
      for (const q of key) {
        types.add(q.type)
        if (q.type === 'single') expect(q.correct, `${quiz.slug} #${q.position}`).toHaveLength(1)
        if (q.type === 'multiple') expect(q.correct.length, `${quiz.slug} #${q.position}`).toBeGreaterThanOrEqual(1)
      }
    }
    expect(types).toEqual(new Set(['single', 'multiple', 'essay']))
    expect(quizzes.some((q) => q.max_attempts === 2)).toBe(true)
    expect(quizzes.some((q) => q.show_correct_answers === 0)).toBe(true)
  })

  it('links quizzes to videos and package materials, and the content reads show quiz_id', async () => {
    const db = test.database.db
    const video = await db.selectFrom('videos').select('id').where('slug', '=', 'membaca-laporan-keuangan-untuk-non-keuangan').executeTakeFirstOrThrow()
    const detail = videosApi.detail.response.parse((await get(budi, `/api/v2/courses/videos/${video.id}`)).json()).data
    expect(detail.quiz_id).toBe(ids.finance)
    const plain = await db.selectFrom('videos').select('id').where('slug', '=', 'memberi-umpan-balik-yang-membangun').executeTakeFirstOrThrow()
    expect(videosApi.detail.response.parse((await get(budi, `/api/v2/courses/videos/${plain.id}`)).json()).data.quiz_id).toBeNull()

    const pkg = await db.selectFrom('course_packages').select('id').where('slug', '=', 'pemimpin-tim-pertama-kali').executeTakeFirstOrThrow()
    const contents = packagesApi.contents.response.parse((await get(budi, `/api/v2/courses/packages/${pkg.id}/contents`)).json()).data
    expect(contents.materials.map((m) => m.quiz_id)).toEqual([null, null, ids.oneOnOne, null])

    const quiz = quizApi.quiz.response.parse((await get(budi, `/api/quiz/${ids.oneOnOne}`)).json()).data
    expect(quiz.content).toEqual({ kind: 'package', id: pkg.id, slug: 'pemimpin-tim-pertama-kali', title: 'Pemimpin Tim Pertama Kali' })
    const finance = quizApi.quiz.response.parse((await get(budi, `/api/quiz/${ids.finance}`)).json()).data
    expect(finance.content).toMatchObject({ kind: 'video', id: video.id, slug: 'membaca-laporan-keuangan-untuk-non-keuangan' })
  })

  it('reads a quiz with its questions and options but never which answers are correct', async () => {
    const res = await get(budi, `/api/quiz/${ids.finance}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('is_correct')
    expect(res.body).not.toContain('correct":')
    const quiz = quizApi.quiz.response.parse(res.json()).data
    expect(quiz).toMatchObject({ title: 'Kuis: Membaca Laporan Keuangan', passing_grade: 70, max_attempts: null, show_correct_answers: true, question_count: 6 })
    expect(quiz.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6])
    expect(quiz.questions.find((q) => q.type === 'essay')!.answers).toEqual([])
    expect(quiz.questions[0]!.answers.map((a) => Object.keys(a).sort())).toEqual(quiz.questions[0]!.answers.map(() => ['id', 'text']))

    const attempt = await get(budi, `/api/v2/users/quizzes/${ids.finance}`)
    expect(attempt.statusCode).toBe(200)
    expect(attempt.body).not.toContain('is_correct')
    expect(attempt.body).not.toContain('correct":')
  })

  it('answers 404 for an unknown quiz and 401 without a session', async () => {
    expect(expectProblem(await get(budi, '/api/quiz/999999'), 404).detail).toBe('Kuis tidak ditemukan.')
    expectProblem(await get(budi, '/api/v2/users/quizzes/999999'), 404)
    expectProblem(await get(budi, '/api/v2/users/quizzes/999999/history'), 404)
    expectProblem(await get(budi, '/api/quiz/abc'), 400)
    const visitor = browser(app)
    expectProblem(await get(visitor, `/api/quiz/${ids.finance}`), 401)
    expectProblem(await get(visitor, `/api/v2/users/quizzes/${ids.finance}`), 401)
  })

  it('keeps one open attempt per user, starts the next only after submitting, and stops at the attempt limit', async () => {
    const key = await answerKey(test.database, ids.cyber)
    const first = await openAttempt(budi, ids.cyber)
    expect(first).toMatchObject({ attempts_used: 0, can_attempt: true })
    expect((await openAttempt(budi, ids.cyber)).quizUserDetailID).toBe(first.quizUserDetailID)
    // Concurrent opens still make one row.
    await Promise.all([openAttempt(sari, ids.cyber), openAttempt(sari, ids.cyber), openAttempt(sari, ids.cyber)])
    expect((await attemptRows(ids.cyber)).filter((a) => a.attempt_number === 1)).toHaveLength(2)

    expect((await submit(budi, ids.cyber, { quizUserDetailID: first.quizUserDetailID, answers: perfectAnswers(key) })).statusCode).toBe(200)
    const second = await openAttempt(budi, ids.cyber)
    expect(second).toMatchObject({ attempts_used: 1, can_attempt: true })
    expect(second.quizUserDetailID).not.toBe(first.quizUserDetailID)
    expect((await submit(budi, ids.cyber, { quizUserDetailID: second.quizUserDetailID, answers: perfectAnswers(key) })).statusCode).toBe(200)

    const limited = await openAttempt(budi, ids.cyber)
    expect(limited).toMatchObject({ attempts_used: 2, can_attempt: false, quizUserDetailID: second.quizUserDetailID })
    const budiRows = async () => (await attemptRows(ids.cyber)).filter((a) => a.employee_id === budiId)
    expect((await budiRows()).map((a) => [a.id, a.attempt_number, a.submitted_at !== null])).toEqual([
      [first.quizUserDetailID, 1, true],
      [second.quizUserDetailID, 2, true],
    ])
    await openAttempt(budi, ids.cyber)
    expect(await budiRows()).toHaveLength(2)

    // Sari's attempts are her own: her limit is untouched by budi's.
    expect(await openAttempt(sari, ids.cyber)).toMatchObject({ attempts_used: 0, can_attempt: true })
  })

  it('shows the history: the chosen attempt, else the latest; another user’s attempt is a 404', async () => {
    const key = await answerKey(test.database, ids.incident)
    const wrongFirst = key.map((q, i) =>
      q.type === 'essay'
        ? { question_id: q.id, answer_ids: [], essay_answer: 'Lantai licin di dekat pantri perlu rambu' }
        : { question_id: q.id, answer_ids: i === 0 ? [q.wrong[0]!] : q.correct },
    )
    const one = await openAttempt(budi, ids.incident)
    expect((await submit(budi, ids.incident, { quizUserDetailID: one.quizUserDetailID, answers: wrongFirst })).statusCode).toBe(200)
    const two = await openAttempt(budi, ids.incident)
    expect((await submit(budi, ids.incident, { quizUserDetailID: two.quizUserDetailID, answers: perfectAnswers(key) })).statusCode).toBe(200)

    const latest = quizApi.history.response.parse((await get(budi, `/api/v2/users/quizzes/${ids.incident}/history`)).json()).data
    expect(latest.result).toMatchObject({ quizUserDetailID: two.quizUserDetailID, attempt_number: 2, score: 100, passed: true, pending_review: 1 })
    expect(latest.attempts.map((a) => [a.attempt_number, a.score, a.passed])).toEqual([
      [1, 83, true],
      [2, 100, true],
    ])
    expect(latest.quiz).toMatchObject({ id: ids.incident, max_attempts: 3, question_count: key.length })

    const chosen = await get(budi, `/api/v2/users/quizzes/${ids.incident}/history?quizUserDetailID=${one.quizUserDetailID}`)
    const firstResult = quizApi.history.response.parse(chosen.json()).data.result!
    expect(firstResult).toMatchObject({ quizUserDetailID: one.quizUserDetailID, attempt_number: 1, score: 83 })
    expect(firstResult.questions[0]!.status).toBe('incorrect')
    expect(firstResult.questions[0]!.answers.find((a) => a.is_user_answer)!.is_correct).toBe(false)
    expect(firstResult.questions[0]!.answers.filter((a) => a.is_correct).map((a) => a.id)).toEqual(key[0]!.correct)

    // The open third attempt has no result yet.
    const three = await openAttempt(budi, ids.incident)
    const open = quizApi.history.response.parse((await get(budi, `/api/v2/users/quizzes/${ids.incident}/history?quizUserDetailID=${three.quizUserDetailID}`)).json()).data
    expect(open.result).toBeNull()

    expectProblem(await get(sari, `/api/v2/users/quizzes/${ids.incident}/history?quizUserDetailID=${one.quizUserDetailID}`), 404)
    expectProblem(await get(budi, `/api/v2/users/quizzes/${ids.finance}/history?quizUserDetailID=${one.quizUserDetailID}`), 404)
    expectProblem(await get(budi, `/api/v2/users/quizzes/${ids.incident}/history?quizUserDetailID=0`), 400)
    const sarisOwn = quizApi.history.response.parse((await get(sari, `/api/v2/users/quizzes/${ids.incident}/history`)).json()).data
    expect(sarisOwn).toMatchObject({ result: null, attempts: [] })
  })

  it('hides the correct answers in results of a quiz that does not show them', async () => {
    const key = await answerKey(test.database, ids.oneOnOne)
    const attempt = await openAttempt(sari, ids.oneOnOne)
    const res = await submit(sari, ids.oneOnOne, { quizUserDetailID: attempt.quizUserDetailID, answers: perfectAnswers(key) })
    expect(res.statusCode).toBe(200)
    const result = quizApi.submit.response.parse(res.json()).data
    expect(result.questions.flatMap((q) => q.answers).every((a) => a.is_correct === null)).toBe(true)
    expect(result.questions.flatMap((q) => q.answers).filter((a) => a.is_user_answer)).toHaveLength(key.flatMap((q) => q.correct).length)
    const history = quizApi.history.response.parse((await get(sari, `/api/v2/users/quizzes/${ids.oneOnOne}/history`)).json()).data
    expect(history.result!.questions.flatMap((q) => q.answers).every((a) => a.is_correct === null)).toBe(true)
  })
})
