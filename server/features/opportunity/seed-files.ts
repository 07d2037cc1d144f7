import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { demoCvPdf } from '../../db/seed/demo-cv'
import { cvStoredName, demoApplicants, demoCvOf } from '../../db/seed/opportunity-applications'
import { seedApplications } from '../../db/seed/opportunity-data'
import { writeSeedCv } from './cv-files'

/**
 * Stores the demo applications' CV files in the file store (once: an existing file stays), under
 * the names the demo applications (server/db/seed/opportunity-applications.ts) point at. Called
 * after the seed's transaction, when the caller asks for files.
 */
export async function seedOpportunityFiles(db: Kysely<Database>): Promise<void> {
  const people = await demoApplicants(db)
  for (const a of seedApplications) {
    const person = people.get(a.username)
    if (person) await writeSeedCv(db, cvStoredName(a.username, a.opening), demoCvPdf(demoCvOf(person, a.cvLines)))
  }
}
