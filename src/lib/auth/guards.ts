import { redirect } from '@tanstack/react-router'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { showToast } from '@/lib/toast/toast-store'
import type { Auth } from './auth'
import { restoreTarget, routeOf, takeRedirectRoute, type RestoreTarget } from './redirect-route'

/** The route guards of spec section 2, by the spec's names. */
export const guardNames = ['authentication', 'learningAuthentication', 'loginRoute', 'validateToken'] as const
export type GuardName = (typeof guardNames)[number]

/** An unknown guard is a programming error the user sees as the server-error page (status 500). */
export class GuardError extends Error {
  readonly status = 500

  constructor(name: string) {
    super(`Unknown route guard "${name}"`)
    this.name = 'GuardError'
  }
}

/** The part of TanStack Router's `beforeLoad` arguments the guards read. */
export interface GuardContext {
  context: { auth: Auth }
  location: { href: string; searchStr: string; search?: unknown }
  matches: ReadonlyArray<{ routeId: string; params?: unknown }>
  /** Hover or focus preloading: guards must not sign in, log out or leave the page then. */
  preload: boolean
}

/** Keeps the route pending while the browser leaves for the identity provider. */
function leaving(): Promise<never> {
  return new Promise<never>(() => undefined)
}

function redirectTo(target: RestoreTarget): never {
  throw redirect({ ...(target as { to: '/' }), replace: true })
}

const home: RestoreTarget = { href: '/' }

const runners: Record<GuardName, (ctx: GuardContext) => void | Promise<void>> = {
  /** Not logged in → '/'. */
  authentication({ context }) {
    if (!context.auth.isLoggedIn()) redirectTo(home)
  },

  /** Not logged in → save the route being opened and start the identity-provider login. */
  async learningAuthentication(ctx) {
    if (ctx.context.auth.isLoggedIn()) return
    if (ctx.preload) redirectTo(home)
    await ctx.context.auth.signIn(routeOf(ctx))
    return leaving()
  },

  /**
   * /login with an authorization answer (code or error): the page itself completes the sign-in and
   * then restores the saved route. Without one, a signed-in user goes to the saved route, once, or
   * '/'; anyone else starts the sign-in, as the header's 'Masuk' does (opening /login directly is
   * asking to sign in), and comes back to the saved route or '/'. When the provider cannot be
   * reached (offline), the user goes home and is told so.
   */
  async loginRoute({ context, location, preload }) {
    const search = new URLSearchParams(location.searchStr)
    if (search.has('code') || search.has('error')) return
    if (preload) redirectTo(home)
    if (!context.auth.isLoggedIn()) {
      try {
        // null: a route saved before (a guarded page's) is still where the user wants to go.
        await context.auth.signIn(null)
        return leaving()
      } catch (error) {
        reportError(error, { source: 'sign-in' })
        showToast(id.auth.unavailable)
      }
    }
    redirectTo(restoreTarget(takeRedirectRoute(), context.auth.routesById() ?? {}))
  },

  /** Learning validation, then the general one (sections 7, 8). */
  async validateToken(ctx) {
    if (ctx.preload) return
    const status = await ctx.context.auth.validateToken(routeOf(ctx))
    if (status === 'expired') return leaving()
    // The page cannot work without a session: home shows the message while logout follows.
    if (status === 'invalid' || status === 'ended') redirectTo(home)
  },
}

function isGuardName(name: string): name is GuardName {
  return (guardNames as readonly string[]).includes(name)
}

/**
 * A `beforeLoad` that runs the named guards in order, e.g.
 * `beforeLoad: guards('learningAuthentication', 'validateToken')`.
 *
 * The argument is taken as `unknown` and read as GuardContext: typing it as the router's own
 * `beforeLoad` argument would make each route's type depend on the whole route tree (its
 * `matches`), which includes that route — a cycle TypeScript rejects.
 */
export function guards(...names: GuardName[]): (ctx: unknown) => Promise<void> {
  return async (ctx) => {
    for (const name of names as string[]) {
      if (!isGuardName(name)) throw new GuardError(name)
      await runners[name](ctx as GuardContext)
    }
  }
}
