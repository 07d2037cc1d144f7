import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { expectPersisted } from './support/persisted-cache'
import { answerAll } from './support/quiz'
import { mobile } from './support/viewports'

// Issue 6: take a quiz from a video online; answer and submit another offline, reload, come back
// online: the result appears and the server holds exactly one submitted attempt.

test.use({ viewport: mobile })

interface VideoQuiz {
  videoId: number
  quizId: number
  title: string
}

function videoQuizzes(): VideoQuiz[] {
  return withDatabase(
    (db) => db.prepare('select v.id as videoId, q.id as quizId, q.title from videos v join quizzes q on q.id = v.quiz_id order by v.id').all() as VideoQuiz[],
  )
}

function submittedAttempts(username: string, quizId: number) {
  return withDatabase(
    (db) =>
      db
        .prepare(
          'select a.id, a.score from quiz_attempts a join employees e on e.id = a.employee_id where e.username = ? and a.quiz_id = ? and a.submitted_at is not null',
        )
        .all(username, quizId) as { id: number; score: number }[],
  )
}

test('take a quiz from a video and see the result', async ({ page }) => {
  const [quiz] = videoQuizzes()
  await signInQuickly(page, demoUsers.budi, { path: `/learning/videos/${quiz!.videoId}` })
  await page.getByRole('button', { name: 'Kerjakan kuis' }).click()
  await expect(page).toHaveURL(/\/learning\/quiz$/)
  await expect(page.getByRole('heading', { level: 1, name: quiz!.title })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Kumpulkan' })
  await answerAll(page)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL(/\/learning\/quiz-result\/\d+\?quizUserDetailID=\d+/)
  await expect(page.getByTestId('quiz-score')).toBeVisible()
  await expect(page.getByTestId('quiz-score')).toContainText(/Lulus|Belum lulus/)
  await expect(page.getByRole('heading', { name: 'Riwayat percobaan' })).toBeVisible()
  expect(submittedAttempts(demoUsers.budi.username, quiz!.quizId)).toHaveLength(1)

  // Back to the video it came from.
  await page.getByRole('link', { name: 'Kembali ke materi' }).click()
  await expect(page).toHaveURL(new RegExp(`/learning/videos/${quiz!.videoId}$`))
})

test('a quiz opened online is answered and submitted offline; the result appears once it is sent', async ({ page, context }) => {
  const quiz = videoQuizzes()[1]!
  await signInQuickly(page, demoUsers.sari, { path: `/learning/videos/${quiz.videoId}` })
  await waitForServiceWorkerControl(page)
  await page.getByRole('button', { name: 'Kerjakan kuis' }).click()
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible()
  // The attempt is in the persisted query cache, where the offline reload below finds it.
  await expectPersisted(page, [['quiz', 'attempt', quiz.quizId]])

  await context.setOffline(true)
  await answerAll(page)
  // A reload mid-quiz keeps the answers.
  await page.reload()
  await expect(page.getByTestId('quiz-progress')).toHaveText(/^(\d+) dari \1 terjawab$/)
  await page
    .getByRole('button', { name: /^Pertanyaan \d+, terjawab$/ })
    .last()
    .click()
  await page.getByRole('button', { name: 'Kumpulkan' }).click()
  await expect(page.getByTestId('quiz-result-waiting')).toContainText('menunggu dikirim')
  await expect(page.getByRole('button', { name: '1 menunggu dikirim' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('quiz-result-waiting')).toBeVisible()
  expect(submittedAttempts(demoUsers.sari.username, quiz.quizId)).toHaveLength(0)

  await context.setOffline(false)
  await expect(page.getByTestId('quiz-score')).toBeVisible({ timeout: 60_000 })
  expect(submittedAttempts(demoUsers.sari.username, quiz.quizId)).toHaveLength(1)
})
