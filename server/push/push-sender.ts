import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { Database } from '../db/schema'
import { getOrCreateSecret } from '../db/repositories/secret-repository'
import { isAllowedPushEndpoint } from './endpoint-rule'

/** What a push carries to the service worker (sw/push.ts shows it). */
export interface PushMessage {
  title: string
  body: string
  /** The page a tap opens (ours), or null for the inbox. */
  url: string | null
  /** Notifications with one tag replace each other on the device. */
  tag: string
}

export interface PushSenderOptions {
  db: Kysely<Database>
  log: FastifyBaseLogger
  /** Configured keys; undefined: generated on first use and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined
  subject: string
  endpointHosts: readonly string[]
}

/**
 * Web Push with VAPID (the web-push library): sends a message to every device a user subscribed,
 * drops a subscription its push service says is gone (404, 410), and logs other failures (the
 * notification is in the inbox either way). Sends run in the background; settle() waits for them.
 */
export class PushSender {
  readonly #options: PushSenderOptions
  #keys: Promise<{ publicKey: string; privateKey: string }> | undefined
  readonly #running = new Set<Promise<unknown>>()

  constructor(options: PushSenderOptions) {
    this.#options = options
  }

  keys(): Promise<{ publicKey: string; privateKey: string }> {
    this.#keys ??= this.#options.vapid
      ? Promise.resolve(this.#options.vapid)
      : getOrCreateSecret(this.#options.db, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys())).then((value) => JSON.parse(value) as { publicKey: string; privateKey: string })
    return this.#keys
  }

  isAllowedEndpoint(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.#options.endpointHosts)
  }

  /** Sends in the background; the caller does not wait for push services. */
  sendLater(employeeIds: readonly number[], message: PushMessage): void {
    const run = this.send(employeeIds, message).catch((error: unknown) => this.#options.log.warn({ err: error }, 'web push failed'))
    this.#running.add(run)
    void run.finally(() => this.#running.delete(run))
  }

  /** Sends to every subscription of `employeeIds`; answers how many were delivered and dropped. */
  async send(employeeIds: readonly number[], message: PushMessage): Promise<{ delivered: number; dropped: number }> {
    const { db, log, subject } = this.#options
    if (employeeIds.length === 0) return { delivered: 0, dropped: 0 }
    const subscriptions = await db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('employee_id', 'in', [...new Set(employeeIds)]).execute()
    if (subscriptions.length === 0) return { delivered: 0, dropped: 0 }
    const vapidDetails = { subject, ...(await this.keys()) }
    const payload = JSON.stringify(message)
    let delivered = 0
    let dropped = 0
    await Promise.all(
      subscriptions.map(async (s) => {
        if (!this.isAllowedEndpoint(s.endpoint)) return
        // web-push encrypts and signs (RFC 8291, RFC 8292); the request goes out with fetch, which
        // also reaches a test's local push service over plain http (server/push/endpoint-rule.ts).
        const details = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, { vapidDetails, TTL: 24 * 60 * 60 })
        try {
          const answer = await fetch(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body,
            redirect: 'error',
            signal: AbortSignal.timeout(10_000),
          })
          if (answer.ok) {
            delivered += 1
          } else if (answer.status === 404 || answer.status === 410) {
            await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute()
            dropped += 1
          } else {
            log.warn({ status: answer.status }, 'web push refused')
          }
        } catch (error) {
          log.warn({ err: error }, 'web push not sent')
        }
      }),
    )
    return { delivered, dropped }
  }

  /** Waits for the sends under way (closing, and tests). */
  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running])
  }
}
