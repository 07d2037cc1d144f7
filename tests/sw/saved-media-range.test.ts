import { describe, expect, it } from 'vitest'
import { parseRange, rangeResponse } from '../../sw/saved-media-range'

describe('parseRange', () => {
  const size = 1000

  it('reads bytes=a-b, clipping the end to the body', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=500-500', size)).toEqual({ start: 500, end: 500 })
    expect(parseRange('bytes=900-5000', size)).toEqual({ start: 900, end: 999 })
    expect(parseRange(' Bytes = 10-20 ', size)).toEqual({ start: 10, end: 20 })
  })

  it('reads bytes=a- to the end, as a media element asks first', () => {
    expect(parseRange('bytes=0-', size)).toEqual({ start: 0, end: 999 })
    expect(parseRange('bytes=999-', size)).toEqual({ start: 999, end: 999 })
  })

  it('reads bytes=-n as the last n bytes, all of them when n is larger', () => {
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 })
  })

  it('has no range without a header, and ignores several ranges (the full body answers)', () => {
    expect(parseRange(null, size)).toBeNull()
    expect(parseRange('bytes=0-1,5-9', size)).toBeNull()
    for (const header of ['bytes=0-1,10-19', 'bytes=0-1,5-', 'bytes=0-1,-10']) expect(parseRange(header, size), header).toBeNull()
  })

  it('refuses malformed and unsatisfiable ranges', () => {
    for (const header of ['', 'bytes=', 'bytes=-', 'bytes=abc', 'bytes=5-1', 'items=0-1', 'bytes=1000-', 'bytes=1000-2000', 'bytes=-0', 'bytes=0-1,x', 'bytes=1.5-2', 'xbytes=0-1', 'bytes=x0-5', 'bytes=0-5x', 'bytes=0-1,x5-9', 'bytes=0-1,5-9x']) {
      expect(parseRange(header, size), header).toBe('unsatisfiable')
    }
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable')
  })
})

describe('rangeResponse', () => {
  const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
  const body = new Blob([bytes], { type: 'video/webm' })

  it('answers a full request with 200 and the whole body', async () => {
    const answer = rangeResponse(body, null, 'video/webm')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Length')).toBe('256')
    expect(answer.headers.get('Accept-Ranges')).toBe('bytes')
    expect(answer.headers.get('Content-Type')).toBe('video/webm')
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes)
  })

  it('answers a range with 206, Content-Range and exactly those bytes', async () => {
    const answer = rangeResponse(body, 'bytes=10-19', 'video/webm')
    expect(answer.status).toBe(206)
    expect(answer.statusText).toBe('Partial Content')
    expect(answer.headers.get('Accept-Ranges')).toBe('bytes')
    expect(answer.headers.get('Content-Range')).toBe('bytes 10-19/256')
    expect(answer.headers.get('Content-Length')).toBe('10')
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('answers open and suffix ranges with the right tail', async () => {
    const open = rangeResponse(body, 'bytes=250-', null)
    expect(open.headers.get('Content-Range')).toBe('bytes 250-255/256')
    expect([...new Uint8Array(await open.arrayBuffer())]).toEqual([250, 251, 252, 253, 254, 255])
    expect(open.headers.get('Content-Type')).toBe('video/webm')
    const suffix = rangeResponse(body, 'bytes=-2', 'video/webm')
    expect(suffix.headers.get('Content-Range')).toBe('bytes 254-255/256')
    expect([...new Uint8Array(await suffix.arrayBuffer())]).toEqual([254, 255])
  })

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const answer = rangeResponse(body, 'bytes=300-', 'video/webm')
    expect(answer.status).toBe(416)
    expect(answer.statusText).toBe('Range Not Satisfiable')
    expect(answer.headers.get('Content-Range')).toBe('bytes */256')
    expect(await answer.text()).toBe('')
  })

  it('names a body of unknown type as bytes', () => {
    const answer = rangeResponse(new Blob([new Uint8Array([1, 2])]), null, null)
    expect(answer.headers.get('Content-Type')).toBe('application/octet-stream')
  })
})
