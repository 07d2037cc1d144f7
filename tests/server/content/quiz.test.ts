import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { findKeyedQuiz } from '../../../server/features/quiz/repository'
import { resultOf } from '../../../server/features/quiz/result-repository'
import { removeTempDirs, tempDir, testClip, writePack, type PackText } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: kuis-uji\nversion: "1"\nlanguage: id\n'

const K3 = `title: Dasar K3
description: Keselamatan kerja sehari-hari.
passing_grade: 70
max_attempts: 3
show_correct_answers: true
questions:
  - key: apd
    type: single
    text: Apa kepanjangan APD?
    options:
      - { key: a, text: Alat Pelindung Diri, correct: true }
      - { key: b, text: Alat Pemadam Darurat }
  - key: bahaya
    type: multiple
    text: Mana yang termasuk bahaya di gudang?
    options:
      - { key: licin, text: Lantai licin, correct: true }
      - { key: tumpukan, text: Tumpukan tinggi, correct: true }
      - { key: lampu, text: Lampu terang }
  - key: cerita
    type: essay
    text: Ceritakan satu kejadian hampir celaka yang pernah Anda lihat.
`

const packOf = (quiz = K3, extra: PackText = {}): PackText => ({ 'pack.yaml': MANIFEST, 'quizzes/dasar-k3.yaml': quiz, ...extra })

async function validated(files: PackText) {
  return validatePack(await readPack(writePack(files)))
}

describe('quiz validation', () => {
  it('accepts a quiz of single, multiple and essay questions', async () => {
    const { issues, pack } = await validated(packOf())
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['quiz'])
  })

  it('refuses a question without a correct answer, or with two on single choice', async () => {
    const none = K3.replace('Alat Pelindung Diri, correct: true', 'Alat Pelindung Diri').replace(/, correct: true \}/g, ' }')
    expect((await validated(packOf(none))).issues).toEqual([
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.0.options', message: 'pilihan tunggal perlu tepat satu jawaban benar (ada 0)' },
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.1.options', message: 'pilihan ganda perlu paling sedikit satu jawaban benar (ada 0)' },
    ])
    const two = K3.replace('Alat Pemadam Darurat }', 'Alat Pemadam Darurat, correct: true }')
    expect((await validated(packOf(two))).issues).toEqual([
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.0.options', message: 'pilihan tunggal perlu tepat satu jawaban benar (ada 2)' },
    ])
  })

  it('refuses duplicate options, duplicate keys, options on an essay, and a quiz without questions', async () => {
    const quiz = K3.replace('Alat Pemadam Darurat', 'alat pelindung diri')
      .replace('key: tumpukan', 'key: licin')
      .replace('key: cerita', 'key: apd')
      .concat('    options: [{ key: x, text: Tidak }]\n')
    expect((await validated(packOf(quiz))).issues).toEqual([
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.0.options.1.text', message: "pilihan 'alat pelindung diri' tertulis dua kali di pertanyaan ini" },
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.1.options.1.key', message: "kunci pilihan 'licin' sudah dipakai di pertanyaan ini" },
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.2.key', message: "kunci pertanyaan 'apd' sudah dipakai di kuis ini" },
      { file: 'quizzes/dasar-k3.yaml', path: 'questions.2.options', message: 'pertanyaan esai tidak memakai pilihan jawaban' },
    ])
    expect((await validated(packOf('title: Kosong\npassing_grade: 50\nquestions: []\n'))).issues).toEqual([
      { file: 'quizzes/dasar-k3.yaml', path: 'questions', message: 'kuis perlu paling sedikit satu pertanyaan' },
    ])
  })

  it('refuses an unknown question kind and a passing score over 100, with their paths', async () => {
    const issues = (await validated(packOf(K3.replace('type: essay', 'type: isian').replace('passing_grade: 70', 'passing_grade: 120')))).issues
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['quizzes/dasar-k3.yaml', 'passing_grade'],
      ['quizzes/dasar-k3.yaml', 'questions.2.type'],
    ])
  })

  it('refuses a video that is not in the pack', async () => {
    expect((await validated(packOf(`video: tidak-ada\n${K3}`))).issues).toEqual([
      { file: 'quizzes/dasar-k3.yaml', path: 'video', message: "video 'tidak-ada' tidak ada dalam paket" },
    ])
  })
})

