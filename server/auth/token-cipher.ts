import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config'
import { getOrCreateSecret } from '../db/repositories/secret-repository'
import type { Database } from '../db/schema'

/** The key file in DATA_DIR when SESSION_ENCRYPTION_KEY is not set. */
export const SESSION_KEY_FILE = 'session-encryption.key'
const VERSION = 'v1'

/** 32 bytes from SESSION_ENCRYPTION_KEY (base64, base64url or hex), as config.ts validated it. */
export function decodeSessionKey(value: string): Buffer {
  const trimmed = value.trim()
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64url')
  if (key.length !== 32) throw new Error('SESSION_ENCRYPTION_KEY must be 32 bytes')
  return key
}

/**
 * The key the session tokens are encrypted with: SESSION_ENCRYPTION_KEY, or the one generated on
 * first start into DATA_DIR (owner-only file). Not in the database, so a copy or backup of the
 * database alone opens no session (decision 022). On PostgreSQL without SESSION_ENCRYPTION_KEY the
 * server uses resolveSessionKey instead (decision 025).
 */
export function loadSessionKey(config: AppConfig): Buffer {
  if (config.sessionEncryptionKey) return decodeSessionKey(config.sessionEncryptionKey)
  const file = path.join(config.dataDir, SESSION_KEY_FILE)
  try {
    return decodeSessionKey(readFileSync(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(config.dataDir, { recursive: true })
  const key = randomBytes(32)
  try {
    // 'wx': a second process starting at the same moment keeps the first one's key.
    writeFileSync(file, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return decodeSessionKey(readFileSync(file, 'utf8'))
  }
}

/** The key's name in app_secrets when PostgreSQL keeps it (SESSION_ENCRYPTION_KEY unset; decision 025). */
export const SESSION_KEY_SECRET = 'session-encryption-key'

/**
 * The session tokens' key for this server: SESSION_ENCRYPTION_KEY when set; on SQLite (one machine)
 * the key file in DATA_DIR (loadSessionKey); on PostgreSQL without it, the key kept in the
 * database's app_secrets, so a process on another machine opens the sessions this one made
 * (decision 025, which narrows 022: set SESSION_ENCRYPTION_KEY to keep the key out of the
 * database). An existing key file in DATA_DIR becomes that key, so moving from one process to
 * several signs nobody out; `onKeyInDatabase` is told, for the start-up warning.
 */
export async function resolveSessionKey(
  config: AppConfig,
  database: { db: Kysely<Database>; engine: 'sqlite' | 'postgres' },
  onKeyInDatabase?: () => void,
): Promise<Buffer> {
  if (config.sessionEncryptionKey || database.engine === 'sqlite') return loadSessionKey(config)
  onKeyInDatabase?.()
  const stored = await getOrCreateSecret(database.db, SESSION_KEY_SECRET, () => {
    try {
      return decodeSessionKey(readFileSync(path.join(config.dataDir, SESSION_KEY_FILE), 'utf8')).toString('base64url')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return randomBytes(32).toString('base64url')
    }
  })
  return decodeSessionKey(stored)
}

export class TokenDecryptError extends Error {
  constructor() {
    super('session token cannot be decrypted (another key, or altered)')
    this.name = 'TokenDecryptError'
  }
}

/** Most opened values remembered (decision 035): a few per live session. */
export const OPENED_MEMO_SIZE = 2000

/**
 * AES-256-GCM for the tokens in the sessions table. Each value is bound to its row and column
 * (additional data), so a ciphertext moved to another session or column does not open.
 *
 * Every signed-in request opens its session's access token (a row that does not open ends the
 * session, decision 033). Opening is a pure function of the key, the row, the column and the
 * stored text, so what opened is remembered by exactly those (the key is this instance's): the
 * same stored text opens again without AES. A value that does not open is never remembered and
 * fails every time; the row is still read from the database on every request (no session is kept
 * in memory, decisions 022 and 025).
 */
export class TokenCipher {
  /**
   * What opened, per row and column (`<id hash>:<column>`), with the stored text it opened from: a
   * hit needs that exact text. Keyed by the row and column only, not by the 1 KB stored text as
   * well, so a request hashes a short key (decision 039); a new text for the same row and column
   * (a refresh) takes the place of the old one.
   */
  private readonly opened = new Map<string, { sealed: string; plain: string }>()

  constructor(
    private readonly key: Buffer,
    private readonly memoSize = OPENED_MEMO_SIZE,
  ) {}

  seal(plain: string, idHash: string, column: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(`${idHash}:${column}`))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
  }

  open(sealed: string, idHash: string, column: string): string {
    const memoKey = `${idHash}:${column}`
    const known = this.opened.get(memoKey)
    if (known !== undefined && known.sealed === sealed) {
      // Used again: to the back of the line (a Map keeps insertion order).
      this.opened.delete(memoKey)
      this.opened.set(memoKey, known)
      return known.plain
    }
    const plain = this.decrypt(sealed, idHash, column)
    if (this.memoSize > 0) {
      this.opened.delete(memoKey)
      // The least recently used first out: the first in the Map's order.
      if (this.opened.size >= this.memoSize) this.opened.delete(this.opened.keys().next().value!)
      this.opened.set(memoKey, { sealed, plain })
    }
    return plain
  }

  /** Forgets what opened for this row: its session has ended, and its tokens leave this process's memory. */
  forget(idHash: string): void {
    const prefix = `${idHash}:`
    for (const memoKey of this.opened.keys()) if (memoKey.startsWith(prefix)) this.opened.delete(memoKey)
  }

  /** How many opened values of this row are remembered (for the tests of `forget`). */
  remembered(idHash: string): number {
    const prefix = `${idHash}:`
    let count = 0
    for (const memoKey of this.opened.keys()) if (memoKey.startsWith(prefix)) count += 1
    return count
  }

  private decrypt(sealed: string, idHash: string, column: string): string {
    const [version, payload] = sealed.split('.', 2)
    if (version !== VERSION || !payload) throw new TokenDecryptError()
    const raw = Buffer.from(payload, 'base64url')
    if (raw.length < 28) throw new TokenDecryptError()
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12))
      decipher.setAAD(Buffer.from(`${idHash}:${column}`))
      decipher.setAuthTag(raw.subarray(raw.length - 16))
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8')
    } catch {
      throw new TokenDecryptError()
    }
  }
}
