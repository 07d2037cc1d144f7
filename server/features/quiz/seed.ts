import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { cyberQuiz, financeQuiz, type SeedQuiz } from './seed-content'
import { incidentQuiz, oneOnOneQuiz } from './seed-content-more'

export const seedQuizList: readonly SeedQuiz[] = [financeQuiz, cyberQuiz, oneOnOneQuiz, incidentQuiz]

/**
 * Upserts the demo quizzes by slug, their questions by (quiz, position) and answers by (question,
 * position), then links each to its video or package material. Attempts are users' data: left alone.
 * Runs after videos and packages are seeded.
 */
export async function seedQuizzes(trx: Transaction<Database>, quizzes: readonly SeedQuiz[] = seedQuizList): Promise<void> {
  await trx
    .insertInto('quizzes')
    .values(
      quizzes.map((q) => ({
        slug: q.slug,
        title: q.title,
        description: q.description,
        passing_grade: q.passingGrade,
        max_attempts: q.maxAttempts,
        show_correct_answers: q.showCorrectAnswers ? 1 : 0,
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        passing_grade: eb.ref('excluded.passing_grade'),
        max_attempts: eb.ref('excluded.max_attempts'),
        show_correct_answers: eb.ref('excluded.show_correct_answers'),
      })),
    )
    .execute()
  const quizIds = new Map(
    (await trx.selectFrom('quizzes').select(['id', 'slug']).where('slug', 'in', quizzes.map((q) => q.slug)).execute()).map((r) => [r.slug, r.id]),
  )
  const quizId = (slug: string) => quizIds.get(slug)!

  await trx
    .insertInto('quiz_questions')
    .values(quizzes.flatMap((q) => q.questions.map((question, index) => ({ quiz_id: quizId(q.slug), position: index + 1, type: question.type, text: question.text }))))
    .onConflict((oc) =>
      oc.columns(['quiz_id', 'position']).doUpdateSet((eb) => ({ type: eb.ref('excluded.type'), text: eb.ref('excluded.text') })),
    )
    .execute()
  const questionRows = await trx
    .selectFrom('quiz_questions')
    .select(['id', 'quiz_id', 'position'])
    .where('quiz_id', 'in', [...quizIds.values()])
    .execute()
  const questionId = new Map(questionRows.map((r) => [`${r.quiz_id}:${r.position}`, r.id]))

  const answers = quizzes.flatMap((q) =>
    q.questions.flatMap((question, qIndex) =>
      question.answers.map((answer, aIndex) => ({
        question_id: questionId.get(`${quizId(q.slug)}:${qIndex + 1}`)!,
        position: aIndex + 1,
        text: answer.text,
        is_correct: answer.correct ? 1 : 0,
      })),
    ),
  )
  if (answers.length > 0) {
    await trx
      .insertInto('quiz_answers')
      .values(answers)
      .onConflict((oc) =>
        oc.columns(['question_id', 'position']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text'), is_correct: eb.ref('excluded.is_correct') })),
      )
      .execute()
  }

  for (const q of quizzes) {
    const target = q.attachTo
    if ('video' in target) {
      const linked = await trx.updateTable('videos').set({ quiz_id: quizId(q.slug) }).where('slug', '=', target.video).executeTakeFirst()
      if (Number(linked.numUpdatedRows) !== 1) throw new Error(`Seed: unknown video "${target.video}" for quiz ${q.slug}`)
    } else {
      const pkg = await trx.selectFrom('course_packages').select('id').where('slug', '=', target.package).executeTakeFirst()
      const linked = pkg
        ? await trx
            .updateTable('course_materials')
            .set({ quiz_id: quizId(q.slug) })
            .where('package_id', '=', pkg.id)
            .where('position', '=', target.materialPosition)
            .executeTakeFirst()
        : undefined
      if (Number(linked?.numUpdatedRows ?? 0) !== 1) throw new Error(`Seed: unknown material ${target.package}#${target.materialPosition} for quiz ${q.slug}`)
    }
  }
}
