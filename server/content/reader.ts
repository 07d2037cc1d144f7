import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { entries } from 'tar'
import yauzl from 'yauzl'
import type { PackIssue } from './types'

// Reads a pack from a folder, a .zip or a .tar.gz, refusing what could reach outside the pack
// (absolute paths, '..', links) and what is too large, and naming each entry so. Item files (text)
// are read into memory; every other file (media) is only streamed: a folder's stays where it is,
// an archive's is written to a temporary folder, so a pack of large videos never sits in memory.

export interface ReadLimits {
  /** Most files in a pack. */
  maxEntries: number
  /** Most bytes of one item file (.yaml, .yml, .md). */
  maxTextBytes: number
  /** Most bytes of any other file (media, once kinds carry them). */
  maxFileBytes: number
  /** Most bytes of the whole pack, unpacked. */
  maxTotalBytes: number
}

export const DEFAULT_LIMITS: ReadLimits = { maxEntries: 20_000, maxTextBytes: 1024 * 1024, maxFileBytes: 256 * 1024 * 1024, maxTotalBytes: 1024 * 1024 * 1024 }

/** A media file of a pack, on disk: read it as a stream. */
export interface PackMedia {
  /** Where its bytes are (the pack's folder, or a temporary copy of an archive's entry). */
  path: string
  size: number
}

export interface PackFiles {
  /** The pack's item files by their path inside it ('help-questions/cara-masuk.yaml'). */
  files: Map<string, Buffer>
  /** Its other files (not .yaml, .yml, .md) by their path inside it ('media/intro.mp4'). */
  media?: Map<string, PackMedia>
  issues: PackIssue[]
  /** Removes the temporary copies of an archive's media; call it once the import is done. */
  release?: () => Promise<void>
}

const isText = (name: string) => /\.(ya?ml|md)$/i.test(name)
/** Names an archiver or a desktop adds that are not the author's: skipped. */
const isNoise = (name: string) => name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX')

/** Why an entry's name is refused, or null: it must stay inside the pack. */
export function badEntryName(name: string): string | null {
  if (name.includes('\0') || name.includes('\\')) return 'nama berisi karakter yang tidak diizinkan'
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'jalur mutlak tidak diizinkan'
  if (name.split('/').includes('..')) return "jalur dengan '..' keluar dari paket"
  return null
}

class Collector {
  readonly files = new Map<string, Buffer>()
  readonly media = new Map<string, PackMedia>()
  readonly issues: PackIssue[] = []
  #total = 0
  #temp: string | undefined
  constructor(readonly limits: ReadLimits) {}

  /** A temporary folder for an archive's media, made when the first one comes. */
  async tempDir(): Promise<string> {
    this.#temp ??= await fs.mkdtemp(path.join(os.tmpdir(), 'tumbuh-pack-'))
    return this.#temp
  }

  get temp(): string | undefined {
    return this.#temp
  }

  /** A media entry streamed to a temporary file; its size counted as written. */
  async addStream(name: string, body: NodeJS.ReadableStream): Promise<void> {
    const clean = name.replace(/^(\.\/)+/, '')
    const file = path.join(await this.tempDir(), `${this.media.size}`)
    await pipeline(body, createWriteStream(file))
    const { size } = await fs.stat(file)
    this.addMedia(clean, { path: file, size })
  }

  addMedia(name: string, media: PackMedia): void {
    if (this.media.has(name)) this.issues.push({ file: name, path: '', message: 'berkas ini ada dua kali dalam arsip' })
    this.#total += media.size
    this.media.set(name, media)
  }

  /** Whether an entry of this name and declared size may be read; records why not. */
  admit(name: string, size: number, kind: 'file' | 'directory' | 'link' | 'other'): boolean {
    const bad = badEntryName(name)
    if (bad) return this.#refuse(name, bad)
    if (kind === 'directory' || isNoise(name)) return false
    if (kind === 'link') return this.#refuse(name, 'tautan (symlink) tidak diizinkan dalam paket')
    if (kind === 'other') return this.#refuse(name, 'hanya berkas biasa yang diizinkan dalam paket')
    if (this.files.size + 1 > this.limits.maxEntries) return this.#refuse(name, `paket berisi lebih dari ${this.limits.maxEntries} berkas`)
    const max = isText(name) ? this.limits.maxTextBytes : this.limits.maxFileBytes
    if (size > max) return this.#refuse(name, `berkas ${size} bita, lebih dari batas ${max} bita`)
    if (this.#total + size > this.limits.maxTotalBytes) return this.#refuse(name, `paket lebih dari batas ${this.limits.maxTotalBytes} bita`)
    return true
  }

  add(name: string, bytes: Buffer): void {
    const clean = name.replace(/^(\.\/)+/, '')
    if (this.files.has(clean)) this.issues.push({ file: clean, path: '', message: 'berkas ini ada dua kali dalam arsip' })
    this.#total += bytes.length
    this.files.set(clean, bytes)
  }

  #refuse(name: string, message: string): false {
    this.issues.push({ file: name, path: '', message })
    return false
  }
}

