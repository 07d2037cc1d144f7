import fs from 'node:fs/promises'
import type { Probe } from './media-tools'

// A WebM rendition's length and picture size read from its own header (EBML: Segment › Info ›
// Duration, Segment › Tracks › TrackEntry › Video › PixelWidth/Height), without ffprobe: a pack
// of ready WebM renditions (the demo pack) imports on a machine without ffmpeg (decision 055).
// Only a file that states all three is answered; anything else is left to ffprobe.

const ID = {
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackType: 0x83,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
}

/** Info and Tracks come before the first Cluster, within a file's first kilobytes. */
const HEAD_BYTES = 256 * 1024

interface Element {
  id: number
  start: number
  end: number
}

function vint(buf: Buffer, pos: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = buf[pos]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (pos + length > buf.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let ones = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    if (buf[pos + i] !== 0xff) ones = false
    value = value * 256 + buf[pos + i]!
  }
  return { value, length, unknown: !keepMarker && ones }
}

/** The elements in [from, to), stopping at the first Cluster or at what the head does not hold. */
function children(buf: Buffer, from: number, to: number): Element[] {
  const out: Element[] = []
  let pos = from
  while (pos < Math.min(to, buf.length)) {
    const id = vint(buf, pos, true)
    if (!id) break
    const size = vint(buf, pos + id.length, false)
    if (!size || id.value === ID.Cluster) break
    const start = pos + id.length + size.length
    // A Segment of unknown size (a live recording) runs to the end of what was read.
    const end = size.unknown ? buf.length : start + size.value
    out.push({ id: id.value, start, end })
    if (size.unknown) break
    pos = end
  }
  return out
}

const uint = (buf: Buffer, e: Element) => (e.end - e.start <= 6 && e.end <= buf.length ? buf.readUIntBE(e.start, e.end - e.start) : null)

/** The length (whole seconds, at least 1) and the first video track's size, or null when the header does not state them. */
export async function probeWebmHeader(file: string): Promise<Probe | null> {
  const handle = await fs.open(file)
  let buf: Buffer
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0)
    buf = head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
  const segment = children(buf, 0, buf.length).find((e) => e.id === ID.Segment)
  if (!segment) return null
  const top = children(buf, segment.start, segment.end)
  const info = top.find((e) => e.id === ID.Info)
  const tracks = top.find((e) => e.id === ID.Tracks)
  if (!info || !tracks || info.end > buf.length || tracks.end > buf.length) return null
  const infoItems = children(buf, info.start, info.end)
  const duration = infoItems.find((e) => e.id === ID.Duration)
  const scaleElement = infoItems.find((e) => e.id === ID.TimecodeScale)
  const scale = scaleElement ? uint(buf, scaleElement) : 1_000_000
  if (!duration || !scale) return null
  const ticks = duration.end - duration.start === 8 ? buf.readDoubleBE(duration.start) : duration.end - duration.start === 4 ? buf.readFloatBE(duration.start) : NaN
  const seconds = (ticks * scale) / 1e9
  if (!Number.isFinite(seconds) || seconds <= 0) return null
  for (const entry of children(buf, tracks.start, tracks.end).filter((e) => e.id === ID.TrackEntry)) {
    const fields = children(buf, entry.start, entry.end)
    const type = fields.find((e) => e.id === ID.TrackType)
    const video = fields.find((e) => e.id === ID.Video)
    if (!type || uint(buf, type) !== 1 || !video) continue
    const size = children(buf, video.start, video.end)
    const width = size.find((e) => e.id === ID.PixelWidth)
    const height = size.find((e) => e.id === ID.PixelHeight)
    const w = width ? uint(buf, width) : null
    const h = height ? uint(buf, height) : null
    if (w && h) return { durationS: Math.max(1, Math.round(seconds)), width: w, height: h }
  }
  return null
}
