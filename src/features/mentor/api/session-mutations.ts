import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mentorApi, type AnswerSessionInput, type CancelSessionInput, type MentorSession, type RateSessionInput } from '@/contract/mentor'
import { callApi } from '@/lib/api/client'
import { mentorKeys } from './mentor-keys'

// Answering, cancelling and rating a session are online writes: each depends on the session's
// state at the server at that moment (still unanswered, before the cut-off), so a screen offline
// says to try again online rather than promise what may be refused later.

/** After a session changed: the lists it is in, its mentor's free hours and page (rating, reviews). */
function useRefreshSession() {
  const queryClient = useQueryClient()
  return (session: MentorSession) => {
    void queryClient.invalidateQueries({ queryKey: mentorKeys.allSessions() })
    void queryClient.invalidateQueries({ queryKey: mentorKeys.slotsOf(session.mentor.id) })
    void queryClient.invalidateQueries({ queryKey: mentorKeys.detail(session.mentor.id) })
  }
}

export function useAnswerSession(id: number) {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: AnswerSessionInput) => callApi(mentorApi.answer, { params: { id }, body }),
    onSuccess: (answer) => refresh(answer.data),
  })
}

export function useCancelSession(id: number) {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: CancelSessionInput) => callApi(mentorApi.cancel, { params: { id }, body }),
    onSuccess: (answer) => refresh(answer.data),
  })
}

export function useRateSession(id: number) {
  const refresh = useRefreshSession()
  return useMutation({ mutationFn: (body: RateSessionInput) => callApi(mentorApi.rate, { params: { id }, body }), onSuccess: (answer) => refresh(answer.data) })
}
