import * as z from 'zod/mini'
import { questionTypes } from '../../../src/contract/quiz'
import type { Database } from '../../db/schema'
import type { Transaction } from 'kysely'
import { syncRows } from '../sync-rows'
import type { ContentKind } from '../types'
import { syncQuestions, storedQuestions, type WantedQuestion } from './quiz-questions'

const itemKey = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'huruf kecil, angka dan tanda hubung'), z.maxLength(120))

const option = z.strictObject({
  /** Stable within its question: an edited option keeps its row, so past answers still name it. */
  key: itemKey,
  text: z.string().check(z.minLength(1), z.maxLength(1000)),
  correct: z._default(z.boolean(), false),
})

const question = z.strictObject({
  /** Stable within the quiz: an edited question keeps its row, so attempts that answered it keep it. */
  key: itemKey,
  type: z.enum(questionTypes),
  /** Plain text, as the quiz screen shows it. */
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** For single and multiple choice; an essay has none (a reviewer scores it). */
  options: z._default(z.array(option).check(z.maxLength(50)), []),
})

/**
 * A quiz (`quizzes/<key>.yaml`): its questions in order. `video` names the pack's video the quiz
 * comes after (the video's page leads to it); a package's materials will name quizzes by key.
 */
const schema = z.strictObject({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z._default(z.string().check(z.maxLength(5000)), ''),
  passing_grade: z.int().check(z.minimum(0), z.maximum(100)),
  max_attempts: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(100))), null),
  show_correct_answers: z._default(z.boolean(), false),
  video: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  questions: z.array(question).check(z.minLength(1, 'kuis perlu paling sedikit satu pertanyaan'), z.maxLength(200)),
})
type Quiz = z.infer<typeof schema>

export const quizKind: ContentKind<Quiz> = {
  name: 'quiz',
  folder: 'quizzes',
  schema,
  check(quiz) {
    const problems: { path: string; message: string }[] = []
    const keys = new Set<string>()
    quiz.questions.forEach((q, i) => {
      const at = `questions.${i}`
      if (keys.has(q.key)) problems.push({ path: `${at}.key`, message: `kunci pertanyaan '${q.key}' sudah dipakai di kuis ini` })
      keys.add(q.key)
      if (q.type === 'essay') {
        if (q.options.length > 0) problems.push({ path: `${at}.options`, message: 'pertanyaan esai tidak memakai pilihan jawaban' })
        return
      }
      if (q.options.length < 2) problems.push({ path: `${at}.options`, message: 'pertanyaan pilihan perlu paling sedikit dua pilihan jawaban' })
      const correct = q.options.filter((o) => o.correct).length
      if (q.type === 'single' && correct !== 1) problems.push({ path: `${at}.options`, message: `pilihan tunggal perlu tepat satu jawaban benar (ada ${correct})` })
      if (q.type === 'multiple' && correct < 1) problems.push({ path: `${at}.options`, message: 'pilihan ganda perlu paling sedikit satu jawaban benar (ada 0)' })
      const optionKeys = new Set<string>()
      const texts = new Set<string>()
      q.options.forEach((o, j) => {
        if (optionKeys.has(o.key)) problems.push({ path: `${at}.options.${j}.key`, message: `kunci pilihan '${o.key}' sudah dipakai di pertanyaan ini` })
        const text = o.text.trim().toLowerCase()
        if (texts.has(text)) problems.push({ path: `${at}.options.${j}.text`, message: `pilihan '${o.text}' tertulis dua kali di pertanyaan ini` })
        optionKeys.add(o.key)
        texts.add(text)
      })
    })
    return problems
  },
  references: (quiz) => (quiz.video ? [{ path: 'video', kind: 'video', key: quiz.video }] : []),
  async importItems(items, context) {
    const { trx } = context
    const wanted = items.map(({ key, data }) => ({
      key,
      values: {
        title: data.title,
        description: data.description,
        passing_grade: data.passing_grade,
        max_attempts: data.max_attempts,
        show_correct_answers: data.show_correct_answers ? 1 : 0,
        from_pack: 1,
      },
    }))
    const result = await syncRows('quizzes', wanted, context, 'from_pack')
    for (const { key, data } of items) {
      const quizId = result.ids.get(key)!
      const questions: WantedQuestion[] = data.questions.map((q) => ({ key: q.key, type: q.type, text: q.text, options: q.options.map((o) => ({ key: o.key, text: o.text, correct: o.correct })) }))
      const questionsChanged = await syncQuestions(trx, quizId, questions, context.now)
      const linkChanged = await linkVideo(trx, quizId, data.video ?? null)
      if ((questionsChanged || linkChanged) && !result.added.includes(key) && !result.changed.includes(key)) {
        result.changed.push(key)
        result.unchanged -= 1
      }
    }
    // An archived quiz leaves the video and the package materials that led to it; its attempts and results stay.
    if (result.archived.length > 0) {
      const gone = await trx.selectFrom('quizzes').select('id').where('slug', 'in', result.archived).execute()
      await trx.updateTable('videos').set({ quiz_id: null }).where('quiz_id', 'in', gone.map((g) => g.id)).execute()
      await trx.updateTable('course_materials').set({ quiz_id: null }).where('quiz_id', 'in', gone.map((g) => g.id)).execute()
    }
    return result
  },
  async exportItems(trx) {
    const quizzes = await trx.selectFrom('quizzes').selectAll().where('from_pack', '=', 1).where('archived_at', 'is', null).orderBy('slug').execute()
    const out = []
    for (const quiz of quizzes) {
      // Only a video a pack carries can be named: the export holds no other.
      const video = await trx.selectFrom('videos').select('slug').where('quiz_id', '=', quiz.id).where('media_digest', 'is not', null).where('archived_at', 'is', null).orderBy('id').limit(1).executeTakeFirst()
      const questions = await storedQuestions(trx, quiz.id)
      const data: Quiz = {
        title: quiz.title,
        description: quiz.description,
        passing_grade: quiz.passing_grade,
        max_attempts: quiz.max_attempts,
        show_correct_answers: quiz.show_correct_answers === 1,
        ...(video ? { video: video.slug } : {}),
        questions: questions.map((q) => ({ key: q.key, type: q.type, text: q.text, options: q.options })),
      }
      out.push({ key: quiz.slug, data })
    }
    return out
  },
}

/** Makes `video` (or none) the one pack video leading to the quiz; says whether anything changed. */
async function linkVideo(trx: Transaction<Database>, quizId: number, video: string | null): Promise<boolean> {
  const linked = await trx.selectFrom('videos').select(['id', 'slug']).where('quiz_id', '=', quizId).execute()
  if (linked.length === (video ? 1 : 0) && (video === null || linked[0]!.slug === video)) return false
  await trx.updateTable('videos').set({ quiz_id: null }).where('quiz_id', '=', quizId).execute()
  if (video) await trx.updateTable('videos').set({ quiz_id: quizId }).where('slug', '=', video).execute()
  return true
}
