import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Account } from 'oidc-provider'
import { decoyHash, verifyPassword } from '../auth/password'
import { findEmployeeByLogin, findEmployeeByUsername } from '../db/repositories/employee-repository'
import {
  clearFailedSignIns,
  failedSignInsSince,
  recordFailedSignIn,
} from '../db/repositories/sign-in-attempt-repository'
import type { Database, Employee } from '../db/schema'

export const LOCKOUT = {
  /** Failed sign-ins that lock a login key… */
  maxFailures: 5,
  /** …when they fall within this window; the lock then lasts this long after the last of them. */
  windowMs: 15 * 60 * 1000,
} as const

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

/**
 * Checks a username-or-e-mail and password. Failures count per account (username and e-mail share
 * one counter), or per typed name when no account matches, so guessing names locks them too.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  login: string,
  password: string,
  now: Date = new Date(),
): Promise<CredentialCheck> {
  const employee = await findEmployeeByLogin(db, login)
  const loginKey = (employee?.username ?? login.trim().toLowerCase()).slice(0, 254)
  const since = new Date(now.getTime() - 2 * LOCKOUT.windowMs)
  if (isLockedOut(await failedSignInsSince(db, loginKey, since, LOCKOUT.maxFailures), now)) {
    await sleep(FAILURE_DELAY_MS)
    return { ok: false, reason: 'locked' }
  }
  // An unknown name costs the same hashing as a known one.
  const valid = await verifyPassword(password, employee?.password_hash ?? (await decoyHash()))
  if (employee && valid) {
    await clearFailedSignIns(db, loginKey)
    return { ok: true, employee }
  }
  await recordFailedSignIn(db, loginKey, now)
  await sleep(FAILURE_DELAY_MS)
  return { ok: false, reason: 'invalid' }
}

/** The claims the provider may release, by scope (configuration `claims`). */
export const claimsByScope = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  email: ['email', 'email_verified'],
} as const

/** oidc-provider's account lookup: the subject is the employee's username, as in Keycloak's preferred_username. */
export async function findAccount(db: Kysely<Database>, sub: string): Promise<Account | undefined> {
  const employee = await findEmployeeByUsername(db, sub)
  if (!employee) return undefined
  return {
    accountId: employee.username,
    claims: () => ({
      sub: employee.username,
      preferred_username: employee.username,
      given_name: employee.given_name,
      family_name: employee.family_name,
      name: employee.full_name,
      email: employee.email,
      email_verified: true,
    }),
  }
}
