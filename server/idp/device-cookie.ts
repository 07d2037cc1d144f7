import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

/** A known device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60

/**
 * The provider's device cookie (decision 022; OWASP's "device cookies" against lockout abuse): set
 * on a successful sign-in, it names a random device id bound to that account by an HMAC with the
 * provider's cookie key. It carries no user name; it is checked only against the account being
 * signed in to, and only on the provider's own path. With it, the sign-in counts as that device's
 * (its own 5 failures per window) instead of falling under the account-wide and address-wide
 * limits a stranger may have filled.
 */
export class DeviceCookie {
  readonly name: string
  private readonly path: string
  private readonly secure: boolean

  constructor(
    config: AppConfig,
    private readonly key: string,
  ) {
    this.name = `${config.public.cookiePrefix}idp_device`
    this.path = new URL(config.oidc.issuer).pathname
    this.secure = config.publicUrl.startsWith('https:')
  }

  private sign(username: string, deviceId: string): string {
    return createHmac('sha256', this.key).update(`${username}\n${deviceId}`).digest('base64url')
  }

  /** The device id when the request's cookie was issued to this account's sign-in, else null. */
  knownDevice(request: FastifyRequest, username: string): string | null {
    const value = request.cookies[this.name]
    const match = value ? /^([\w-]{22})\.([\w-]{43})$/.exec(value) : null
    if (!match) return null
    const expected = Buffer.from(this.sign(username, match[1]!))
    const given = Buffer.from(match[2]!)
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
  }

  /** The Set-Cookie header value for a successful sign-in of `username` (the device id kept when already known). */
  header(username: string, knownDevice: string | null): string {
    const deviceId = knownDevice ?? randomBytes(16).toString('base64url')
    const attributes = [`Path=${this.path}`, `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Lax', ...(this.secure ? ['Secure'] : [])]
    return [`${this.name}=${deviceId}.${this.sign(username, deviceId)}`, ...attributes].join('; ')
  }
}
