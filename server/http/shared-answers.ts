import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { Endpoint, ResponseOf } from '../../src/contract/endpoint'
import { COMPRESS_THRESHOLD, onTheFlyBrotli } from '../plugins/compression'

/**
 * An answer already serialized through its endpoint's response schema (the same zod check and
 * JSON as Fastify's serializer), with a weak ETag of its bytes. A handler that returns one has it
 * sent as is (plugins/contract-routes.ts: `sendSerialized`).
 */
export class SerializedAnswer {
  readonly #compressed = new Map<Encoding, Buffer>()
  #bytes: Buffer | undefined

  constructor(
    readonly json: string,
    readonly etag: string,
  ) {}

  /** The JSON as UTF-8, encoded once: a string would be measured and encoded again per request. */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.json, 'utf8'))
  }

  /**
   * The JSON compressed as plugins/compression.ts would on the fly (brotli quality 4, or gzip),
   * done once per answer instead of once per request.
   */
  compressed(encoding: Encoding): Buffer {
    let bytes = this.#compressed.get(encoding)
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.json, onTheFlyBrotli) : gzipSync(this.json)
      this.#compressed.set(encoding, bytes)
    }
    return bytes
  }
}

type Encoding = 'br' | 'gzip'

/**
 * br when Accept-Encoding allows it (q > 0), else gzip, else undefined. A header this does not
 * understand leaves the choice to plugins/compression.ts (the JSON goes out as a string).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const allowed = new Set<string>()
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) allowed.add(token.trim())
  }
  if (allowed.has('br')) return 'br'
  if (allowed.has('gzip')) return 'gzip'
  return undefined
}

export interface SharedAnswersOptions {
  /** Most URLs kept; the least recently used goes first. Default 500. */
  maxEntries?: number
  /**
   * How long an answer is served without asking the database again, whatever happens (writes by
   * another process, a script): default 5 s. Writes through this process end it at once.
   */
  maxAgeMs?: number
  /**
   * Asked before each answer: true when another process has written since the last call (SQLite's
   * `DatabaseHandle.writtenElsewhere`), and then everything kept is dropped first.
   */
  changedElsewhere?: () => boolean
  now?: () => number
}

interface Entry {
  answer: SerializedAnswer
  storedAt: number
}

/** Weak: the bytes on the wire differ with Content-Encoding, the JSON they carry does not. */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`
}

/**
 * Answers that are the same for every caller of the same URL (catalogue lists and details as a
 * visitor sees them): worked out and serialized once, then served from memory with their ETag.
 *
 * Correct because of the version: every write endpoint calls `invalidate()` before its answer goes
 * out (registerEndpoint adds it to each contract write), which empties the cache and bumps the
 * version, and an answer whose computation began under an older version is never stored. So no
 * caller sees a list older than a write that has answered. Other processes (decision 061): a
 * content import empties every server's store at once (PostgreSQL: a notification each server
 * listens for, server/db/content-changes.ts; SQLite: any commit by another connection, seen through
 * `changedElsewhere`). Any other write by another copy of the server on PostgreSQL (or a script on
 * the database) shows after at most `maxAgeMs`.
 *
 * Never put an answer here that carries a viewer's own data (progress, `is_mine`, enrolment):
 * handlers use it only for answers that do not depend on who asks (or for a visitor's answer).
 */
export class SharedAnswers {
  #version = 0
  readonly #entries = new Map<string, Entry>()
  readonly #running = new Map<string, { version: number; promise: Promise<SerializedAnswer> }>()
  readonly #maxEntries: number
  readonly #maxAgeMs: number
  readonly #now: () => number
  readonly #changedElsewhere: (() => boolean) | undefined

  constructor({ maxEntries = 500, maxAgeMs = 5000, changedElsewhere, now = Date.now }: SharedAnswersOptions = {}) {
    this.#maxEntries = maxEntries
    this.#maxAgeMs = maxAgeMs
    this.#changedElsewhere = changedElsewhere
    this.#now = now
  }

  /** A write happened: nothing worked out before now is served again. */
  invalidate(): void {
    this.#version += 1
    this.#entries.clear()
    this.#running.clear()
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#entries.size
  }

  /**
   * The shared answer of `endpoint` for this request's URL: from memory when fresh, else computed
   * (once, however many callers ask at the same time) and serialized through the endpoint's schema.
   */
  async answer<E extends Endpoint>(endpoint: E, request: FastifyRequest, compute: () => Promise<ResponseOf<E>>): Promise<SerializedAnswer> {
    if (this.#changedElsewhere?.()) this.invalidate()
    const key = request.url
    const now = this.#now()
    const hit = this.#entries.get(key)
    if (hit && now - hit.storedAt < this.#maxAgeMs) {
      // Most recently used last, so the first key is the one to drop.
      this.#entries.delete(key)
      this.#entries.set(key, hit)
      return hit.answer
    }
    const version = this.#version
    const running = this.#running.get(key)
    if (running && running.version === version) return running.promise
    const serialize = serializerFor(endpoint)
    const promise = compute().then((body) => {
      const json = serialize(body)
      const answer = new SerializedAnswer(json, etagOf(json))
      if (this.#version === version) this.#store(key, { answer, storedAt: now })
      return answer
    })
    this.#running.set(key, { version, promise })
    try {
      return await promise
    } finally {
      if (this.#running.get(key)?.promise === promise) this.#running.delete(key)
    }
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string)
  }
}

const serializers = new WeakMap<Endpoint, (body: unknown) => string>()

/** The endpoint's response serializer, as Fastify compiles it for the route (fastify-type-provider-zod). */
function serializerFor(endpoint: Endpoint): (body: unknown) => string {
  let serialize = serializers.get(endpoint)
  if (!serialize) {
    const compile = serializerCompiler as unknown as (route: { schema: unknown; method: string; url: string; httpStatus: string }) => (body: unknown) => string
    serialize = compile({ schema: endpoint.response, method: endpoint.method, url: endpoint.path, httpStatus: String(endpoint.successStatus ?? 200) })
    serializers.set(endpoint, serialize)
  }
  return serialize
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET and HEAD). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

/**
 * Sends a serialized answer: its ETag, `Cache-Control: no-cache` (a cache may keep it but must
 * ask again each time, and then gets a 304 while nothing changed; `private` too when the request
 * carries a cookie or an Authorization header, so no shared cache keeps an answer to a browser
 * that has signed in), and the JSON (compressed
 * once per answer when the caller accepts it), or 304 with no body when If-None-Match names it.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  // A request with credentials (even ones refused, whose answer clears the cookie) is answered
  // private: no shared cache keeps anything sent to a browser that has signed in.
  const personal = request.user !== null || request.headers.cookie !== undefined || request.headers.authorization !== undefined
  reply.header('etag', answer.etag).header('cache-control', personal ? 'private, no-cache' : 'no-cache')
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  const encoding = answer.bytes.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(answer.bytes)
  // The compression plugin leaves an answer alone that already says its Content-Encoding.
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').header('content-encoding', encoding)
  return reply.send(answer.compressed(encoding))
}
