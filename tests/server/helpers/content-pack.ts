import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { crc32, gzipSync } from 'node:zlib'
import { Header } from 'tar'

// Small content packs for the content-pack tests: files as text, written to a folder or packed
// into a .zip or .tar.gz by hand (so an archive may hold what a careful archiver would refuse).

export type PackText = Record<string, string>
/** A pack's files, media as bytes. */
export type PackFilesIn = Record<string, string | Buffer>

const made: string[] = []

/**
 * Removes the folders tempDir made: each test file calls `afterAll(removeTempDirs)` (the server
 * files share their worker's modules, so this module cannot register it once for all).
 */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}

/** A new temp folder, removed when the tests end. */
export function tempDir(prefix = 'tumbuh-pack-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}

/**
 * A banner picture the content check takes for WebP (RIFF…WEBP) while staying plain text, so the
 * tiny pack stays a PackText; nothing on the server decodes a banner's picture.
 */
export const TINY_WEBP = 'RIFF\u0010\u0000\u0000\u0000WEBPVP8 uji'

/** A complete pack of the text kinds: one banner (and its picture), one category, one topic, two questions. */
export function tinyPack(): PackText {
  return {
    'pack.yaml': 'format: 1\nname: uji\nversion: "1"\nlanguage: id\n',
    'banners/selamat-datang.yaml': 'title: Selamat datang\nsubtitle: Mulai belajar hari ini.\nimage: media/selamat-datang.webp\nlink_url: /learning\nsort_order: 1\n',
    'media/selamat-datang.webp': TINY_WEBP,
    'help-categories/umum.yaml': 'name: Umum\ndescription: Hal-hal dasar tentang aplikasi.\nicon: app\norder: 1\n',
    'help-topics/dasar.yaml': 'name: Dasar\ncategory: umum\norder: 1\n',
    'help-questions/apa-itu.yaml':
      "title: Apa itu Tumbuh?\ntopic: dasar\norder: 1\nrelated: [cara-mulai]\nanswer: '<strong>Tumbuh</strong> adalah aplikasi belajar karyawan.'\n",
    'help-questions/cara-mulai.yaml':
      'title: Bagaimana cara mulai belajar?\ntopic: dasar\norder: 2\nrelated: [apa-itu]\nanswer: |-\n  Buka <strong>Learning</strong> lalu pilih video.<br>Lihat <a href="/learning" target="_blank">katalog</a>.\n',
  }
}

/** The item files of a pack (what `readPack` answers as `files`): everything but media/. */
export function itemFilesOf(files: PackText): PackText {
  return Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('media/')))
}

/** A new temp folder holding `files`. */
export function writePack(files: PackFilesIn, dir = tempDir()): string {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

export interface ArchiveEntry {
  name: string
  text?: string | Buffer
  /** A symbolic link to this target instead of a file. */
  link?: string
}

const entriesOf = (files: PackFilesIn | ArchiveEntry[]): ArchiveEntry[] =>
  Array.isArray(files) ? files : Object.entries(files).map(([name, text]) => ({ name, text }))

/** A .zip (stored, not compressed) of the entries, names as given: '../' and links included. */
export function zipOf(files: PackFilesIn | ArchiveEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entriesOf(files)) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = Buffer.isBuffer(entry.text) ? entry.text : Buffer.from(entry.link ?? entry.text ?? '', 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x800, 6)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE((3 << 8) | 20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x800, 8)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(((entry.link ? 0o120777 : 0o100644) << 16) >>> 0, 38)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += 30 + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A .tar.gz of the entries, names as given. */
export function tarGzOf(files: PackFilesIn | ArchiveEntry[]): Buffer {
  const blocks: Buffer[] = []
  for (const entry of entriesOf(files)) {
    const body = Buffer.isBuffer(entry.text) ? entry.text : Buffer.from(entry.text ?? '', 'utf8')
    const header = new Header({ path: entry.name, type: entry.link ? 'SymbolicLink' : 'File', size: entry.link ? 0 : body.length, mode: 0o644, mtime: new Date(0), linkpath: entry.link })
    const head = Buffer.alloc(512)
    header.encode(head, 0)
    blocks.push(head)
    if (!entry.link) blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]))
}

/** Writes `bytes` as `name` in a new temp folder and returns its path. */
export function archiveFile(name: string, bytes: Buffer): string {
  const file = path.join(tempDir(), name)
  fs.writeFileSync(file, bytes)
  return file
}

/**
 * A short test clip made by ffmpeg (its lavfi test pattern and a tone), `seconds` long, 640×480
 * WebM: a source the import turns into renditions. Made once per name in a temp folder.
 */
export function testClip(seconds = 2, tone = 440): Buffer {
  const file = path.join(tempDir('tumbuh-clip-'), 'clip.webm')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=640x480:rate=15:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', file],
  ])
  return fs.readFileSync(file)
}
