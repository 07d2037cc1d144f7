import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { putStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { sniffFile } from '../../http/file-kinds'
import { hashFile, makePoster, makeRendition, probeVideo, RENDITIONS, type Probe, type Quality } from '../media-tools'
import type { PackMedia } from '../reader'
import { probeWebmHeader } from '../webm-probe'
import { PackRefusedError, type PackIssue, type PackItem, type PrepareContext } from '../types'

// A pack video's media work (decision 053), before the import's transaction: hash what the pack
// gives, and only when the hash is new probe it and (from a source) make the renditions and poster.

/** What the YAML names: one source, or ready renditions; a poster either way (optional). */
export interface VideoMediaFields {
  source?: string | undefined
  renditions?: { standard: string; low: string } | undefined
  poster?: string | undefined
}

export interface MadeFile {
  /** Its stored name: the media digest and its role (`<32 hex>-standard.webm`). */
  name: string
  /** Where its bytes are now (the pack, or the import's temporary folder). */
  path: string
  width?: number
  height?: number
  bytes: number
}

/** A video whose media are new: what to store and record. */
export interface NewMedia {
  digest: string
  durationS: number
  renditions: (MadeFile & { quality: Quality; width: number; height: number })[]
  poster: MadeFile | null
}

export interface PreparedMedia {
  /** Each video's media digest, by key. */
  digests: Map<string, string>
  /** Videos whose media changed (or are new), by key; the others keep what is stored. */
  fresh: Map<string, NewMedia>
  release: () => Promise<void>
}

/** The stored name of a pack medium: the digest's first 32 hex digits and its role. */
export const mediaName = (digest: string, role: Quality | 'poster', ext: string) => `${digest.slice(0, 32)}-${role}.${ext}`
export const mediaUrl = (name: string) => `/media/pack/${name}`

const POSTER_KINDS = ['jpg', 'png', 'webp'] as const

export async function prepareVideoMedia(items: readonly PackItem<VideoMediaFields>[], { db, media, progress }: PrepareContext): Promise<PreparedMedia> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'tumbuh-video-'))
  const release = () => fs.rm(temp, { recursive: true, force: true })
  const file = (name: string) => media.get(name) as PackMedia
  try {
    const digests = new Map<string, string>()
    const stored = new Map((await db.selectFrom('videos').select(['slug', 'media_digest']).execute()).map((row) => [row.slug, row.media_digest]))
    const work: PackItem<VideoMediaFields>[] = []
    // Many videos may name the same files (the demo's 50 videos play 4 clips): each is read once.
    const hashes = new Map<string, Promise<string>>()
    const hashOf = (part: string) => hashes.get(part) ?? hashes.set(part, hashFile(file(part).path)).get(part)!
    for (const item of items) {
      const parts = [item.data.source, item.data.renditions?.standard, item.data.renditions?.low, item.data.poster]
      const hash = createHash('sha256')
      for (const part of parts) hash.update(part ? `${part}:${await hashOf(part)}` : '-').update('\0')
      const digest = hash.digest('hex')
      digests.set(item.key, digest)
      if (stored.get(item.key) !== digest) work.push(item)
    }
    const fresh = new Map<string, NewMedia>()
    const issues: PackIssue[] = []
    const probes = new Map<string, Promise<Probe | null>>()
    const probeOnce = (name: string) => probes.get(name) ?? probes.set(name, probeReady(file(name).path)).get(name)!
    // Steps: a source takes two renditions and a poster, ready renditions two probes.
    const total = work.length * 3
    let done = 0
    const step = (label: string) => progress(++done, total, label)
    for (const item of work) {
      const digest = digests.get(item.key)!
      const dir = path.join(temp, item.key)
      await fs.mkdir(dir)
      const made = item.data.source ? await fromSource(item, digest, dir, file, step) : await fromRenditions(item, digest, file, probeOnce, step)
      if (typeof made === 'string') issues.push({ file: item.file, path: item.data.source ? 'source' : 'renditions', message: made })
      else fresh.set(item.key, made)
    }
    if (issues.length > 0) throw new PackRefusedError(issues)
    return { digests, fresh, release }
  } catch (error) {
    await release()
    throw error
  }
}

type Step = (label: string) => void

