import type { QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { recordKindApis, type RecordKind } from '@/contract/profile-record'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { discoveryTexts } from '../texts'
import { discoveryMutationKeys, recordResource } from './discovery-mutation-keys'

// Adding and deleting a record (issue 18) are queued in the outbox: made offline they are sent once
// the connection returns, exactly once (Idempotency-Key); a book's cover travels in the body in the
// spec's base64 form. Nothing is optimistic: the list shows what waits ('Menunggu dikirim') beside
// what the server has, and a refusal stays visible with what was typed, to be put right.

export interface AddRecordVariables {
  kind: RecordKind
  /** The contract's create body of the kind (checked against its schema before it is queued). */
  body: Record<string, unknown>
  /** Shown in the outbox list. */
  title: string
}

export interface RemoveRecordVariables {
  kind: RecordKind
  id: number
  title: string
}

export function registerRecordMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<AddRecordVariables>(
    queryClient,
    discoveryMutationKeys.addRecord,
    (v) => ({
      method: 'POST',
      url: recordKindApis[v.kind].create.path,
      body: v.body,
      resource: recordResource(v.kind),
      label: format(discoveryTexts.outbox.add, { kind: discoveryTexts.kinds[v.kind], title: v.title }),
    }),
    { ...deps, folding: { never: 'each add is a record of its own' } },
  )
  registerQueuedMutation<RemoveRecordVariables>(
    queryClient,
    discoveryMutationKeys.removeRecord,
    (v) => ({
      method: 'DELETE',
      url: fillPath(recordKindApis[v.kind].remove.path, { id: v.id }),
      body: {},
      resource: recordResource(v.kind),
      label: format(discoveryTexts.outbox.remove, { kind: discoveryTexts.kinds[v.kind], title: v.title }),
    }),
    { ...deps, folding: { never: 'each delete removes a record of its own' } },
  )
}
