import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

/** Where the logout hint cookie goes (authApi.endSession), and how long it waits there. */
const END_SESSION_PATH = '/api/platform/auth/end-session'
const LOGOUT_HINT_MAX_AGE_S = 120

/**
 * The session cookie's name: `__Host-` first under an https public URL (decision 022), so the
 * browser takes it only when Secure, from this exact host, for the whole origin (Path=/, no
 * Domain): a sibling subdomain or a plain-http answer cannot plant or shadow it. On
 * http://localhost the prefix cannot be set, so the name is plain there.
 */
export function sessionCookieName(config: AppConfig): string {
  const name = `${config.public.cookiePrefix}session`
  return config.publicUrl.startsWith('https:') ? `__Host-${name}` : name
}

/**
 * The session cookie (decision 2): HttpOnly, SameSite=Lax, product-prefixed, Secure behind https.
 * Its value is what server/auth/sessions.ts resolves; this is only how it travels.
 */
export class SessionCookie {
  readonly name: string
  private readonly secure: boolean
  /**
   * Max-Age is the absolute session limit (SESSION_MAX_DAYS): the row decides when the session
   * really ends (idle limit, refresh token, absolute limit); the browser drops the cookie then too.
   */
  private readonly maxAge: number

  private readonly logoutHintName: string

  constructor(config: AppConfig) {
    this.name = sessionCookieName(config)
    this.logoutHintName = `${config.public.cookiePrefix}logout_hint`
    this.secure = config.publicUrl.startsWith('https:')
    this.maxAge = Math.floor(config.session.maxMs / 1000)
  }

  /** The sealed ID token of a session just ended, for the end-session redirect only (decision 022). */
  readLogoutHint(request: FastifyRequest): string | undefined {
    return request.cookies[this.logoutHintName]
  }

  setLogoutHint(reply: FastifyReply, sealed: string): void {
    reply.setCookie(this.logoutHintName, sealed, { ...this.logoutHintOptions, maxAge: LOGOUT_HINT_MAX_AGE_S })
  }

  clearLogoutHint(reply: FastifyReply): void {
    reply.clearCookie(this.logoutHintName, this.logoutHintOptions)
  }

  private get logoutHintOptions() {
    return { httpOnly: true, sameSite: 'strict' as const, secure: this.secure, path: END_SESSION_PATH }
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name]
  }

  set(reply: FastifyReply, value: string): void {
    reply.setCookie(this.name, value, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: this.maxAge })
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' })
  }
}
