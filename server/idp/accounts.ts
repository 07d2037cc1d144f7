import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Account } from 'oidc-provider'
import { decoyHash, verifyPassword } from '../auth/password'
import { findEmployeeByLogin, findEmployeeByUsername, rolesOfEmployee } from '../db/repositories/employee-repository'
import {
  attemptsFromClientSince,
  attemptsOfAccountSince,
  clearSignInAttempts,
  recordSignInAttempt,
  type AttemptKey,
} from '../db/repositories/sign-in-attempt-repository'
import type { Database } from '../db/schema'
import type { Employee } from '../db/schema/employee'

export const LOCKOUT = {
  /** Failed sign-ins that lock a login key for one client address… */
  maxFailures: 5,
  /** …when they fall within this window; the lock then lasts this long after the last of them. */
  windowMs: 15 * 60 * 1000,
} as const

/**
 * The softer, account-wide brake: usernames are public, so a lock for every client would let
 * anyone lock an employee out. Instead, once an account had this many failures within the window
 * from any client, every further attempt waits longer, doubling up to `maxMs`.
 */
export const ACCOUNT_SLOWDOWN = { afterFailures: LOCKOUT.maxFailures, baseMs: 500, maxMs: 4000 } as const

/** Every refused attempt waits this long: slows guessing, and hides which check refused it. */
export const FAILURE_DELAY_MS = 400

export type CredentialCheck = { ok: true; employee: Employee } | { ok: false; reason: 'invalid' | 'locked' }

/** Locked when the newest `maxFailures` failures lie within one window that has not yet passed. */
export function isLockedOut(failuresNewestFirst: readonly Date[], now: Date): boolean {
  if (failuresNewestFirst.length < LOCKOUT.maxFailures) return false
  const newest = failuresNewestFirst[0]!.getTime()
  const oldest = failuresNewestFirst[LOCKOUT.maxFailures - 1]!.getTime()
  return newest - oldest <= LOCKOUT.windowMs && now.getTime() - newest < LOCKOUT.windowMs
}

/** The wait before checking a password of an account that had `failures` recent failures from anywhere. */
export function accountDelayMs(failures: number): number {
  const over = failures - ACCOUNT_SLOWDOWN.afterFailures
  if (over < 0) return 0
  return Math.min(ACCOUNT_SLOWDOWN.maxMs, ACCOUNT_SLOWDOWN.baseMs * 2 ** Math.min(over, 16))
}

/**
 * Checks a username-or-e-mail and password from `clientIp`. Failures count per account (username
 * and e-mail share one counter), or per typed name when no account matches, so guessing names
 * locks them too; the lock holds for that account and client address only.
 *
 * The attempt is recorded before anything is checked and the lock decided on the attempts then
 * recorded, so parallel guesses cannot all pass the check before any failure is written: of any
 * six concurrent attempts, the last one recorded sees the other five, so at most five passwords
 * are ever checked per window. (Each insert commits on its own, on purpose: inside one
 * transaction, concurrent attempts would not see each other on PostgreSQL.) Every attempt stays
 * recorded until a success of this client clears them or housekeeping drops them.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  login: string,
  password: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<CredentialCheck> {
  const employee = await findEmployeeByLogin(db, login)
  const key: AttemptKey = { loginKey: (employee?.username ?? login.trim().toLowerCase()).slice(0, 254), clientIp: clientIp.slice(0, 64) }
  const attemptId = await recordSignInAttempt(db, key, now)
  const since = new Date(now.getTime() - 2 * LOCKOUT.windowMs)
  if (isLockedOut(await attemptsFromClientSince(db, key, attemptId, since, LOCKOUT.maxFailures), now)) {
    // The refused attempt stays recorded: concurrent attempts have counted it already, and
    // removing it could bring their total back under the limit. (Retrying while locked thus
    // keeps the lock, for this client, 15 minutes from the last try, as the message says.)
    await sleep(FAILURE_DELAY_MS)
    return { ok: false, reason: 'locked' }
  }
  const accountFailures = await attemptsOfAccountSince(db, key.loginKey, attemptId, new Date(now.getTime() - LOCKOUT.windowMs))
  const delay = accountDelayMs(accountFailures)
  if (delay > 0) await sleep(delay)
  // An unknown name costs the same hashing as a known one.
  const valid = await verifyPassword(password, employee?.password_hash ?? (await decoyHash()))
  if (employee && valid) {
    await clearSignInAttempts(db, key)
    return { ok: true, employee }
  }
  // The recorded attempt stays as the failure.
  await sleep(FAILURE_DELAY_MS)
  return { ok: false, reason: 'invalid' }
}

/**
 * The claims the provider may release, by scope (configuration `claims`). `roles` (the employee's
 * roles, employee_roles) rides with `profile`: the spec's client asks for openid, profile and email
 * only, and the app needs the roles in every sign-in (issue 16's HR).
 */
export const claimsByScope = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'roles'],
  email: ['email', 'email_verified'],
} as const

/** oidc-provider's account lookup: the subject is the employee's username, as in Keycloak's preferred_username. */
export async function findAccount(db: Kysely<Database>, sub: string): Promise<Account | undefined> {
  const employee = await findEmployeeByUsername(db, sub)
  if (!employee) return undefined
  const roles = await rolesOfEmployee(db, employee.id)
  return {
    accountId: employee.username,
    claims: () => ({
      sub: employee.username,
      roles,
      preferred_username: employee.username,
      given_name: employee.given_name,
      family_name: employee.family_name,
      name: employee.full_name,
      email: employee.email,
      email_verified: true,
    }),
  }
}

/**
 * The claims the provider adds to a JWT access token for our API (configuration
 * `extraTokenClaims`): the account's roles, so a Bearer caller carries them as a sign-in does.
 */
export async function accessTokenClaims(db: Kysely<Database>, accountId: string | undefined): Promise<{ roles: string[] } | undefined> {
  if (!accountId) return undefined
  const employee = await findEmployeeByUsername(db, accountId)
  return { roles: employee ? await rolesOfEmployee(db, employee.id) : [] }
}
