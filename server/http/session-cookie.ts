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
   * Max-Age is the refresh token's configured lifetime: the row's expires_at decides when the
   * session really ends (it may slide with each refresh at Keycloak), the cookie only must not go first.
   */
  private readonly maxAge: number

  constructor(config: AppConfig) {
    this.name = `${config.public.cookiePrefix}session`
    this.secure = config.publicUrl.startsWith('https:')
    this.maxAge = config.oidc.refreshTokenTtl
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
