import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { helpCenterApi } from '@/contract/help-center'
import { callApi } from '@/lib/api/client'

// 'Apakah ini membantu?': the server counts one vote per signed-in user or, for a visitor, per
// device (an id this browser keeps); the page remembers which questions it answered here.

const DEVICE_KEY = 'help-center-device'
const VOTES_KEY = 'help-center-votes'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** This browser's id for votes, made once. */
export function deviceId(): string {
  const store = storage()
  const kept = store?.getItem(DEVICE_KEY)
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept
  const made = crypto.randomUUID()
  store?.setItem(DEVICE_KEY, made)
  return made
}

type Votes = Record<string, boolean>

function readVotes(): Votes {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(VOTES_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Votes) : {}
  } catch {
    return {}
  }
}

/** The vote given here for a question (undefined: none), and giving one. */
export function useHelpVote(questionId: number) {
  const [given, setGiven] = useState<boolean | undefined>(() => readVotes()[questionId])
  const mutation = useMutation({
    mutationFn: (helpful: boolean) => callApi(helpCenterApi.vote, { params: { id: questionId }, body: { helpful, device_id: deviceId() } }),
    onSuccess: (_answer, helpful) => {
      storage()?.setItem(VOTES_KEY, JSON.stringify({ ...readVotes(), [questionId]: helpful }))
      setGiven(helpful)
    },
  })
  return { given, vote: (helpful: boolean) => mutation.mutate(helpful), pending: mutation.isPending, failed: mutation.isError }
}
