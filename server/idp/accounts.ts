import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import type { Account } from 'oidc-provider'
import { decoyHash, verifyPassword } from '../auth/password'
import { findEmployeeByLogin, findEmployeeByUsername, rolesOfEmployee } from '../db/repositories/employee-repository'
import {
  attemptTimesSince,
  clearSignInAttempts,
  deleteSignInAttempt,
  markSignInAttemptFailed,
  recordSignInAttempt,
  type AttemptKey,
} from '../db/repositories/sign-in-attempt-repository'
import type { Database } from '../db/schema'
import type { Employee } from '../db/schema/employee'

/**
 * Guessing limits (decision 022), each a window that slides: a failure counts for `windowMs` after
 * it happened, and only failures whose password was checked count (a refused try is forgotten, so
 * a stranger who keeps trying does not keep a lock going).
 */
export const LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account from one source (an address, or a known device). */
  perSource: 5,
  /** Failures of one account from every address together (distributed guessing); known devices are exempt. */
  perAccount: 10,
  /** Failures from one address (IPv6: its /64) over every account (password spraying); known devices are exempt. */
  perAddress: 30,
} as const

/** Every refused attempt waits this long: slows guessing, and hides which check refused it. */
export const FAILURE_DELAY_MS = 400

export type CredentialCheck =
  { ok: true; employee: Employee; knownDevice: string | null } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; retryAt: Date }

/**
 * When a limit of `limit` failures per window lets the next try in: null while under it, else the
 * moment the oldest of the newest `limit` failures leaves the window.
 */
export function retryAfter(failuresNewestFirst: readonly Date[], limit: number, now: Date): Date | null {
  const inWindow = failuresNewestFirst.filter((at) => now.getTime() - at.getTime() < LIMITS.windowMs)
  if (inWindow.length < limit) return null
  return new Date(inWindow[limit - 1]!.getTime() + LIMITS.windowMs)
}

/**
 * Where an attempt comes from, as the limits count it: a known device of this account (its device
 * cookie, server/idp/device-cookie.ts) or the client's address, IPv6 grouped by its /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The counter of a name no account has, shared by its spellings as an account's username and
 * e-mail share one (issue 40, item 16): an account's e-mail is its username at the group's domain,
 * so a missing name and any e-mail with it before the @ count together, whatever the case, and
 * lock after the same tries with the same replies. Otherwise three tries as a name and two as its
 * e-mail would lock a real account and never a missing one, and tell them apart.
 */
export function missingAccountKey(login: string): string {
  const typed = login.trim().toLowerCase()
  const at = typed.lastIndexOf('@')
  return at > 0 ? typed.slice(0, at) : typed
}

/**
 * Checks a username-or-e-mail and password. Failures count per account (username and e-mail share
 * one counter), or per name when no account matches (missingAccountKey: its spellings share one
 * too), so guessing names is limited too and a missing account answers as a real one.
 *
 * From a known device of the account only that device's own limit applies: the owner signs in
 * whatever strangers elsewhere do. From anywhere else three limits apply: the account from this
 * address, the account from all addresses, and this address over all accounts.
 *
 * The attempt is recorded before anything is checked and the limits decided on the attempts then
 * recorded, so parallel guesses cannot all pass the check before any failure is written: of any
 * N+1 concurrent attempts, the last one recorded sees the other N. (Each insert commits on its
 * own, on purpose: inside one transaction, concurrent attempts would not see each other on
 * PostgreSQL.) A refused attempt is then deleted: no password was checked, and forgetting it only
 * lets later attempts count fewer unchecked ones, never more checked ones.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  login: string,
  password: string,
  source: { address: string; knownDeviceOf?: (username: string) => string | null },
  now: Date = new Date(),
): Promise<CredentialCheck> {
  const employee = await findEmployeeByLogin(db, login)
  const knownDevice = employee && source.knownDeviceOf ? source.knownDeviceOf(employee.username) : null
  const loginKey = (employee?.username ?? missingAccountKey(login)).slice(0, 254)
  const address = addressGroup(source.address).slice(0, 64)
  const key: AttemptKey = { loginKey, clientIp: knownDevice ? `device:${knownDevice}`.slice(0, 64) : address }
  const attemptId = await recordSignInAttempt(db, key, now)
  const since = new Date(now.getTime() - LIMITS.windowMs)
  const checks: Promise<Date | null>[] = [attemptTimesSince(db, key, attemptId, since, LIMITS.perSource).then((t) => retryAfter(t, LIMITS.perSource, now))]
  if (!knownDevice) {
    checks.push(attemptTimesSince(db, { loginKey }, attemptId, since, LIMITS.perAccount).then((t) => retryAfter(t, LIMITS.perAccount, now)))
    // Failures only: people signing in at once from one office address must not refuse each other.
    // (Per account the attempts under way count too, which is what bounds parallel guessing.)
    checks.push(attemptTimesSince(db, { clientIp: address }, attemptId, since, LIMITS.perAddress, true).then((t) => retryAfter(t, LIMITS.perAddress, now)))
  }
  const retryAts = (await Promise.all(checks)).filter((at): at is Date => at !== null)
  if (retryAts.length > 0) {
    await deleteSignInAttempt(db, attemptId)
    await sleep(FAILURE_DELAY_MS)
    return { ok: false, reason: 'locked', retryAt: new Date(Math.max(...retryAts.map((at) => at.getTime()))) }
  }
  // An unknown name costs the same hashing as a known one.
  const valid = await verifyPassword(password, employee?.password_hash ?? (await decoyHash()))
  if (employee && valid) {
    await clearSignInAttempts(db, key)
    return { ok: true, employee, knownDevice }
  }
  // The recorded attempt stays as the failure.
  await markSignInAttemptFailed(db, attemptId, now)
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
