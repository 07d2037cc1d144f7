/** The local-storage mirror of quizId, quizUserDetailId and contentUrl (removed when cleared). */
export const QUIZ_STORAGE_KEYS = { quizId: 'quizId', quizUserDetailId: 'quizUserDetailId', contentUrl: 'contentUrl' } as const
/** The answers given so far, so a reload mid-quiz keeps them (per attempt). */
export const ANSWERS_KEY = 'quizAnswers'

export const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * Sign-out, or another user on the device: the quiz kept in local storage goes (its ids, where to
 * go back to, the answers), whether or not a quiz screen was opened in this visit. The quiz store
 * clears what it holds itself.
 */
export function forgetStoredQuiz(): void {
  try {
    for (const key of [...Object.values(QUIZ_STORAGE_KEYS), ANSWERS_KEY]) storage()?.removeItem(key)
  } catch {
    // Storage denied: nothing was kept either.
  }
}
