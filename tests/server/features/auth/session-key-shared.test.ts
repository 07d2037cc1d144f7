import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { resolveSessionKey, SESSION_KEY_FILE, SESSION_KEY_SECRET } from '../../../../server/auth/token-cipher'
import { testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Decision 025: processes on several machines open each other's sessions. On PostgreSQL without
// SESSION_ENCRYPTION_KEY the key is the database's; on SQLite (one machine) it stays in DATA_DIR.
describeOnEngines('the session tokens’ key for several processes', (target) => {
  let test: TestDatabase
  const dirs: string[] = []
  const newDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-key-'))
    dirs.push(dir)
    return dir
  }
  const storedKey = async () =>
    (await test.database.db.selectFrom('app_secrets').select('value').where('name', '=', SESSION_KEY_SECRET).executeTakeFirst())?.value

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
  })
  afterAll(async () => {
    await test?.cleanup()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('uses SESSION_ENCRYPTION_KEY when set, and keeps nothing in the database or DATA_DIR', async () => {
    const key = randomBytes(32)
    const dir = newDir()
    let told = false
    expect((await resolveSessionKey(testConfig(dir, { SESSION_ENCRYPTION_KEY: key.toString('base64') }), test.database, () => (told = true))).equals(key)).toBe(true)
    expect(told).toBe(false)
    expect(await storedKey()).toBeUndefined()
    expect(fs.existsSync(path.join(dir, SESSION_KEY_FILE))).toBe(false)
  })

  if (target.engine === 'sqlite') {
    it('keeps the key in DATA_DIR on SQLite, never in the database', async () => {
      const dir = newDir()
      const key = await resolveSessionKey(testConfig(dir), test.database)
      expect(fs.readFileSync(path.join(dir, SESSION_KEY_FILE), 'utf8').trim()).toBe(key.toString('base64url'))
      expect(await storedKey()).toBeUndefined()
    })
  } else {
    it('gives a process on another machine (another DATA_DIR) the first one’s key, an existing key file becoming it', async () => {
      const firstDir = newDir()
      const fileKey = randomBytes(32)
      fs.writeFileSync(path.join(firstDir, SESSION_KEY_FILE), `${fileKey.toString('base64url')}\n`)
      let told = 0
      const first = await resolveSessionKey(testConfig(firstDir), test.database, () => (told += 1))
      expect(first.equals(fileKey)).toBe(true)
      const second = await resolveSessionKey(testConfig(newDir()), test.database, () => (told += 1))
      expect(second.equals(fileKey)).toBe(true)
      expect(told).toBe(2)
      expect(await storedKey()).toBe(fileKey.toString('base64url'))
    })
  }
})
