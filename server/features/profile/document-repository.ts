import type { Kysely } from 'kysely'
import { fillPath } from '../../../src/contract/endpoint'
import { profileDocumentApi, type DocumentCategory, type ProfileDocument } from '../../../src/contract/profile-document'
import type { Database } from '../../db/schema'

export interface StoredDocument {
  name: string
  stored: string
  kind: ProfileDocument['kind']
  size: number
}

type Row = {
  id: number
  category: string
  name: string
  kind: string
  size: number
  created_at: string
}

const toDocument = (r: Row): ProfileDocument => ({
  id: r.id,
  category: r.category as DocumentCategory,
  name: r.name,
  kind: r.kind as ProfileDocument['kind'],
  size: r.size,
  created_at: r.created_at,
  url: fillPath(profileDocumentApi.file.path, { id: r.id }),
})

export async function documentsOf(db: Kysely<Database>, employeeId: number): Promise<ProfileDocument[]> {
  const rows = await db
    .selectFrom('profile_documents')
    .select(['id', 'category', 'name', 'kind', 'size', 'created_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toDocument)
}

export async function insertDocument(
  db: Kysely<Database>,
  employeeId: number,
  category: DocumentCategory,
  file: StoredDocument,
  now: string,
): Promise<ProfileDocument> {
  const row = await db
    .insertInto('profile_documents')
    .values({
      employee_id: employeeId,
      category,
      name: file.name,
      stored: file.stored,
      kind: file.kind,
      size: file.size,
      created_at: now,
    })
    .returning(['id', 'category', 'name', 'kind', 'size', 'created_at'])
    .executeTakeFirstOrThrow()
  return toDocument(row)
}

/** The caller's own document with its stored name; undefined when missing or someone else's. */
export async function ownDocument(db: Kysely<Database>, id: number, employeeId: number) {
  return db
    .selectFrom('profile_documents')
    .select(['id', 'name', 'stored', 'kind'])
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
}

/** Deletes the caller's own document; the stored name when a row went, undefined otherwise. */
export async function deleteOwnDocument(db: Kysely<Database>, id: number, employeeId: number): Promise<string | undefined> {
  const row = await db.deleteFrom('profile_documents').where('id', '=', id).where('employee_id', '=', employeeId).returning('stored').executeTakeFirst()
  return row?.stored
}
