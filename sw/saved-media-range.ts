// Kept free of Workbox imports (which touch `self` on load) so it can be tested in Node.

/** An inclusive byte range of a body of known size. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Reads a Range header (RFC 9110 §14.1.2) against a body of `size` bytes:
 * - null: no header, or several ranges (a server may ignore Range: the full body answers);
 * - a range: `bytes=a-b` (b clipped to the end), `bytes=a-`, `bytes=-n` (the last n bytes);
 * - 'unsatisfiable': malformed, or nothing of it lies inside the body (answered with 416).
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === null) return null
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header)
  if (!match?.[1]) return 'unsatisfiable'
  const specs = match[1].split(',').map((s) => s.trim())
  if (specs.length > 1) return specs.every((s) => /^(\d+-\d*|-\d+)$/.test(s)) ? null : 'unsatisfiable'
  const one = /^(\d*)-(\d*)$/.exec(specs[0] ?? '')
  if (!one) return 'unsatisfiable'
  const [, first = '', last = ''] = one
  if (first === '') {
    // Suffix range: the last n bytes, all of them when n is larger than the body. `bytes=-` reads
    // as n = 0: unsatisfiable too.
    const n = Number(last)
    if (n === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(first)
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable'
  if (last === '') return { start, end: size - 1 }
  const end = Number(last)
  if (end < start) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

/**
 * The answer to `rangeHeader` from a saved copy: 200 with the whole body, 206 with the slice and
 * Content-Range, or 416 with `bytes *\/size`. Media elements seek with Range requests, so without
 * 206 a saved video would play offline but could not jump ahead.
 */
export function rangeResponse(body: Blob, rangeHeader: string | null, contentType: string | null): Response {
  const size = body.size
  const type = contentType ?? (body.type || 'application/octet-stream')
  const range = parseRange(rangeHeader, size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: { 'Content-Range': `bytes */${size}` } })
  }
  if (range === null) {
    return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Length': String(size), 'Accept-Ranges': 'bytes' } })
  }
  const slice = body.slice(range.start, range.end + 1, type)
  return new Response(slice, {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      'Content-Type': type,
      'Content-Length': String(slice.size),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  })
}
