import type { Persister } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouterState } from '@tanstack/react-router'
import { createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuizAttempt } from '@/contract/quiz'
import { quizKeys } from '@/features/quiz/api/quiz-keys'
import { registerQuizMutations } from '@/features/quiz/api/quiz-queries'
import { QuizPage } from '@/features/quiz/components/quiz-page'
import { chooseQuiz, forgetQuiz, quizStore } from '@/features/quiz/quiz-store'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { createIdbPersister, PERSIST_MAX_AGE_MS, setupQueryPersistence } from '@/lib/query/persister'
import { createOutbox, type Outbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const attempt: QuizAttempt = {
  quiz: {
    id: 5,
    title: 'Kuis Kepemimpinan',
    description: '',
    passing_grade: 70,
    max_attempts: 3,
    show_correct_answers: true,
    question_count: 3,
    content: { kind: 'video', id: 12, slug: 'kepemimpinan', title: 'Kepemimpinan' },
    questions: [
      { id: 1, position: 1, type: 'single', text: 'Apa tugas utama pemimpin?', answers: [{ id: 11, text: 'Memberi arah' }, { id: 12, text: 'Mengetik laporan' }] },
      { id: 2, position: 2, type: 'multiple', text: 'Mana yang termasuk umpan balik?', answers: [{ id: 21, text: 'Pujian spesifik' }, { id: 22, text: 'Saran perbaikan' }] },
      { id: 3, position: 3, type: 'essay', text: 'Ceritakan pengalaman memimpin.', answers: [] },
    ],
  },
  quizUserDetailID: 900,
  started_at: '2030-03-01T08:00:00.000Z',
  attempts_used: 0,
  can_attempt: true,
}
const attemptCall = 'GET /api/v2/users/quizzes/5'

let count = 0
const cleanups: Array<() => void> = []

/** One device: its persisted query cache and its outbox, each in its own (fake) IndexedDB database. */
function device() {
  count += 1
  const persister = createIdbPersister(createStore(`quiz-page-cache-${count}`, 'cache'))
  const outbox = createOutbox({ store: openOutboxStore(`quiz-page-outbox-${count}`), channelName: `quiz-page-outbox-${count}` })
  return { persister, outbox }
}

/** What the app does at start: the query client, the quiz's queued submission, then the persisted cache restored. */
async function startApp(persister: Persister, outbox: Outbox) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: PERSIST_MAX_AGE_MS } } })
  const afterEnqueue = vi.fn()
  registerQuizMutations(queryClient, { outbox, afterEnqueue })
  const unsubscribe = await setupQueryPersistence(queryClient, { persister, buster: 'test' })
  cleanups.push(() => {
    unsubscribe()
    queryClient.clear()
  })
  return { queryClient, afterEnqueue }
}

/** A reload: the page's memory is gone, local storage (the quiz chosen, the answers so far) stays. */
function reloadPage() {
  for (const cleanup of cleanups.splice(0)) cleanup()
  Object.assign(quizStore, { quizId: null, quiz: null, quizUserDetailId: null, isFinish: false, contentUrl: null, questions: [] })
}

/** The quiz page at /learning/quiz; elsewhere (the result page, not under test) the path it went to. */
function Pages() {
  const path = useRouterState({ select: (state) => state.location.href })
  return path === '/learning/quiz' ? <QuizPage /> : <p>Halaman {path}</p>
}

const persistedKeys = async (persister: Persister) => (await persister.restoreClient())?.clientState.queries.map((q) => q.queryKey) ?? []

describe('the quiz page offline', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(() => {
    // The pages go before their query clients.
    cleanup()
    reloadPage()
    forgetQuiz()
    vi.unstubAllGlobals()
  })

  it('keeps an attempt opened online in the persisted cache, so after an offline reload it is answered and its submission queued in the outbox', async () => {
    const user = userEvent.setup()
    const { persister, outbox } = device()
    const online = fakeApi({ [attemptCall]: { body: { data: attempt } } })
    vi.stubGlobal('fetch', online.fetch)
    const { queryClient: onlineClient } = await startApp(persister, outbox)
    chooseQuiz(5, '/learning/videos/12')
    const first = renderWithRouter(() => <Pages />, { queryClient: onlineClient, path: '/learning/quiz' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuis Kepemimpinan' })).toBeInTheDocument()
    expect(online.calls).toEqual([attemptCall])
    // The attempt is written to the persisted cache (IndexedDB), where a reload reads it from.
    await vi.waitFor(async () => expect(await persistedKeys(persister)).toContainEqual(quizKeys.attempt(5)))
    first.unmount()

    // Offline now: every request fails. A reload reads the attempt back from the persisted cache.
    reloadPage()
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', offline)
    const { queryClient, afterEnqueue } = await startApp(persister, outbox)
    renderWithRouter(() => <Pages />, { queryClient, path: '/learning/quiz' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuis Kepemimpinan' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 dari 3 terjawab')

    await user.click(screen.getByRole('radio', { name: 'Memberi arah' }))
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }))
    await user.click(screen.getByRole('checkbox', { name: 'Pujian spesifik' }))
    await user.click(screen.getByRole('checkbox', { name: 'Saran perbaikan' }))
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }))
    await user.type(screen.getByRole('textbox', { name: 'Jawaban esai' }), 'Saya memimpin tim kecil selama proyek migrasi.')
    expect(screen.getByRole('status')).toHaveTextContent('3 dari 3 terjawab')
    await user.click(screen.getByRole('button', { name: 'Kumpulkan' }))

    // Queued, not sent: on to the result page, which waits for it.
    expect(await screen.findByText('Halaman /learning/quiz-result/5?quizUserDetailID=900')).toBeInTheDocument()
    const queued = await outbox.list()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/users/quizzes/5/submit',
      resource: 'quiz-attempt:900',
      label: 'Jawaban kuis "Kuis Kepemimpinan"',
      userId: budi.id,
      state: 'pending',
      body: {
        quizUserDetailID: 900,
        answers: [
          { question_id: 1, answer_ids: [11] },
          { question_id: 2, answer_ids: [21, 22] },
          { question_id: 3, answer_ids: [], essay_answer: 'Saya memimpin tim kecil selama proyek migrasi.' },
        ],
      },
    })
    expect(afterEnqueue).toHaveBeenCalledTimes(1)
    expect(offline).not.toHaveBeenCalled()
  })

  it('an attempt never opened online cannot start offline, and says so', async () => {
    const { persister, outbox } = device()
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const { queryClient } = await startApp(persister, outbox)
    chooseQuiz(5, '/learning/videos/12')
    renderWithRouter(() => <Pages />, { queryClient, path: '/learning/quiz' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Kuis tidak dapat dimuat. Buka kuis saat online untuk memulainya.')
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument()
    expect(await outbox.list()).toEqual([])
  })
})
