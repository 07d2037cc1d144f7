// The outbox's stored answers (migration 0004), per employee and Idempotency-Key.

/** The stored answer of an idempotent write, per employee and `Idempotency-Key`. */
export interface IdempotencyKeyTable {
  employee_id: number
  key: string
  method: string
  path: string
  /** sha256 hex of the request body (canonical JSON). */
  request_hash: string
  status: 'processing' | 'done'
  response_status: number | null
  response_body: string | null
  created_at: string
  expires_at: string
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable
}
