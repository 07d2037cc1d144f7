import { withDatabase } from './support/auth'

/**
 * Employees the journeys sign in as, given one interest before any spec runs. A user without
 * interests gets the personalization modal right after sign-in (spec section 4), and a modal
 * makes the rest of the page inert: journeys about something else would stumble over it. The
 * personalization journey signs in as someone not listed here (e2e/personalization.spec.ts).
 * Runs after the web server is up (Playwright starts `webServer` before global setup), so the
 * database is migrated and seeded.
 */
export const usersWithInterests = ['budi.santoso', 'sari.wulandari', 'andi.pratama', 'rizky.ramadhan']

export default function globalSetup(): void {
  withDatabase((db) => {
    const insert = db.prepare(
      `INSERT OR IGNORE INTO personal_interests (employee_id, kind, ref_id, created_at)
       SELECT e.id, 'category', (SELECT id FROM learning_categories ORDER BY id LIMIT 1), ?
       FROM employees e WHERE e.username = ?`,
    )
    const now = new Date().toISOString()
    for (const username of usersWithInterests) insert.run(now, username)
  })
}
