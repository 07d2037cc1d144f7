// Rewrites a WebM that MediaRecorder produced into one a player can seek in. MediaRecorder writes
// for a live stream: the Segment and every Cluster have "unknown" sizes, Info has no Duration
// (so `video.duration` is Infinity) and there are no Cues (so seeking has to scan). This keeps
// every frame byte for byte and adds what a file on disk should have: known sizes, a SeekHead,
// Info/Duration and one CuePoint per keyframe. Only what MediaRecorder emits is handled (one
// EBML header, one Segment, Info, Tracks, Clusters of Timecode + SimpleBlock/BlockGroup).

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  ReferenceBlock: 0xfb,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  CueRelativePosition: 0xf0,
}

/** Where an element of unknown size ends: at the first element that cannot be its child. */
const TOP_LEVEL = [ID.EBML, ID.Segment]
const SEGMENT_CHILDREN = [ID.SeekHead, ID.Info, ID.Tracks, ID.Cluster, ID.Cues, 0x1254c367, 0x1043a770, 0x1941a469, 0xec]
const endsBefore = {
  [ID.Segment]: new Set(TOP_LEVEL),
  [ID.Cluster]: new Set([...TOP_LEVEL, ...SEGMENT_CHILDREN]),
}

function readVint(buf, pos, keepMarker) {
  const first = buf[pos]
  if (first === undefined || first === 0) throw new Error(`webm: bad variable-size integer at ${pos}`)
  const length = Math.clz32(first) - 23
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i]
    if (byte !== 0xff) allOnes = false
    value = value * 256 + byte
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

function endOfUnknown(buf, id, dataStart, end) {
  const stop = endsBefore[id]
  if (!stop) throw new Error(`webm: element ${id.toString(16)} has an unknown size`)
  let pos = dataStart
  while (pos < end) {
    const child = readVint(buf, pos, true)
    if (stop.has(child.value)) break
    const size = readVint(buf, pos + child.length, false)
    const childData = pos + child.length + size.length
    pos = size.unknown ? endOfUnknown(buf, child.value, childData, end) : childData + size.value
  }
  return Math.min(pos, end)
}

/** The elements between `start` and `end` (an element's data), with their byte ranges. */
export function readElements(buf, start, end) {
  const out = []
  let pos = start
  while (pos < end) {
    const id = readVint(buf, pos, true)
    const size = readVint(buf, pos + id.length, false)
    const dataStart = pos + id.length + size.length
    const dataEnd = size.unknown ? endOfUnknown(buf, id.value, dataStart, end) : dataStart + size.value
    if (dataEnd > end) throw new Error(`webm: element ${id.value.toString(16)} runs past its parent`)
    out.push({ id: id.value, start: pos, dataStart, dataEnd })
    pos = dataEnd
  }
  return out
}

function idBytes(id) {
  const bytes = []
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  return Buffer.from(bytes)
}

/** Size as an 8-byte vint: fixed width keeps the layout computable before the sizes are. */
function sizeBytes(n) {
  const b = Buffer.alloc(8)
  b.writeUIntBE(n, 2, 6)
  b[0] = 0x01
  return b
}

const element = (id, ...parts) => {
  const data = Buffer.concat(parts)
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data])
}
const uintElement = (id, n) => {
  const b = Buffer.alloc(8)
  b.writeBigUInt64BE(BigInt(n))
  return element(id, b)
}
const floatElement = (id, f) => {
  const b = Buffer.alloc(8)
  b.writeDoubleBE(f)
  return element(id, b)
}

function blockInfo(buf, el) {
  const block = el.id === ID.SimpleBlock ? el : readElements(buf, el.dataStart, el.dataEnd).find((c) => c.id === ID.Block)
  if (!block) return undefined
  const track = readVint(buf, block.dataStart, false)
  const timecode = buf.readInt16BE(block.dataStart + track.length)
  const keyframe =
    el.id === ID.SimpleBlock
      ? (buf[block.dataStart + track.length + 2] & 0x80) !== 0
      : !readElements(buf, el.dataStart, el.dataEnd).some((c) => c.id === ID.ReferenceBlock)
  return { track: track.value, timecode, keyframe }
}

