import { MutationObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { id } from '@/lib/i18n/id'
import { clearToasts, toastStore } from '@/lib/toast/toast-store'
import { OutboxStorageError } from '@/shared/outbox/entry'
import { PERSIST_MAX_AGE_MS } from '@/lib/query/persister'
import { createQueryClient, shouldRetry } from '@/lib/query/query-client'

const apiError = (status: number) => new ApiError(status, { type: 'about:blank', title: '', status, detail: '', errors: [] })

describe('query client', () => {
  afterEach(() => clearToasts())

  it('says in Indonesian when a write could not be queued because the device is full', async () => {
    const queryClient = createQueryClient()
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new OutboxStorageError(new DOMException('full', 'QuotaExceededError'))),
    })
    await observer.mutate().catch(() => undefined)
    expect(toastStore.toasts.map((t) => t.message)).toEqual([id.outbox.storageFull])
    expect(id.outbox.storageFull).toMatch(/Penyimpanan perangkat penuh/)
  })

  it('keeps unused data at least as long as the persister may restore it', () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS)
  })

  it('does not retry a 4xx answer, except 408 and 429', () => {
    expect(shouldRetry(0, apiError(400))).toBe(false)
    expect(shouldRetry(0, apiError(401))).toBe(false)
    expect(shouldRetry(0, apiError(404))).toBe(false)
    expect(shouldRetry(0, apiError(408))).toBe(true)
    expect(shouldRetry(0, apiError(429))).toBe(true)
  })

  it('retries network failures and 5xx a limited number of times', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true)
    expect(shouldRetry(1, apiError(503))).toBe(true)
    expect(shouldRetry(2, apiError(503))).toBe(false)
    expect(shouldRetry(0, new Error('boom'))).toBe(true)
  })
})
