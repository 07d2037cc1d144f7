import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

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

  constructor(config: AppConfig) {
    this.name = `${config.public.cookiePrefix}session`
    this.secure = config.publicUrl.startsWith('https:')
    this.maxAge = Math.floor(config.session.maxMs / 1000)
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
