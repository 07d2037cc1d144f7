import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { quizApi } from '../../../../src/contract/quiz'
import type { AppConfig } from '../../../../server/config'
import { submitAttempt } from '../../../../server/features/quiz/attempt-repository'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { answerKey, FIVE_WORDS, openAttempt, perfectAnswers, quizIdOf, submit, type KeyQuestion } from '../../helpers/quiz'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('quiz submissions', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let finance: number
  let incident: number
  let key: KeyQuestion[]

  const parseResult = (res: { json(): unknown }) => quizApi.submit.response.parse(res.json()).data
  const attemptRow = (id: number) => test.database.db.selectFrom('quiz_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const answerRows = (id: number) => test.database.db.selectFrom('quiz_attempt_answers').selectAll().where('attempt_id', '=', id).execute()
  /** Perfect answers with `change` applied to the question at `position`. */
  const answersWith = (position: number, change: (q: KeyQuestion) => Record<string, unknown>) =>
    key.map((q, i) => (q.position === position ? { question_id: q.id, answer_ids: [], ...change(q) } : perfectAnswers(key)[i]!))
  const byType = (type: KeyQuestion['type']) => key.find((q) => q.type === type)!

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    finance = await quizIdOf(test.database, 'kuis-membaca-laporan-keuangan')
    incident = await quizIdOf(test.database, 'kuis-pelaporan-insiden-k3')
    // Finance: single, single, multiple, single, multiple, essay (5 scored automatically); passing grade 70.
    key = await answerKey(test.database, finance)
    expect(key.map((q) => q.type)).toEqual(['single', 'single', 'multiple', 'single', 'multiple', 'essay'])
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('scores a perfect submission 100 with the essay waiting for review', async () => {
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const res = await submit(budi, finance, { quizUserDetailID, answers: perfectAnswers(key) })
    expect(res.statusCode).toBe(200)
    const result = parseResult(res)
    expect(result).toMatchObject({ quiz_id: finance, quizUserDetailID, score: 100, passing_grade: 70, passed: true, pending_review: 1 })
    expect(result.questions.map((q) => q.status)).toEqual(['correct', 'correct', 'correct', 'correct', 'correct', 'pending-review'])
    expect(result.questions[5]!.essay_answer).toBe(FIVE_WORDS)
    expect(result.questions[2]!.answers.filter((a) => a.is_user_answer).map((a) => a.id)).toEqual(key[2]!.correct)
    expect(result.questions[2]!.answers.filter((a) => a.is_correct).map((a) => a.id)).toEqual(key[2]!.correct)
    expect(await attemptRow(quizUserDetailID)).toMatchObject({ score: 100, passed: 1, pending_review: 1 })
  })

  it('scores multiple choice only for exactly the correct set, and fails below the passing grade', async () => {
    const [q1, q2, q3, q4, q5] = key
    const answers = [
      { question_id: q1!.id, answer_ids: q1!.correct }, // correct
      { question_id: q2!.id, answer_ids: [q2!.wrong[0]!] }, // wrong single
      { question_id: q3!.id, answer_ids: q3!.correct.slice(1) }, // a subset of the right ones: wrong
      { question_id: q4!.id, answer_ids: q4!.correct }, // correct
      { question_id: q5!.id, answer_ids: [...q5!.correct, q5!.wrong[0]!] }, // a superset: wrong
      { question_id: key[5]!.id, essay_answer: FIVE_WORDS },
    ]
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const result = parseResult(await submit(budi, finance, { quizUserDetailID, answers }))
    expect(result).toMatchObject({ score: 40, passed: false, pending_review: 1 })
    expect(result.questions.map((q) => q.status)).toEqual(['correct', 'incorrect', 'incorrect', 'correct', 'incorrect', 'pending-review'])
  })

  it('rounds the score: 4 of 6 is 67, below the incident quiz’s 75', async () => {
    const incidentKey = await answerKey(test.database, incident)
    const answers = incidentKey.map((q, i) =>
      q.type === 'essay' ? { question_id: q.id, essay_answer: FIVE_WORDS } : { question_id: q.id, answer_ids: i < 2 ? [q.wrong[0]!] : q.correct },
    )
    const { quizUserDetailID } = await openAttempt(sari, incident)
    expect(parseResult(await submit(sari, incident, { quizUserDetailID, answers }))).toMatchObject({ score: 67, passed: false })
  })

  it('replays the same Idempotency-Key with the first answer and writes once; another body with that key is 422', async () => {
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const idempotencyKey = randomUUID()
    const body = { quizUserDetailID, answers: perfectAnswers(key) }
    const first = await submit(budi, finance, body, idempotencyKey)
    expect(first.statusCode).toBe(200)
    const stored = await attemptRow(quizUserDetailID)
    const replay = await submit(budi, finance, body, idempotencyKey)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await attemptRow(quizUserDetailID)).toEqual(stored)
    expect(await answerRows(quizUserDetailID)).toHaveLength(key.length)

    expectProblem(await submit(budi, finance, { ...body, answers: answersWith(1, (q) => ({ answer_ids: [q.wrong[0]] })) }, idempotencyKey), 422)
    // Without the key (or with a new one) the attempt is simply already submitted.
    expect(expectProblem(await submit(budi, finance, body, randomUUID()), 409).detail).toBe('Kuis ini sudah dikumpulkan.')
    expect(expectProblem(await submit(budi, finance, body, null), 409).detail).toBe('Kuis ini sudah dikumpulkan.')
    expect(await attemptRow(quizUserDetailID)).toEqual(stored)
  })

  it('lets exactly one of concurrent submits of one attempt win', async () => {
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const bodies = [perfectAnswers(key), answersWith(1, (q) => ({ answer_ids: [q.wrong[0]] })), perfectAnswers(key), answersWith(2, (q) => ({ answer_ids: [q.wrong[1]] }))]
    const answers = await Promise.all(bodies.map((a) => submit(budi, finance, { quizUserDetailID, answers: a })))
    const won = answers.filter((res) => res.statusCode === 200)
    expect(won).toHaveLength(1)
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(expectProblem(res, 409).detail).toBe('Kuis ini sudah dikumpulkan.')
    expect(await answerRows(quizUserDetailID)).toHaveLength(key.length)
    expect((await attemptRow(quizUserDetailID)).score).toBe(parseResult(won[0]!).score)

    // The guard itself, without the request pipeline in between: truly simultaneous submits.
    const next = await openAttempt(budi, finance)
    const graded = key.map((q) => ({ question_id: q.id, answer_ids: q.correct, essay_answer: null, status: 'correct' as const }))
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => submitAttempt(test.database.db, next.quizUserDetailID, graded, { score: i * 10, passed: true, pendingReview: 0 }, new Date().toISOString())),
    )
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('fulfilled'))
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value)).toHaveLength(1)
    expect(await answerRows(next.quizUserDetailID)).toHaveLength(key.length)
  })

  it('refuses another user’s attempt, an attempt of another quiz and an unknown attempt with one 404', async () => {
    const budis = await openAttempt(budi, finance)
    const sarisIncident = await openAttempt(sari, incident)
    for (const [as, quizUserDetailID] of [
      [sari, budis.quizUserDetailID],
      [sari, sarisIncident.quizUserDetailID],
      [budi, 999_999],
    ] as const) {
      const problem = expectProblem(await submit(as, finance, { quizUserDetailID, answers: perfectAnswers(key) }), 404)
      expect(problem.detail).toBe('Percobaan kuis tidak ditemukan.')
    }
    expectProblem(await submit(budi, 999_999, { quizUserDetailID: budis.quizUserDetailID, answers: perfectAnswers(key) }), 404)
    expect((await attemptRow(budis.quizUserDetailID)).submitted_at).toBeNull()
  })

  it('refuses a question not in the quiz, an answer not in its question and two answers to a single choice (400 with paths)', async () => {
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const otherQuizQuestion = (await answerKey(test.database, incident))[0]!
    const foreignQuestion = [...perfectAnswers(key), { question_id: otherQuizQuestion.id, answer_ids: otherQuizQuestion.correct }]
    let problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: foreignQuestion }), 400)
    expect(problem.errors).toEqual([{ path: `answers.${key.length}.question_id`, message: 'Pertanyaan ini tidak ada di kuis ini' }])

    // Index 2: an option of question 1 given to question 3.
    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: answersWith(3, () => ({ answer_ids: [key[0]!.correct[0]] })) }), 400)
    expect(problem.errors.map((e) => e.path)).toEqual(['answers.2.answer_ids'])
    expect(problem.detail).toBe('Ada jawaban yang tidak sesuai dengan pertanyaan kuis ini.')

    const single = byType('single')
    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: answersWith(single.position, (q) => ({ answer_ids: [q.correct[0], q.wrong[0]] })) }), 400)
    expect(problem.errors).toEqual([{ path: `answers.${single.position - 1}.answer_ids`, message: 'Pilih tepat satu jawaban' }])

    const essayQ = byType('essay')
    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: answersWith(essayQ.position, () => ({ answer_ids: [key[0]!.correct[0]], essay_answer: FIVE_WORDS })) }), 400)
    expect(problem.errors.map((e) => e.path)).toEqual([`answers.${essayQ.position - 1}.answer_ids`])

    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: [...perfectAnswers(key), perfectAnswers(key)[0]] }), 400)
    expect(problem.errors.map((e) => e.path)).toEqual([`answers.${key.length}.question_id`])

    // The contract's own validation: no attempt id, no answers.
    expectProblem(await submit(budi, finance, { answers: perfectAnswers(key) }), 400)
    expectProblem(await submit(budi, finance, { quizUserDetailID, answers: [] }), 400)
    expect((await attemptRow(quizUserDetailID)).submitted_at).toBeNull()
  })

  it('refuses unanswered questions and lists which: a missing one, no option chosen, an essay of 4 words even with many spaces', async () => {
    const { quizUserDetailID } = await openAttempt(budi, finance)
    const essayQ = byType('essay')
    const essayAt = essayQ.position - 1

    let problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: perfectAnswers(key).filter((a) => a.question_id !== key[1]!.id) }), 400)
    expect(problem.detail).toBe('Masih ada pertanyaan yang belum dijawab: nomor 2.')
    expect(problem.errors).toEqual([{ path: 'answers', message: 'Pertanyaan nomor 2 belum dijawab' }])

    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: answersWith(3, () => ({ answer_ids: [] })) }), 400)
    expect(problem.errors).toEqual([{ path: 'answers.2.answer_ids', message: 'Pertanyaan nomor 3 belum dijawab' }])

    for (const text of ['Laba belum tentu kas', '   Laba     belum  tentu    kas  ', '', null]) {
      problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: answersWith(essayQ.position, () => ({ essay_answer: text })) }), 400)
      expect(problem.errors).toEqual([{ path: `answers.${essayAt}.essay_answer`, message: `Jawaban esai nomor ${essayQ.position} harus lebih dari 4 kata` }])
    }

    const both = answersWith(essayQ.position, () => ({ essay_answer: 'empat kata saja cukup' })).filter((a) => a.question_id !== key[0]!.id)
    problem = expectProblem(await submit(budi, finance, { quizUserDetailID, answers: both }), 400)
    expect(problem.detail).toBe(`Masih ada pertanyaan yang belum dijawab: nomor 1, ${essayQ.position}.`)
    expect((await attemptRow(quizUserDetailID)).submitted_at).toBeNull()

    // Five words, spaced out, are enough: the same attempt can still be submitted.
    const ok = await submit(budi, finance, { quizUserDetailID, answers: answersWith(essayQ.position, () => ({ essay_answer: '  Laba   belum tentu  berarti    kas ' })) })
    expect(ok.statusCode).toBe(200)
    expect(parseResult(ok).questions[essayAt]!.status).toBe('pending-review')
  })
})
