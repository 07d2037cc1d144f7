import type { RecordKind } from '@/contract/profile-record'

// Apart from the query keys: register.ts runs before the first screen, and this is all it needs.

/** Mutation keys of the queued writes (record-mutations.ts and save-mutations.ts register their defaults). */
export const discoveryMutationKeys = {
  addRecord: ['discovery', 'record', 'add'] as const,
  removeRecord: ['discovery', 'record', 'remove'] as const,
  save: ['discovery', 'save'] as const,
  unsave: ['discovery', 'unsave'] as const,
}

/** The outbox resource of one kind's records: its adds and deletes arrive in the order made. */
export const recordResource = (kind: RecordKind) => `${RECORD_RESOURCE_PREFIX}${kind}`
export const RECORD_RESOURCE_PREFIX = 'profile-record:'

/** The outbox resource of one feed item's saved mark: save and unsave arrive in order. */
export const savedResource = (id: number) => `discovery-saved:${id}`
export const SAVED_RESOURCE_PREFIX = 'discovery-saved:'
