import type { Kysely } from 'kysely'
import {
  findEmployeeByIdentity,
  findEmployeeByUsername,
  insertLinkedEmployee,
  isUniqueViolation,
  linkEmployeeIdentity,
  updateEmployeeClaims,
  type OidcIdentity,
} from '../db/repositories/employee-repository'
import type { Database } from '../db/schema'
import type { Employee } from '../db/schema/employee'

/**
 * Which employee an identity of the identity provider is. A username is only a name: another
 * identity (a second realm, a renamed and re-created account) may carry it. So an employee is found
 * by the (issuer, subject) it is linked to; by username only while it has no link yet (HR creates
 * employees in advance under their SSO usernames), and the first sign-in then links it.
 */
export type IdentityMatch =
  | { kind: 'found'; employee: Employee }
  /** The username's employee is linked to another identity. */
  | { kind: 'linked-elsewhere'; employee: Employee }
  | { kind: 'none' }

/** Why an identity may not sign in; callers answer each with its problem (server/http/auth-problems.ts). */
export type IdentityRefusalReason = 'linked-elsewhere' | 'no-email' | 'email-taken'

export class IdentityRefusal extends Error {
  constructor(readonly reason: IdentityRefusalReason) {
    super(`identity refused: ${reason}`)
    this.name = 'IdentityRefusal'
  }
}

export async function matchEmployee(db: Kysely<Database>, identity: OidcIdentity, username: string, now: string): Promise<IdentityMatch> {
  const linked = await findEmployeeByIdentity(db, identity)
  if (linked) return { kind: 'found', employee: linked }
  const named = username ? await findEmployeeByUsername(db, username) : undefined
  if (!named) return { kind: 'none' }
  if (named.oidc_issuer === null && named.oidc_subject === null) {
    try {
      if (await linkEmployeeIdentity(db, named.id, identity, now)) {
        return { kind: 'found', employee: { ...named, oidc_issuer: identity.issuer, oidc_subject: identity.subject, updated_at: now } }
      }
    } catch (error) {
      // The identity was linked to another row meanwhile (a concurrent first sign-in).
      if (!isUniqueViolation(error)) throw error
    }
    const raced = await findEmployeeByIdentity(db, identity)
    if (raced) return { kind: 'found', employee: raced }
  }
  return { kind: 'linked-elsewhere', employee: named }
}

export interface SignInClaims {
  username: string
  givenName: string
  familyName: string
  email: string
}

/**
 * The employee of a sign-in: found (and its name and e-mail refreshed from the provider, which
 * owns them), linked, or created. Throws an IdentityRefusal when none may be used.
 */
export async function employeeForSignIn(db: Kysely<Database>, identity: OidcIdentity, claims: SignInClaims, now: string): Promise<Employee> {
  for (let attempt = 0; ; attempt++) {
    const match = await matchEmployee(db, identity, claims.username, now)
    if (match.kind === 'linked-elsewhere') throw new IdentityRefusal('linked-elsewhere')
    const existing = match.kind === 'found' ? match.employee : undefined
    const email = claims.email || existing?.email
    if (!email) throw new IdentityRefusal('no-email')
    const fields = {
      givenName: claims.givenName || existing?.given_name || claims.username,
      familyName: claims.familyName || existing?.family_name || '',
      email,
    }
    try {
      if (existing) return await updateEmployeeClaims(db, existing.id, fields, now)
      return await insertLinkedEmployee(db, { username: claims.username, ...fields }, identity, now)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // A concurrent first sign-in may have created the row (username or identity taken): match
      // again, once; otherwise the e-mail belongs to another employee.
      if (existing || attempt > 0) throw new IdentityRefusal('email-taken')
    }
  }
}
