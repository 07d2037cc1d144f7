import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'

// ffprobe and ffmpeg (Debian's `ffmpeg` package) for a pack's videos (decision 053): durations and
// sizes are read from the media, never typed; one source file becomes the two renditions of
// decision 030 and a poster.

export const INSTALL_FFMPEG = 'ffmpeg tidak terpasang: pasang dengan `apt-get install ffmpeg` (Debian/Ubuntu), atau sertakan renditions siap pakai (standard, low) dalam paket'

/** ffmpeg or ffprobe is not installed: the message says how to install it. */
export class FfmpegMissingError extends Error {
  constructor() {
    super(INSTALL_FFMPEG)
  }
}

function run(command: 'ffmpeg' | 'ffprobe', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new FfmpegMissingError() : error))
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'))
      else reject(new Error(`${command} gagal (kode ${code}): ${Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join(' ')}`))
    })
  })
}

export interface Probe {
  /** Whole seconds, at least 1. */
  durationS: number
  width: number
  height: number
}

/** The first video stream's size and the file's length, or null when the file holds no video ffprobe can read. */
export async function probeVideo(file: string): Promise<Probe | null> {
  let json: string
  try {
    json = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])
  } catch (error) {
    if (error instanceof FfmpegMissingError) throw error
    return null
  }
  const parsed = JSON.parse(json) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[] }
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height)
  const seconds = Number(parsed.format?.duration ?? video?.duration)
  if (!video || !Number.isFinite(seconds) || seconds <= 0) return null
  return { durationS: Math.max(1, Math.round(seconds)), width: video.width!, height: video.height! }
}

/** The SHA-256 of a file, read as a stream. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Decision 030's renditions: height and video bitrate (WebM, VP8 + Opus). */
export const RENDITIONS = [
  { quality: 'standard', height: 360, videoBitrate: '500k', audioBitrate: '64k' },
  { quality: 'low', height: 180, videoBitrate: '120k', audioBitrate: '32k' },
] as const

export type Quality = (typeof RENDITIONS)[number]['quality']

/** Makes one rendition of `source` into `dir`; answers its path. */
export async function makeRendition(source: string, dir: string, rendition: (typeof RENDITIONS)[number]): Promise<string> {
  const out = path.join(dir, `${rendition.quality}.webm`)
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', source, '-map', '0:v:0', '-map', '0:a:0?'],
    // Even width for the codec; never larger than the source.
    ...['-vf', `scale=-2:'min(${rendition.height},ih)'`, '-c:v', 'libvpx', '-b:v', rendition.videoBitrate, '-deadline', 'good', '-cpu-used', '5'],
    ...['-c:a', 'libopus', '-b:a', rendition.audioBitrate, out],
  ])
  return out
}

/** A JPEG poster from a frame a second in (or the first frame of a shorter clip), at the standard height. */
export async function makePoster(source: string, dir: string, durationS: number): Promise<string> {
  const out = path.join(dir, 'poster.jpg')
  const at = durationS > 2 ? '1' : '0'
  await run('ffmpeg', ['-v', 'error', '-y', '-ss', at, '-i', source, '-frames:v', '1', '-vf', "scale=-2:'min(360,ih)'", '-q:v', '4', out])
  return out
}
