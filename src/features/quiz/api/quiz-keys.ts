const quizRoot = ['quiz'] as const

/** Query keys of the quiz area (its own root: invalidating learning leaves quizzes alone). */
export const quizKeys = {
  all: quizRoot,
  attempt: (quizId: number) => [...quizRoot, 'attempt', quizId] as const,
  history: (quizId: number, attemptId: number | undefined) => [...quizRoot, 'history', quizId, attemptId ?? 'latest'] as const,
}

/** The queued submission's key; `useMutation({ mutationKey })` finds its defaults (quiz-queries.ts). */
export const quizMutationKeys = { submit: [...quizRoot, 'submit'] as const }