describeOnEngines('quiz import', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  const importFiles = async (files: PackText) => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    return importPack(database, pack!)
  }
  const rows = async () => ({
    questions: (await database.db.selectFrom('quiz_questions').select(['id', 'key', 'position', 'archived_at']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) })),
    answers: (await database.db.selectFrom('quiz_answers').select(['id', 'key', 'archived_at']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id) })),
  })
  const quizId = async () => Number((await database.db.selectFrom('quizzes').select('id').where('slug', '=', 'dasar-k3').executeTakeFirstOrThrow()).id)

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    database = test.database
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('imports a quiz with its questions in order, and the quiz screen reads it', async () => {
    const report = await importFiles(packOf())
    expect(report.kinds).toEqual([{ kind: 'quiz', result: { added: ['dasar-k3'], changed: [], archived: [], unchanged: 0 } }])
    const quiz = await findKeyedQuiz(database.db, await quizId())
    expect(quiz!.summary).toMatchObject({ title: 'Dasar K3', passing_grade: 70, max_attempts: 3, show_correct_answers: true, question_count: 3 })
    expect(quiz!.questions.map((q) => [q.position, q.type, q.answers.filter((a) => a.is_correct).map((a) => a.text)])).toEqual([
      [1, 'single', ['Alat Pelindung Diri']],
      [2, 'multiple', ['Lantai licin', 'Tumpukan tinggi']],
      [3, 'essay', []],
    ])
  })

  it('changes nothing when the same pack comes again: same ids, no new rows', async () => {
    const before = await rows()
    const report = await importFiles(packOf())
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: [], archived: [], unchanged: 1 })
    expect(await rows()).toEqual(before)
  })

  it('updates an edited quiz in place: kept keys keep their rows, removed ones are archived, attempts stay', async () => {
    const id = await quizId()
    const before = await rows()
    const apd = before.questions.find((q) => q.key === 'apd')!
    const at = new Date().toISOString()
    const employeeId = (await database.db
      .insertInto('employees')
      .values({ username: 'uji.kuis', given_name: 'Uji', family_name: 'Kuis', full_name: 'Uji Kuis', email: 'uji.kuis@contoh.id', position: null, business_unit_id: null, employee_status_id: null, company_location_id: null, profile_image: null, bio: null, joined_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()).id
    // An attempt that answered the first question.
    const attempt = await database.db
      .insertInto('quiz_attempts')
      .values({ employee_id: employeeId, quiz_id: id, attempt_number: 1, started_at: '2026-12-01T00:00:00.000Z', submitted_at: '2026-12-01T00:05:00.000Z', score: 100, passed: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const cerita = before.questions.find((q) => q.key === 'cerita')!
    await database.db
      .insertInto('quiz_attempt_answers')
      .values([
        { attempt_id: attempt.id, question_id: apd.id, answer_ids: '[]', essay_answer: null, status: 'correct' },
        { attempt_id: attempt.id, question_id: cerita.id, answer_ids: '[]', essay_answer: 'Rak hampir roboh di gudang timur', status: 'pending-review' },
      ])
      .execute()

    // The essay goes, the two choice questions swap places, an option is reworded and one is added.
    const edited = K3.split('  - key: cerita')[0]!
      .replace('Lampu terang', 'Lampu menyala terang')
      .replace('  - key: apd', '  - key: pemadam\n    type: single\n    text: Warna tabung APAR?\n    options:\n      - { key: merah, text: Merah, correct: true }\n      - { key: biru, text: Biru }\n  - key: apd')
    const report = await importFiles(packOf(edited))
    expect(report.kinds[0]!.result).toEqual({ added: [], changed: ['dasar-k3'], archived: [], unchanged: 0 })
    const after = await rows()
    expect(after.questions.find((q) => q.key === 'apd')).toMatchObject({ id: apd.id, position: 2, archived_at: null })
    expect(after.questions.find((q) => q.key === 'cerita')).toMatchObject({ id: before.questions.find((q) => q.key === 'cerita')!.id, archived_at: expect.any(String) })
    expect(after.answers.filter((a) => before.answers.some((b) => b.id === a.id)).map((a) => a.key)).toEqual(before.answers.map((a) => a.key))
    const quiz = await findKeyedQuiz(database.db, id)
    expect(quiz!.questions.map((q) => q.text)).toEqual(['Warna tabung APAR?', 'Apa kepanjangan APD?', 'Mana yang termasuk bahaya di gudang?'])
    expect(quiz!.questions[2]!.answers.map((a) => a.text)).toContain('Lampu menyala terang')
    expect(await database.db.selectFrom('quiz_attempt_answers').select(['attempt_id', 'question_id']).orderBy('question_id').execute()).toEqual([
      { attempt_id: attempt.id, question_id: apd.id },
      { attempt_id: attempt.id, question_id: cerita.id },
    ])
    // The attempt's result still shows the removed essay it answered, after the current questions.
    const row = await database.db.selectFrom('quiz_attempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow()
    const result = await resultOf(database.db, quiz!, { ...row, submitted_at: row.submitted_at! })
    expect(result.questions.map((q) => [q.position, q.text, q.essay_answer])).toEqual([
      [1, 'Warna tabung APAR?', null],
      [2, 'Apa kepanjangan APD?', null],
      [3, 'Mana yang termasuk bahaya di gudang?', null],
      [4, 'Ceritakan satu kejadian hampir celaka yang pernah Anda lihat.', 'Rak hampir roboh di gudang timur'],
    ])

    // The essay back: the same row again, not a new one.
    await importFiles(packOf())
    const back = await rows()
    expect(back.questions.find((q) => q.key === 'cerita')).toMatchObject({ id: before.questions.find((q) => q.key === 'cerita')!.id, position: 3, archived_at: null })
  })

  it('archives a quiz gone from the pack, keeping its attempts; round trip exports what was imported', async () => {
    const dir = tempDir()
    await exportPack(database, dir)
    const exported = validatePack(await readPack(dir))
    expect(exported.issues).toEqual([])
    const data = exported.pack!.items.get([...exported.pack!.items.keys()].find((k) => k.name === 'quiz')!)!
    const original = (await validated(packOf())).pack!
    expect(data.map((i) => [i.key, i.data])).toEqual(original.items.get([...original.items.keys()][0]!)!.map((i) => [i.key, i.data]))

    const report = await importFiles({ 'pack.yaml': `${MANIFEST}kinds: [quiz]\n` })
    expect(report.kinds[0]!.result.archived).toEqual(['dasar-k3'])
    const stored = await database.db.selectFrom('quizzes').select(['archived_at']).where('slug', '=', 'dasar-k3').executeTakeFirstOrThrow()
    expect(stored.archived_at).not.toBeNull()
    expect(await database.db.selectFrom('quiz_attempts').select('id').execute()).toHaveLength(1)
  })
})

describeOnEngines('quiz import with its video', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  const VIDEO = 'title: Dasar K3 di Gudang\ndescription: Singkat.\ncategory: Kepemimpinan\npublished_at: 2026-11-02\nrenditions: { standard: media/k3.webm, low: media/k3.webm }\n'
  const withVideo = (quiz: string): PackText => packOf(quiz, { 'videos/k3-gudang.yaml': VIDEO })

  beforeAll(async () => {
    test = await openTestDatabase(target)
    database = test.database
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('links the quiz to its video, leaves the seeded quizzes alone, and unlinks the quiz when it is archived', async () => {
    // The demo quizzes come from the demo pack, which this pack replaces: a quiz no pack brought stands for seeded ones.
    await database.db.insertInto('quizzes').values({ slug: 'kuis-tanpa-paket', title: 'Kuis tanpa paket', description: '', passing_grade: 50, max_attempts: null }).execute()
    const seeded = [{ slug: 'kuis-tanpa-paket' }]
    const files = (quiz: string) => writePack({ ...withVideo(quiz), 'media/k3.webm': testClip(1) })
    const { pack, issues } = validatePack(await readPack(files(`video: k3-gudang\n${K3}`)))
    expect(issues).toEqual([])
    await importPack(database, pack!)
    const id = Number((await database.db.selectFrom('quizzes').select('id').where('slug', '=', 'dasar-k3').executeTakeFirstOrThrow()).id)
    expect((await findKeyedQuiz(database.db, id))!.summary.content).toMatchObject({ kind: 'video', slug: 'k3-gudang' })

    const dir = tempDir()
    await exportPack(database, dir)
    expect(fs.readFileSync(path.join(dir, 'quizzes/dasar-k3.yaml'), 'utf8')).toContain('video: k3-gudang')

    const gone = validatePack(await readPack(writePack({ 'pack.yaml': `${MANIFEST}kinds: [quiz]\n` })))
    const report = await importPack(database, gone.pack!)
    expect(report.kinds).toEqual([{ kind: 'quiz', result: { added: [], changed: [], archived: ['dasar-k3'], unchanged: 0 } }])
    expect((await findKeyedQuiz(database.db, id))!.summary.content).toBeNull()
    expect(await database.db.selectFrom('quizzes').select(['slug']).where('archived_at', 'is', null).execute()).toEqual(seeded)
  })
})

describeOnEngines('the first demo import over a database the old seed code filled', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('keeps the quiz’s question and option rows the seed wrote without keys (attempts point at them), giving them the pack’s keys', async () => {
    const db = test.database.db
    // As the seed code wrote a quiz: no keys, no from_pack.
    const { id: quizId } = await db.insertInto('quizzes').values({ slug: 'dasar-k3', title: 'Dasar K3', description: '', passing_grade: 70, max_attempts: 3 }).returning('id').executeTakeFirstOrThrow()
    const question = async (position: number, type: 'single' | 'multiple' | 'essay', text: string, options: [string, boolean][]) => {
      const { id } = await db.insertInto('quiz_questions').values({ quiz_id: quizId, position, type, text }).returning('id').executeTakeFirstOrThrow()
      for (const [i, [optionText, correct]] of options.entries()) await db.insertInto('quiz_answers').values({ question_id: id, position: i + 1, text: optionText, is_correct: correct ? 1 : 0 }).execute()
      return Number(id)
    }
    const apd = await question(1, 'single', 'Apa kepanjangan APD?', [['Alat Pelindung Diri', true], ['Alat Pemadam Darurat', false]])
    const bahaya = await question(2, 'multiple', 'Mana yang termasuk bahaya di gudang?', [['Lantai licin', true], ['Tumpukan tinggi', true], ['Lampu terang', false]])
    const cerita = await question(3, 'essay', 'Ceritakan satu kejadian hampir celaka yang pernah Anda lihat.', [])
    const optionIds = (await db.selectFrom('quiz_answers').select('id').orderBy('id').execute()).map((o) => Number(o.id))

    const { pack, issues } = validatePack(await readPack(writePack(packOf())))
    expect(issues).toEqual([])
    await importPack(test.database, pack!)

    const questions = await db.selectFrom('quiz_questions').select(['id', 'key', 'archived_at']).where('quiz_id', '=', quizId).orderBy('position').execute()
    expect(questions.map((q) => [Number(q.id), q.key, q.archived_at])).toEqual([
      [apd, 'apd', null],
      [bahaya, 'bahaya', null],
      [cerita, 'cerita', null],
    ])
    const options = await db.selectFrom('quiz_answers').select(['id', 'key', 'archived_at']).orderBy('id').execute()
    expect(options.map((o) => [Number(o.id), o.key, o.archived_at])).toEqual(
      optionIds.map((id, i) => [id, ['a', 'b', 'licin', 'tumpukan', 'lampu'][i], null]),
    )
  })
})
