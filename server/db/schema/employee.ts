import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

// Employees: every area refers to them (migration 0001; 0002 and 0003 add sign-in columns, 0014 their roles).

export interface EmployeeTable {
  id: Generated<number>
  username: string
  given_name: string
  family_name: string
  full_name: string
  email: string
  position: string | null
  /** Null for employees created at their first sign-in through an external identity provider. */
  business_unit_id: number | null
  employee_status_id: number | null
  company_location_id: number | null
  profile_image: string | null
  bio: string | null
  joined_at: string | null
  created_at: string
  updated_at: string
  /** `scrypt$N$r$p$salt$hash` (server/auth/password.ts); null: cannot sign in with a password. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>
  /** The identity provider (issuer) and subject this employee signs in as; null until the first sign-in links them. */
  oidc_issuer: ColumnType<string | null, string | null | undefined, string | null>
  oidc_subject: ColumnType<string | null, string | null | undefined, string | null>
}

export type Employee = Selectable<EmployeeTable>

export type NewEmployee = Insertable<EmployeeTable>

export type EmployeeUpdate = Updateable<EmployeeTable>

/** A role the embedded identity provider puts in the employee's tokens (`roles` claim; migration 0014). */
export interface EmployeeRoleTable {
  employee_id: number
  role: string
}

export interface EmployeeTables {
  employees: EmployeeTable
  employee_roles: EmployeeRoleTable
}
