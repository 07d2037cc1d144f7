import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS, readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { archiveFile, itemFilesOf, removeTempDirs, tarGzOf, tinyPack, writePack, zipOf, type ArchiveEntry } from '../helpers/content-pack'

afterAll(removeTempDirs)

const text = (files: Map<string, Buffer>) => Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]))
const inFolder = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([name, t]) => [`uji/${name}`, t]))

describe('reading a pack', () => {
  it('reads a folder, a .zip and a .tar.gz to the same files (an archive of the folder included)', async () => {
    const folder = await readPack(writePack(tinyPack()))
    expect(folder.issues).toEqual([])
    expect(text(folder.files)).toEqual(itemFilesOf(tinyPack()))
    expect([...folder.media!.keys()]).toEqual(['media/selamat-datang.webp'])
    for (const file of [archiveFile('uji.zip', zipOf(tinyPack())), archiveFile('uji.tar.gz', tarGzOf(tinyPack())), archiveFile('uji.tgz', tarGzOf(inFolder(tinyPack())))]) {
      const read = await readPack(file)
      expect(read.issues, file).toEqual([])
      expect(text(read.files), file).toEqual(itemFilesOf(tinyPack()))
      expect(validatePack(read).pack, file).not.toBeNull()
    }
  })

  const hostile: ArchiveEntry[] = [
    { name: 'pack.yaml', text: tinyPack()['pack.yaml'] },
    { name: '../luar.yaml', text: 'x: 1' },
    { name: 'banners/../../luar-lagi.yaml', text: 'x: 1' },
    { name: '/etc/cron.d/jahat', text: 'x' },
    { name: 'banners/tautan.yaml', link: '/etc/passwd' },
  ]
  const refusals = [
    { file: '../luar.yaml', path: '', message: "jalur dengan '..' keluar dari paket" },
    { file: 'banners/../../luar-lagi.yaml', path: '', message: "jalur dengan '..' keluar dari paket" },
    { file: '/etc/cron.d/jahat', path: '', message: 'jalur mutlak tidak diizinkan' },
    { file: 'banners/tautan.yaml', path: '', message: 'tautan (symlink) tidak diizinkan dalam paket' },
  ]

  it('refuses path traversal, absolute paths and links in a .zip, every one named, and the pack with them', async () => {
    const read = await readPack(archiveFile('jahat.zip', zipOf(hostile)))
    expect(read.issues).toEqual(refusals)
    expect([...read.files.keys()]).toEqual(['pack.yaml'])
    expect(validatePack(read).pack).toBeNull()
  })

  it('refuses the same in a .tar.gz', async () => {
    const read = await readPack(archiveFile('jahat.tar.gz', tarGzOf(hostile)))
    expect(read.issues).toEqual(refusals)
    expect(validatePack(read).pack).toBeNull()
  })

  it('refuses a symbolic link in a folder', async () => {
    const dir = writePack(tinyPack())
    fs.symlinkSync('/etc/passwd', path.join(dir, 'banners', 'tautan.yaml'))
    expect((await readPack(dir)).issues).toEqual([{ file: 'banners/tautan.yaml', path: '', message: 'tautan (symlink) tidak diizinkan dalam paket' }])
  })

  it('refuses entries over the limits before reading them', async () => {
    const big = { ...tinyPack(), 'help-questions/panjang.yaml': `title: x\nanswer: '${'a'.repeat(300)}'\n` }
    const read = await readPack(archiveFile('besar.zip', zipOf(big)), { ...DEFAULT_LIMITS, maxTextBytes: 250 })
    expect(read.issues).toEqual([{ file: 'help-questions/panjang.yaml', path: '', message: 'berkas 320 bita, lebih dari batas 250 bita' }])
    expect(read.files.has('help-questions/panjang.yaml')).toBe(false)
    const many = await readPack(archiveFile('banyak.tar.gz', tarGzOf(tinyPack())), { ...DEFAULT_LIMITS, maxEntries: 5 })
    expect(many.issues.map((i) => i.message)).toEqual(['paket berisi lebih dari 5 berkas'])
    const total = await readPack(writePack(tinyPack()), { ...DEFAULT_LIMITS, maxTotalBytes: 300 })
    expect(total.issues.map((i) => i.message)).toContain('paket lebih dari batas 300 bita')
  })

  it('says what a source that is no pack is', async () => {
    expect((await readPack('/tidak/ada')).issues).toEqual([{ file: '/tidak/ada', path: '', message: 'paket tidak ditemukan' }])
    expect((await readPack(archiveFile('paket.rar', Buffer.from('x')))).issues[0]!.message).toBe('paket harus berupa folder, .zip, atau .tar.gz')
  })
})
