import type { DatabaseHandle } from '../../../server/db/database'
import type { StoredFileKind } from '../../../server/db/repositories/file-store'

/** The names the file store holds for `kind` (decision 025: uploads live in the database). */
export async function storedFileNames(database: DatabaseHandle, kind: StoredFileKind): Promise<string[]> {
  const rows = await database.db.selectFrom('stored_files').select('name').where('kind', '=', kind).orderBy('name').execute()
  return rows.map((row) => row.name)
}