/** @param {Buffer} input a MediaRecorder WebM. @returns {{ data: Buffer, durationMs: number, cues: number }} */
export function finalizeWebm(input) {
  const top = readElements(input, 0, input.length)
  const header = top.find((e) => e.id === ID.EBML)
  const segment = top.find((e) => e.id === ID.Segment)
  if (!header || !segment) throw new Error('webm: no EBML header or Segment')
  const children = readElements(input, segment.dataStart, segment.dataEnd)
  const info = children.find((e) => e.id === ID.Info)
  const tracks = children.find((e) => e.id === ID.Tracks)
  if (!info || !tracks) throw new Error('webm: no Info or Tracks')
  const infoChildren = readElements(input, info.dataStart, info.dataEnd)
  const scaleEl = infoChildren.find((e) => e.id === ID.TimecodeScale)
  const timecodeScale = scaleEl ? input.readUIntBE(scaleEl.dataStart, scaleEl.dataEnd - scaleEl.dataStart) : 1_000_000

  const clusters = []
  const times = []
  for (const cluster of children.filter((e) => e.id === ID.Cluster)) {
    const parts = readElements(input, cluster.dataStart, cluster.dataEnd)
    const tcEl = parts.find((e) => e.id === ID.Timecode)
    const base = tcEl ? input.readUIntBE(tcEl.dataStart, tcEl.dataEnd - tcEl.dataStart) : 0
    const keyframes = []
    for (const part of parts) {
      if (part.id !== ID.SimpleBlock && part.id !== ID.BlockGroup) continue
      const block = blockInfo(input, part)
      if (!block) continue
      times.push(base + block.timecode)
      // Relative to the Cluster's data, which keeps its bytes and order below.
      if (block.keyframe) keyframes.push({ time: base + block.timecode, track: block.track, offset: part.start - cluster.dataStart })
    }
    clusters.push({ data: input.subarray(cluster.dataStart, cluster.dataEnd), keyframes })
  }
  if (times.length < 2) throw new Error('webm: fewer than two frames')
  // The last frame lasts as long as an average frame; ticks are TimecodeScale units (ms usually).
  const last = Math.max(...times)
  const duration = last + (last - Math.min(...times)) / (times.length - 1)

  const infoOut = element(
    ID.Info,
    ...infoChildren.filter((e) => e.id !== ID.Duration).map((e) => input.subarray(e.start, e.dataEnd)),
    floatElement(ID.Duration, duration),
  )
  const tracksOut = input.subarray(tracks.start, tracks.dataEnd)
  const clusterOuts = clusters.map((c) => element(ID.Cluster, c.data))
  const seekEntry = (id, position) => element(ID.Seek, element(ID.SeekID, idBytes(id)), uintElement(ID.SeekPosition, position))
  // Positions are relative to the Segment's data; the SeekHead's size does not depend on them.
  const seekHeadSize = element(ID.SeekHead, seekEntry(ID.Info, 0), seekEntry(ID.Tracks, 0), seekEntry(ID.Cues, 0)).length
  const infoPos = seekHeadSize
  const tracksPos = infoPos + infoOut.length
  let pos = tracksPos + tracksOut.length
  const cuePoints = []
  clusters.forEach((c, i) => {
    for (const k of c.keyframes) {
      cuePoints.push(
        element(
          ID.CuePoint,
          uintElement(ID.CueTime, k.time),
          element(ID.CueTrackPositions, uintElement(ID.CueTrack, k.track), uintElement(ID.CueClusterPosition, pos), uintElement(ID.CueRelativePosition, k.offset)),
        ),
      )
    }
    pos += clusterOuts[i].length
  })
  const cuesOut = element(ID.Cues, ...cuePoints)
  const seekHead = element(ID.SeekHead, seekEntry(ID.Info, infoPos), seekEntry(ID.Tracks, tracksPos), seekEntry(ID.Cues, pos))
  const segmentOut = element(ID.Segment, seekHead, infoOut, tracksOut, ...clusterOuts, cuesOut)
  const data = Buffer.concat([input.subarray(header.start, header.dataEnd), segmentOut])
  return { data, durationMs: (duration * timecodeScale) / 1e6, cues: cuePoints.length }
}
