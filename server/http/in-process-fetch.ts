import type { FastifyInstance, InjectOptions } from 'fastify'

interface FetchInit {
  method: string
  headers: Record<string, string>
  body?: unknown
}

/**
 * A fetch for the embedded identity provider that goes through `app.inject`: the server never
 * calls itself over the network (no port, no TLS, no proxy in the way), and tests need no listener.
 * Only URLs of `origin` are allowed; anything else is a programming error.
 */
export function inProcessFetch(getApp: () => FastifyInstance, origin: string) {
  return async (url: string, init: FetchInit): Promise<Response> => {
    const target = new URL(url)
    if (target.origin !== origin) throw new TypeError(`in-process fetch refuses ${target.origin}`)
    const body = init.body === undefined || init.body === null ? undefined : String(init.body)
    const res = await getApp().inject({
      method: init.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host },
      ...(body !== undefined ? { payload: body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item))
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304 || init.method === 'HEAD'
    return new Response(noBody ? null : res.rawPayload, { status: res.statusCode, headers })
  }
}
