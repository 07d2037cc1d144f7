import { classifyAnswer } from '@/shared/outbox/entry'
import {
  IDEMPOTENCY_KEY_HEADER,
  OUTBOX_BATCH_PATH,
  OUTBOX_USER_HEADER,
  OUTBOX_USER_MISMATCH_TYPE,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from '@/shared/wire'

interface BatchWrite {
  method: string
  url: string
  body?: unknown
  idempotency_key: string
  user_id: number
  resource: string
}

/**
 * A fake server's fetch that also answers the outbox's batch endpoint the way the real one does
 * (server/features/system/outbox-batch.ts): each write handed to `single` as if it had come alone,
 * in order; after a write of a resource that did not arrive, that resource's later writes are
 * skipped; after a 401 that is not another user's write, all the rest. `batches` counts the batch requests.
 */
export function withBatches(single: typeof fetch): typeof fetch & { batches: number } {
  const batched = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (String(input) !== OUTBOX_BATCH_PATH) return single(input, init)
    batched.batches += 1
    const { writes } = JSON.parse(String(init?.body)) as { writes: BatchWrite[] }
    const answers: unknown[] = []
    const blocked = new Set<string>()
    let stopped = false
    for (const write of writes) {
      const key = `${write.user_id} ${write.resource}`
      if (stopped || blocked.has(key)) {
        answers.push({ status: 0, skipped: true })
        continue
      }
      const response = await single(write.url, {
        method: write.method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: write.idempotency_key,
          [OUTBOX_USER_HEADER]: String(write.user_id),
          [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
        },
        body: JSON.stringify(write.body),
      })
      const problem = response.status >= 300 ? ((await response.json().catch(() => ({}))) as { type?: string }) : undefined
      const retryAfter = response.headers.get('Retry-After')
      answers.push({ status: response.status, ...(problem ? { problem } : {}), ...(retryAfter ? { retry_after: retryAfter } : {}) })
      const kind = classifyAnswer(response.status, problem?.type)
      if (kind === 'retry' || kind === 'waiting-auth') blocked.add(key)
      if (kind === 'waiting-auth' && problem?.type !== OUTBOX_USER_MISMATCH_TYPE) stopped = true
    }
    return Response.json({ data: answers })
  }
  batched.batches = 0
  return batched as typeof fetch & { batches: number }
}
