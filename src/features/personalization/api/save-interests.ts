import { useMutation, useQueryClient } from '@tanstack/react-query'
import { personalizationApi, type InterestsInput } from '@/contract/personalization'
import { isApiError } from '@/lib/api/api-error'
import { callApi } from '@/lib/api/client'
import { format, id } from '@/lib/i18n/id'
import { personalizationTexts } from '../texts'
import { personalizedKeyRoot } from '@/lib/query/personalized-key'

export const interestFields = ['category_ids', 'topic_ids', 'profession_ids', 'unit_ids', 'field_ids'] as const
export type InterestField = (typeof interestFields)[number]
export type Choices = Record<InterestField, number[]>

export interface SaveFailure {
  /** Messages per field ('' for the whole form), in the server's Indonesian. */
  fields: Partial<Record<InterestField | '', string>>
  message: string
}

/** The server's problem as messages per field, so each shows next to its group. */
export function toSaveFailure(error: unknown): SaveFailure {
  if (!isApiError(error)) return { fields: {}, message: format(personalizationTexts.saveFailed, { reason: id.errors.generic }) }
  if (error.isNetworkError) return { fields: {}, message: format(personalizationTexts.saveFailed, { reason: id.errors.network }) }
  const fields: SaveFailure['fields'] = {}
  for (const { path, message } of error.problem.errors) {
    const head = path.split(/[.[/]/)[0] ?? ''
    const key = (interestFields as readonly string[]).includes(head) ? (head as InterestField) : ''
    fields[key] = fields[key] ? `${fields[key]} ${message}` : message
  }
  return { fields, message: format(personalizationTexts.saveFailed, { reason: error.problem.detail || error.problem.title }) }
}

/**
 * Saves the chosen interests (a plain online write: the user waits for the answer). On success
 * every personalized list refetches; on failure the caller keeps the choices and shows the reason.
 */
export function useSaveInterests(onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InterestsInput) => callApi(personalizationApi.save, { body }),
    onSuccess: async () => {
      onSaved()
      await queryClient.invalidateQueries({ queryKey: personalizedKeyRoot })
    },
  })
}
