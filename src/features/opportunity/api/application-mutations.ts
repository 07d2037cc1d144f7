import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opportunityApi, type CorrectionInput, type StatusInput } from '@/contract/opportunity'
import { callApi } from '@/lib/api/client'
import { opportunityKeys } from './opportunity-keys'

// Withdrawing and HR's status moves are online writes: each depends on the application's status at
// the server at that moment, so offline the screen says to try again rather than promise it.

export function useWithdrawApplication(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(opportunityApi.withdraw, { params: { id } }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.applications() })
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.detail(answer.data.opportunity.slug) })
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.lists() })
    },
  })
}

/** An HR change to an application: both answer the applicant as HR now sees it; the HR lists are read again. */
function useHrChange<Body, Answer>(openingId: number, call: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.hrApplicants(openingId) })
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.hrOpenings() })
    },
  })
}

export function useSetApplicationStatus(id: number, openingId: number) {
  return useHrChange(openingId, (body: StatusInput) => callApi(opportunityApi.setStatus, { params: { id }, body }))
}

/** HR takes back the latest HR change (decision 046). */
export function useCorrectApplicationStatus(id: number, openingId: number) {
  return useHrChange(openingId, (body: CorrectionInput) => callApi(opportunityApi.correctStatus, { params: { id }, body }))
}
