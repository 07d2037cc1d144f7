// What every server process shares beyond the areas' tables (migration 0021, decision 025).

/** An uploaded file's bytes, by kind (`covers`, `photos`, …) and the random name records refer to. */
export interface StoredFileTable {
  kind: string
  name: string
  bytes: Buffer
  size: number
  created_at: string
}

/** Who runs a scheduled job (`holder`, one per process) until `expires_at`. */
export interface LeaseTable {
  name: string
  holder: string
  expires_at: string
}

export interface SharedStateTables {
  stored_files: StoredFileTable
  leases: LeaseTable
}
