import type { Kysely } from 'kysely'
import type { UserDetail } from '../../../src/contract/profile-user'
import { compiledQuery } from '../compiled-query'
import type { Database } from '../schema'
import type { Employee } from '../schema/employee'

export async function findEmployeeByUsername(db: Kysely<Database>, username: string): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst()
}

// Read by the signed-in session answer (every page load asks it): compiled once (decision 035).
const employeeById = compiledQuery(['id'], (db, { id }: { id: number }) => db.selectFrom('employees').selectAll().where('id', '=', id))

export async function findEmployeeById(db: Kysely<Database>, id: number): Promise<Employee | undefined> {
  return employeeById.first(db, { id })
}

/**
 * The roles the embedded identity provider gives the employee in its tokens (`roles` claim), in
 * name order. The app itself reads roles from the tokens (server/auth/roles.ts), never from here.
 */
export async function rolesOfEmployee(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db.selectFrom('employee_roles').select('role').where('employee_id', '=', id).orderBy('role').execute()
  return rows.map((r) => r.role)
}

/** By username or e-mail, as typed on the login page (case does not matter). */
export async function findEmployeeByLogin(db: Kysely<Database>, login: string): Promise<Employee | undefined> {
  const value = login.trim().toLowerCase()
  if (!value) return undefined
  return db
    .selectFrom('employees')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', value), eb(eb.fn('lower', ['email']), '=', value)]))
    .orderBy('id')
    .executeTakeFirst()
}

/**
 * The one employee with this e-mail, case not counting (sign-in with Google, decision 028); none
 * when no employee has it, or when two addresses differ only in case (which one was meant is unknown).
 */
export async function findEmployeeByEmail(db: Kysely<Database>, email: string): Promise<Employee | undefined> {
  const value = email.trim().toLowerCase()
  if (!value) return undefined
  const rows = await db
    .selectFrom('employees')
    .selectAll()
    .where(db.fn('lower', ['email']), '=', value)
    .limit(2)
    .execute()
  return rows.length === 1 ? rows[0] : undefined
}

export interface IdentityClaims {
  username: string
  givenName: string
  familyName: string
  email: string
}

/** Who signs in, as the identity provider names them: its issuer and their subject there. */
export interface OidcIdentity {
  issuer: string
  subject: string
}

export async function findEmployeeByIdentity(db: Kysely<Database>, identity: OidcIdentity): Promise<Employee | undefined> {
  return db.selectFrom('employees').selectAll().where('oidc_issuer', '=', identity.issuer).where('oidc_subject', '=', identity.subject).executeTakeFirst()
}

/** Links an employee not yet linked to `identity`; false when it was linked meanwhile. */
export async function linkEmployeeIdentity(db: Kysely<Database>, id: number, identity: OidcIdentity, now: string): Promise<boolean> {
  const result = await db
    .updateTable('employees')
    .set({ oidc_issuer: identity.issuer, oidc_subject: identity.subject, updated_at: now })
    .where('id', '=', id)
    .where('oidc_issuer', 'is', null)
    .where('oidc_subject', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

function fullNameOf(claims: IdentityClaims): string {
  return [claims.givenName, claims.familyName].filter(Boolean).join(' ') || claims.username.toLowerCase()
}

/** The name and e-mail the identity provider holds (it owns them); everything else stays as it is. */
export async function updateEmployeeClaims(
  db: Kysely<Database>,
  id: number,
  claims: Omit<IdentityClaims, 'username'> & { username?: string },
  now: string,
): Promise<Employee> {
  await db
    .updateTable('employees')
    .set({
      given_name: claims.givenName,
      family_name: claims.familyName,
      full_name: fullNameOf({ username: '', ...claims }),
      email: claims.email,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
  return (await findEmployeeById(db, id))!
}

/** The employee of a first sign-in, linked to its identity from the start. */
export async function insertLinkedEmployee(db: Kysely<Database>, claims: IdentityClaims, identity: OidcIdentity, now: string): Promise<Employee> {
  const row = await db
    .insertInto('employees')
    .values({
      username: claims.username.toLowerCase(),
      given_name: claims.givenName,
      family_name: claims.familyName,
      full_name: fullNameOf(claims),
      email: claims.email,
      position: null,
      business_unit_id: null,
      employee_status_id: null,
      company_location_id: null,
      profile_image: null,
      bio: null,
      joined_at: null,
      created_at: now,
      updated_at: now,
      oidc_issuer: identity.issuer,
      oidc_subject: identity.subject,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await findEmployeeById(db, row.id))!
}

/** The full record of the user detail call, with the names of unit, status and location. */
export async function findEmployeeDetail(db: Kysely<Database>, id: number): Promise<Omit<UserDetail, 'skills' | 'visibility'> | undefined> {
  const row = await db
    .selectFrom('employees as e')
    .leftJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .leftJoin('employee_statuses as es', 'es.id', 'e.employee_status_id')
    .leftJoin('company_locations as cl', 'cl.id', 'e.company_location_id')
    .select([
      'e.id',
      'e.username',
      'e.given_name',
      'e.family_name',
      'e.full_name',
      'e.email',
      'e.position',
      'e.profile_image',
      'e.bio',
      'e.joined_at',
      'bu.id as bu_id',
      'bu.name as bu_name',
      'es.id as es_id',
      'es.name as es_name',
      'cl.id as cl_id',
      'cl.name as cl_name',
      'cl.city as cl_city',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    username: row.username,
    given_name: row.given_name,
    family_name: row.family_name,
    full_name: row.full_name,
    email: row.email,
    position: row.position,
    profile_image: row.profile_image,
    bio: row.bio,
    business_unit: row.bu_id !== null && row.bu_name !== null ? { id: row.bu_id, name: row.bu_name } : null,
    employee_status: row.es_id !== null && row.es_name !== null ? { id: row.es_id, name: row.es_name } : null,
    company_location: row.cl_id !== null && row.cl_name !== null && row.cl_city !== null ? { id: row.cl_id, name: row.cl_name, city: row.cl_city } : null,
    joined_at: row.joined_at,
  }
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
