import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../../server/db/database'
import { importUploadsFromDisk, putStoredFile, readStoredFile, removeStoredFile } from '../../../server/db/repositories/file-store'
import { readCvFile, writeSeedCv } from '../../../server/features/opportunity/cv-files'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describeOnEngines('the file store (uploads in the database)', (target) => {
  let test: TestDatabase
  /** A second process: its own connection(s) and its own, empty DATA_DIR, on the same database. */
  let other: DatabaseHandle
  let otherDataDir: string

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-other-'))
    other =
      target.engine === 'postgres'
        ? createDatabase({ dataDir: otherDataDir, databaseUrl: target.url }, { schema: test.database.schema })
        : createDatabase({ dataDir: test.dataDir, databaseUrl: undefined })
  })
  afterAll(async () => {
    await other?.close()
    await test?.cleanup()
    fs.rmSync(otherDataDir, { recursive: true, force: true })
  })

  it('keeps every byte: stored through one process, read through another', async () => {
    const bytes = Buffer.concat([PNG_HEAD, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.alloc(70_000, 0xab)])
    expect(await putStoredFile(test.database.db, 'covers', 'a'.repeat(32) + '.png', bytes)).toBe(true)
    const read = await readStoredFile(other.db, 'covers', 'a'.repeat(32) + '.png')
    expect(read?.equals(bytes)).toBe(true)
    // Kinds are apart: the same name under another kind is another file (none here).
    expect(await readStoredFile(other.db, 'photos', 'a'.repeat(32) + '.png')).toBeUndefined()
    const row = await test.database.db.selectFrom('stored_files').select(['size']).where('name', '=', 'a'.repeat(32) + '.png').executeTakeFirstOrThrow()
    expect(row.size).toBe(bytes.length)
  })

  it('never replaces a stored name: the first file stays (a seed writing at every start)', async () => {
    const name = 'b'.repeat(32) + '.pdf'
    expect(await putStoredFile(test.database.db, 'cv', name, PDF)).toBe(true)
    expect(await putStoredFile(other.db, 'cv', name, Buffer.from('%PDF-other'))).toBe(false)
    expect((await readStoredFile(test.database.db, 'cv', name))?.equals(PDF)).toBe(true)
  })

  it('removes a file for every process; removing again or an unknown name is harmless', async () => {
    const name = 'c'.repeat(32) + '.pdf'
    await putStoredFile(test.database.db, 'documents', name, PDF)
    await removeStoredFile(other.db, 'documents', name)
    expect(await readStoredFile(test.database.db, 'documents', name)).toBeUndefined()
    await expect(removeStoredFile(test.database.db, 'documents', name)).resolves.toBeUndefined()
  })

  it('takes only names of its own shape: never a path', async () => {
    await expect(putStoredFile(test.database.db, 'covers', '../tumbuh.sqlite', PDF)).rejects.toThrow(/not a stored file name/)
    await expect(putStoredFile(test.database.db, 'covers', 'a/b.png', PDF)).rejects.toThrow(/not a stored file name/)
    expect(await readStoredFile(test.database.db, 'covers', '..%2Ftumbuh.sqlite')).toBeUndefined()
  })

  it('serves a seeded CV through the area, written once however many processes seed', async () => {
    await writeSeedCv(test.database.db, 'seed-budi-santoso-analis.pdf', PDF)
    await writeSeedCv(other.db, 'seed-budi-santoso-analis.pdf', Buffer.from('%PDF-1.4 another'))
    const file = await readCvFile(other.db, 'seed-budi-santoso-analis.pdf', 'pdf')
    expect(file?.mime).toBe('application/pdf')
    expect(file?.bytes.equals(PDF)).toBe(true)
  })

  it('copies the uploads an earlier version kept under DATA_DIR into the database once, leaving other files alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-legacy-'))
    try {
      const put = (kind: string, name: string, bytes: Buffer) => {
        fs.mkdirSync(path.join(dataDir, 'uploads', kind), { recursive: true })
        fs.writeFileSync(path.join(dataDir, 'uploads', kind, name), bytes)
      }
      const photo = Buffer.concat([PNG_HEAD, Buffer.from('foto lama')])
      put('photos', 'd'.repeat(32) + '.png', photo)
      put('cv', 'e'.repeat(32) + '.pdf', PDF)
      put('cv', 'seed-sari-wulandari-data.pdf', PDF)
      put('cv', 'Bukan Nama Kami.pdf', PDF)
      put('elsewhere', 'f'.repeat(32) + '.pdf', PDF)
      expect(await importUploadsFromDisk(test.database.db, dataDir)).toBe(3)
      expect(await importUploadsFromDisk(test.database.db, dataDir)).toBe(0)
      // Another process, without the disk, serves them now.
      expect((await readStoredFile(other.db, 'photos', 'd'.repeat(32) + '.png'))?.equals(photo)).toBe(true)
      expect((await readCvFile(other.db, 'e'.repeat(32) + '.pdf', 'pdf'))?.bytes.equals(PDF)).toBe(true)
      expect(await readStoredFile(other.db, 'cv', 'Bukan Nama Kami.pdf')).toBeUndefined()
      // The files on disk are left where they were.
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'photos', 'd'.repeat(32) + '.png'))).toBe(true)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('imports nothing, and fails nothing, from a DATA_DIR without uploads', async () => {
    expect(await importUploadsFromDisk(test.database.db, otherDataDir)).toBe(0)
  })
})
