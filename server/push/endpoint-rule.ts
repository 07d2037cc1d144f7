/**
 * Which push-service endpoints the server will send to. A subscription's endpoint is a URL the
 * browser's push service gave it; the server later POSTs to it, so an endpoint a user made up must
 * not turn the server against its own network (SSRF). Only https endpoints on the known push
 * services are taken (PUSH_ENDPOINT_HOSTS lists host suffixes); plain http only for a loopback host
 * listed there explicitly (a test's local push service).
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  if (url.protocol === 'http:') return loopback.has(host) && hosts.includes(host)
  if (url.protocol !== 'https:' || loopback.has(host)) return false
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}