async function fromSource(item: PackItem<VideoMediaFields>, digest: string, dir: string, file: (name: string) => PackMedia, step: Step): Promise<NewMedia | string> {
  const source = file(item.data.source!).path
  const probe = await probeVideo(source)
  if (!probe) return `${item.data.source} bukan video yang dapat dibaca ffprobe`
  const renditions: NewMedia['renditions'] = []
  for (const rendition of [...RENDITIONS].reverse()) {
    const out = await makeRendition(source, dir, rendition)
    const made = await probeVideo(out)
    if (!made) return `ffmpeg tidak menghasilkan video ${rendition.quality} dari ${item.data.source}`
    renditions.push({ quality: rendition.quality, name: mediaName(digest, rendition.quality, 'webm'), path: out, width: made.width, height: made.height, bytes: (await fs.stat(out)).size })
    step(`${item.key}: ${rendition.quality}`)
  }
  const posterPath = item.data.poster ? file(item.data.poster).path : await makePoster(source, dir, probe.durationS)
  step(`${item.key}: poster`)
  return { digest, durationS: probe.durationS, renditions, poster: await posterOf(posterPath, digest) }
}

/**
 * A ready rendition's length and size: a WebM states them in its header, read without ffprobe
 * (so the demo pack imports where ffmpeg is not installed); anything else, or a WebM that does
 * not state them (a live recording), is probed by ffprobe.
 */
async function probeReady(location: string): Promise<Probe | null> {
  const kind = sniffFile(await readHead(location), ['webm', 'mp4'] as const)?.ext
  return (kind === 'webm' ? await probeWebmHeader(location) : null) ?? probeVideo(location)
}

async function fromRenditions(
  item: PackItem<VideoMediaFields>,
  digest: string,
  file: (name: string) => PackMedia,
  probeOnce: (name: string) => Promise<Probe | null>,
  step: Step,
): Promise<NewMedia | string> {
  const renditions: NewMedia['renditions'] = []
  let durationS = 0
  for (const quality of ['low', 'standard'] as const) {
    const given = item.data.renditions![quality]
    const probe = await probeOnce(given)
    if (!probe) return `${given} bukan video yang dapat dibaca ffprobe`
    const head = await readHead(file(given).path)
    const ext = sniffFile(head, ['webm', 'mp4'] as const)?.ext ?? 'webm'
    renditions.push({ quality, name: mediaName(digest, quality, ext), path: file(given).path, width: probe.width, height: probe.height, bytes: file(given).size })
    if (quality === 'standard') durationS = probe.durationS
    step(`${item.key}: ${quality}`)
  }
  step(`${item.key}: poster`)
  return { digest, durationS, renditions, poster: item.data.poster ? await posterOf(file(item.data.poster).path, digest) : null }
}

async function posterOf(file: string, digest: string): Promise<MadeFile> {
  const ext = sniffFile(await readHead(file), POSTER_KINDS)?.ext ?? 'jpg'
  return { name: mediaName(digest, 'poster', ext), path: file, bytes: (await fs.stat(file)).size }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file)
  try {
    const bytes = Buffer.alloc(64)
    const { bytesRead } = await handle.read(bytes, 0, 64, 0)
    return bytes.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Stores a video's new media and records its renditions (in the import's transaction). The files
 * of its previous media go when no other video uses them; an archived video keeps its files.
 */
export async function storeVideoMedia(
  trx: Transaction<Database>,
  videoId: number,
  media: NewMedia,
  previousDigest: string | null,
  now: string,
  /** Names this import has stored already (videos with the same files share them). */
  written: Set<string> = new Set(),
): Promise<void> {
  const db = trx as unknown as Kysely<Database>
  for (const made of [...media.renditions, ...(media.poster ? [media.poster] : [])]) {
    if (written.has(made.name)) continue
    await putStoredFile(db, 'media', made.name, await fs.readFile(made.path), new Date(now))
    written.add(made.name)
  }
  await trx.deleteFrom('video_renditions').where('video_id', '=', videoId).execute()
  await trx
    .insertInto('video_renditions')
    .values(
      media.renditions.map((r) => ({ video_id: videoId, quality: r.quality, url: mediaUrl(r.name), mime_type: r.name.endsWith('.mp4') ? 'video/mp4' : 'video/webm', width: r.width, height: r.height, bytes: r.bytes })),
    )
    .execute()
  if (!previousDigest || previousDigest === media.digest) return
  const shared = await trx.selectFrom('videos').select('id').where('media_digest', '=', previousDigest).where('id', '!=', videoId).executeTakeFirst()
  if (shared) return
  const prefix = previousDigest.slice(0, 32)
  const old = await trx.selectFrom('stored_files').select('name').where('kind', '=', 'media').where('name', 'like', `${prefix}-%`).execute()
  for (const { name } of old) await removeStoredFile(db, 'media', name)
}
