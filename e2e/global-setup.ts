import { randomBytes, scryptSync } from 'node:crypto'
import { demoUsers, withDatabase } from './support/auth'

/**
 * Employees the journeys sign in as, given one interest before any spec runs. A user without
 * interests gets the personalization modal right after sign-in (spec section 4), and a modal
 * makes the rest of the page inert: journeys about something else would stumble over it. The
 * personalization journey signs in as someone not listed here (e2e/personalization.spec.ts).
 * Runs after the web server is up (Playwright starts `webServer` before global setup), so the
 * database is migrated and seeded.
 */
export const usersWithInterests = ['budi.santoso', 'sari.wulandari', 'andi.pratama', 'rizky.ramadhan']

/**
 * The seeded employees' passwords (the default DEMO_PASSWORD) hashed again at a test cost, scrypt
 * N=2^10 instead of production's 2^15 (server/auth/password.ts), as the server tests' databases are
 * (tests/server/helpers/template-database.ts): a hash names its cost and the server verifies with
 * the cost it names, so each sign-in still runs the real check, at about 2.6 ms of CPU instead of
 * 105 ms. Only this shared server's database: the servers that specs start of their own seed as
 * `npm start` does. Same format as the server's: `scrypt$N$r$p$salt$hash`, base64url.
 */
function testCostHash(password: string): string {
  const N = 2 ** 10
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1 })
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export default function globalSetup(): void {
  withDatabase((db) => {
    const employees = db.prepare(`SELECT id FROM employees WHERE password_hash IS NOT NULL`).all() as { id: number }[]
    const setHash = db.prepare(`UPDATE employees SET password_hash = ? WHERE id = ?`)
    for (const { id } of employees) setHash.run(testCostHash(demoUsers.budi.password), id)

    const insert = db.prepare(
      `INSERT OR IGNORE INTO personal_interests (employee_id, kind, ref_id, created_at)
       SELECT e.id, 'category', (SELECT id FROM learning_categories ORDER BY id LIMIT 1), ?
       FROM employees e WHERE e.username = ?`,
    )
    const now = new Date().toISOString()
    for (const username of usersWithInterests) insert.run(now, username)
  })
}
