import type { Kysely } from 'kysely'
import type { Database, Employee } from '../schema'

export async function findEmployeeByUsername(db: Kysely<Database>, username: string): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst()
}

export async function findEmployeeById(db: Kysely<Database>, id: number): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst()
}