/** The pack at `source`: a folder, `<name>.zip`, or `<name>.tar.gz` / `.tgz`. */
export async function readPack(source: string, limits: ReadLimits = DEFAULT_LIMITS): Promise<PackFiles> {
  const collector = new Collector(limits)
  const stat = await fs.stat(source).catch(() => null)
  if (!stat) return { files: collector.files, media: collector.media, issues: [{ file: source, path: '', message: 'paket tidak ditemukan' }] }
  const release = async () => {
    if (collector.temp) await fs.rm(collector.temp, { recursive: true, force: true })
  }
  try {
    if (stat.isDirectory()) await readFolder(source, '', collector)
    else if (/\.zip$/i.test(source)) await readZip(source, collector)
    else if (/\.(tar\.gz|tgz)$/i.test(source)) await readTarGz(source, collector)
    else collector.issues.push({ file: source, path: '', message: 'paket harus berupa folder, .zip, atau .tar.gz' })
  } catch (error) {
    await release()
    throw error
  }
  const top = topFolder(collector.files)
  return { files: unwrap(collector.files, top), media: unwrap(collector.media, top), issues: collector.issues, release }
}

async function readFolder(root: string, prefix: string, collector: Collector): Promise<void> {
  for (const entry of await fs.readdir(path.join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!isNoise(name)) await readFolder(root, name, collector)
      continue
    }
    const kind = entry.isSymbolicLink() ? 'link' : entry.isFile() ? 'file' : 'other'
    const size = kind === 'file' ? (await fs.stat(path.join(root, name))).size : 0
    if (!collector.admit(name, size, kind)) continue
    if (isText(name)) collector.add(name, await fs.readFile(path.join(root, name)))
    else collector.addMedia(name, { path: path.resolve(root, name), size })
  }
}

async function readZip(file: string, collector: Collector): Promise<void> {
  // decodeStrings off: yauzl would stop at the first bad name, and every bad name is to be listed.
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject)
    zip.on('end', resolve)
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = entry.fileName as unknown as Buffer
      // General-purpose bit 11: the name is UTF-8; otherwise CP437, whose printable ASCII is the same.
      const name = raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1')
      const mode = (entry.externalFileAttributes >>> 16) & 0o170000
      const kind = name.endsWith('/') ? 'directory' : mode === 0o120000 ? 'link' : mode === 0 || mode === 0o100000 ? 'file' : 'other'
      if (!collector.admit(name.replace(/\/$/, ''), entry.uncompressedSize, kind)) return zip.readEntry()
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        if (!isText(name)) {
          collector.addStream(name, stream).then(() => zip.readEntry(), reject)
          return
        }
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', reject)
        stream.on('end', () => {
          collector.add(name, Buffer.concat(chunks))
          zip.readEntry()
        })
      })
    })
    zip.readEntry()
  })
  zip.close()
}

async function readTarGz(file: string, collector: Collector): Promise<void> {
  const handle = await fs.open(file)
  try {
    for await (const entry of entries(handle.readableWebStream() as ReadableStream<Uint8Array>)) {
      const kind = entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'ContiguousFile' ? 'file' : entry.type === 'Directory' ? 'directory' : entry.type === 'SymbolicLink' || entry.type === 'Link' ? 'link' : 'other'
      const name = entry.path.replace(/\/$/, '')
      if (!collector.admit(name, entry.size, kind)) continue
      if (isText(name)) collector.add(name, Buffer.from(await entry.bytes()))
      else await collector.addStream(name, Readable.fromWeb(entry.body as import('node:stream/web').ReadableStream<Uint8Array>))
    }
  } finally {
    await handle.close()
  }
}

/** An archive of the pack's folder (`demo/pack.yaml`, …) reads as the folder's contents: that folder, or null. */
function topFolder(files: Map<string, Buffer>): string | null {
  if (files.has('pack.yaml') || files.size === 0) return null
  const tops = new Set([...files.keys()].map((name) => name.split('/')[0]))
  const [top] = tops
  return tops.size === 1 && files.has(`${top}/pack.yaml`) ? top! : null
}

function unwrap<T>(entries: Map<string, T>, top: string | null): Map<string, T> {
  if (top === null) return entries
  return new Map([...entries].map(([name, value]) => [name.startsWith(`${top}/`) ? name.slice(top.length + 1) : name, value]))
}
