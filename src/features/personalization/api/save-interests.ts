import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { InterestsInput } from '@/contract/personalization'
import { isApiError } from '@/lib/api/api-error'
import { format, id } from '@/lib/i18n/id'
import type { OutboxEntry, OutboxError } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { personalizationTexts } from '../texts'
import { personalizedKeyRoot } from '@/lib/query/personalized-key'
import { INTERESTS_RESOURCE, personalizationMutationKeys } from './interest-mutation-keys'

export const interestFields = ['category_ids', 'topic_ids', 'profession_ids', 'unit_ids', 'field_ids'] as const
export type InterestField = (typeof interestFields)[number]
export type Choices = Record<InterestField, number[]>

export interface SaveFailure {
  /** Messages per field ('' for the whole form), in the server's Indonesian. */
  fields: Partial<Record<InterestField | '', string>>
  message: string
}

/** The server's refusal (as the outbox kept it) as messages per field, so each shows next to its group. */
export function toSaveFailure(problem: OutboxError): SaveFailure {
  const fields: SaveFailure['fields'] = {}
  for (const { path, message } of problem.errors ?? []) {
    const head = path.split(/[.[/]/)[0] ?? ''
    const key = (interestFields as readonly string[]).includes(head) ? (head as InterestField) : ''
    fields[key] = fields[key] ? `${fields[key]} ${message}` : message
  }
  return { fields, message: format(personalizationTexts.saveFailed, { reason: problem.detail || problem.title }) }
}

/** Why the write could not even be queued (no IndexedDB, nobody signed in). */
function notQueued(error: unknown): SaveFailure {
  const reason = isApiError(error) && error.isNetworkError ? id.errors.network : id.errors.generic
  return { fields: {}, message: format(personalizationTexts.saveFailed, { reason }) }
}

type Fate = { kind: 'delivered' } | { kind: 'waiting' } | { kind: 'refused'; error: OutboxError }

/**
 * What became of a queued save: delivered (gone from the outbox, not refused), refused, or still
 * waiting (offline, no answer, the server asked to try later, or no answer within `timeoutMs`).
 */
export function fateOf(entryId: string, timeoutMs = 10_000): Promise<Fate> {
  const box = getOutbox()
  return new Promise((resolve) => {
    let done = false
    let unsubscribe = () => {}
    const timer = setTimeout(() => finish({ kind: 'waiting' }), timeoutMs)
    function finish(fate: Fate) {
      if (done) return
      done = true
      unsubscribe()
      clearTimeout(timer)
      resolve(fate)
    }
    const check = async () => {
      const entry: OutboxEntry | undefined = (await box.list()).find((e) => e.id === entryId)
      if (!entry) finish({ kind: 'delivered' })
      else if (entry.state === 'failed' && entry.lastError) finish({ kind: 'refused', error: entry.lastError })
      else if (navigator.onLine === false || entry.attempts > 0 || entry.state === 'waiting-auth') finish({ kind: 'waiting' })
    }
    unsubscribe = box.subscribe(() => void check().catch(() => finish({ kind: 'waiting' })))
    void check().catch(() => finish({ kind: 'waiting' }))
  })
}

/**
 * Saves the chosen interests through the outbox. Online the form waits for the answer: delivered,
 * every personalized list refetches and `onSaved('saved')`; refused, `onRefused` with the reasons
 * (the refusal is the form's to show, so it leaves the outbox). Offline, or without an answer, the
 * save waits in the outbox and `onSaved('waiting')`: it is sent when the connection returns.
 */
export function useSaveInterests(onSaved: (outcome: 'saved' | 'waiting') => void) {
  const queryClient = useQueryClient()
  const queue = useMutation<OutboxEntry, Error, InterestsInput>({ mutationKey: personalizationMutationKeys.save })
  const [isPending, setPending] = useState(false)
  const save = async (choices: InterestsInput, onRefused: (failure: SaveFailure) => void) => {
    setPending(true)
    try {
      // An earlier refusal this form showed is answered by this save.
      for (const entry of await getOutbox().pending(INTERESTS_RESOURCE)) if (entry.state === 'failed') await getOutbox().remove(entry.id)
      const entry = await queue.mutateAsync(choices)
      const fate = await fateOf(entry.id)
      if (fate.kind === 'refused') {
        await getOutbox().remove(entry.id)
        onRefused(toSaveFailure(fate.error))
        return
      }
      if (fate.kind === 'delivered') await queryClient.invalidateQueries({ queryKey: personalizedKeyRoot })
      onSaved(fate.kind === 'delivered' ? 'saved' : 'waiting')
    } catch (error) {
      onRefused(notQueued(error))
    } finally {
      setPending(false)
    }
  }
  return { save, isPending }
}
