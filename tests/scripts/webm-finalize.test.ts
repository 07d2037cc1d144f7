import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { finalizeWebm, readElements, type WebmElement } from '../../scripts/lib/webm-finalize.mjs'

const ID = { Segment: 0x18538067, SeekHead: 0x114d9b74, Info: 0x1549a966, Duration: 0x4489, Tracks: 0x1654ae6b, Cluster: 0x1f43b675, Cues: 0x1c53bb6b, CuePoint: 0xbb }

function idBytes(hex: string): Buffer {
  return Buffer.from(hex, 'hex')
}
/** An element as MediaRecorder writes it; `unknown` gives the live-stream "size unknown" marker. */
function el(id: string, payload: Buffer, unknown = false): Buffer {
  const size = unknown ? Buffer.from('01ffffffffffffff', 'hex') : payload.length < 127 ? Buffer.from([0x80 | payload.length]) : Buffer.from([0x40 | (payload.length >> 8), payload.length & 0xff])
  return Buffer.concat([idBytes(id), size, payload])
}
function simpleBlock(timecode: number, keyframe: boolean, frame: string): Buffer {
  const head = Buffer.alloc(4)
  head[0] = 0x81
  head.writeInt16BE(timecode, 1)
  head[3] = keyframe ? 0x80 : 0
  return el('a3', Buffer.concat([head, Buffer.from(frame)]))
}
const cluster = (timecode: number, ...blocks: Buffer[]) => el('1f43b675', Buffer.concat([el('e7', Buffer.from([timecode >> 8, timecode & 0xff])), ...blocks]), true)

/** A recording shaped like Chrome's: unknown Segment and Cluster sizes, no Duration, no Cues. */
const liveRecording = Buffer.concat([
  el('1a45dfa3', el('4282', Buffer.from('webm'))),
  Buffer.concat([
    idBytes('18538067'),
    Buffer.from('01ffffffffffffff', 'hex'),
    el('1549a966', el('2ad7b1', Buffer.from('0f4240', 'hex'))),
    el('1654ae6b', el('ae', el('d7', Buffer.from([1])))),
    cluster(0, simpleBlock(0, true, 'frame-0'), simpleBlock(500, false, 'frame-1')),
    cluster(1000, simpleBlock(0, true, 'frame-2'), simpleBlock(500, false, 'frame-3')),
  ]),
])

const child = (buf: Buffer, parent: WebmElement, id: number) => readElements(buf, parent.dataStart, parent.dataEnd).filter((e) => e.id === id)
function segmentOf(buf: Buffer) {
  const segment = readElements(buf, 0, buf.length).find((e) => e.id === ID.Segment)!
  const info = child(buf, segment, ID.Info)[0]!
  const duration = child(buf, info, ID.Duration)[0]
  return {
    segment,
    durationTicks: duration ? buf.readDoubleBE(duration.dataStart) : undefined,
    clusters: child(buf, segment, ID.Cluster),
    cues: child(buf, segment, ID.Cues).flatMap((cues) => child(buf, cues, ID.CuePoint)),
    seekHeads: child(buf, segment, ID.SeekHead),
  }
}

describe('finalizing a MediaRecorder WebM', () => {
  it('reads the live recording as unknown-size clusters with no duration', () => {
    const live = segmentOf(liveRecording)
    expect(live.clusters).toHaveLength(2)
    expect(live.durationTicks).toBeUndefined()
    expect(live.cues).toHaveLength(0)
  })

  it('adds the duration, a SeekHead and a CuePoint per keyframe, and keeps every frame', () => {
    const { data, durationMs, cues } = finalizeWebm(liveRecording)
    // Last frame at 1500 ms plus one average frame interval (500 ms).
    expect(durationMs).toBe(2000)
    expect(cues).toBe(2)
    const out = segmentOf(data)
    expect(out.segment.dataEnd).toBe(data.length)
    expect(out.durationTicks).toBe(2000)
    expect(out.seekHeads).toHaveLength(1)
    expect(out.cues).toHaveLength(2)
    expect(out.clusters).toHaveLength(2)
    for (const frame of ['frame-0', 'frame-1', 'frame-2', 'frame-3']) expect(data.includes(Buffer.from(frame))).toBe(true)
    // Each cue's cluster position (relative to the Segment's data) is where a Cluster starts.
    const clusterStarts = out.clusters.map((c) => c.start - out.segment.dataStart)
    const cuePositions = out.cues.map((cue) => {
      const position = child(data, child(data, cue, 0xb7)[0]!, 0xf1)[0]!
      return [...data.subarray(position.dataStart, position.dataEnd)].reduce((n, byte) => n * 256 + byte, 0)
    })
    expect(cuePositions).toEqual(clusterStarts)
  })

  it('refuses what is not a WebM', () => {
    expect(() => finalizeWebm(Buffer.from('not a video at all'))).toThrow(/webm/)
  })
})

describe('committed demo clips (content/demo/media)', () => {
  const dir = path.resolve(import.meta.dirname, '../../content/demo/media')
  // The standard clips and their data-saving renditions (decision 030).
  for (const n of ['1', '2', '3', '4', '1-low', '2-low', '3-low', '4-low']) {
    it(`clip-${n}.webm is at most 300 KB, 20–40 s long and seekable by its cues`, () => {
      const data = fs.readFileSync(path.join(dir, `clip-${n}.webm`))
      expect(data.length).toBeLessThanOrEqual(300 * 1024)
      const { durationTicks, cues, seekHeads } = segmentOf(data)
      expect(durationTicks).toBeGreaterThanOrEqual(20_000)
      expect(durationTicks).toBeLessThanOrEqual(40_000)
      expect(seekHeads).toHaveLength(1)
      expect(cues.length).toBeGreaterThanOrEqual(10)
    })
  }
})
