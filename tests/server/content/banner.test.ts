import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { readStoredFile } from '../../../server/db/repositories/file-store'
import { removeTempDirs, tempDir, TINY_WEBP, tinyPack, writePack, type PackText } from '../helpers/content-pack'
import { buildTestApp } from '../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

// Issue 41: a banner's picture is a file of the pack (media/…), checked by its content and size
// (validate.test.ts), stored in the file store like a video's poster and served under /media/pack/.

afterAll(removeTempDirs)

const nameOf = (bytes: string | Buffer) => `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-banner.webp`
const OTHER_WEBP = `${TINY_WEBP} lain`

async function packOf(files: PackText) {
  const { pack, issues } = validatePack(await readPack(writePack(files)))
  expect(issues).toEqual([])
  return pack!
}

describeOnEngines('banner pictures in content packs', (target) => {
  let test: TestDatabase
  const banner = () => test.database.db.selectFrom('banners').select(['id', 'image_url', 'archived_at']).where('slug', '=', 'selamat-datang').executeTakeFirstOrThrow()
  const storedBanners = async () =>
    (await test.database.db.selectFrom('stored_files').select('name').where('kind', '=', 'media').where('name', 'like', '%-banner.%').execute()).map((r) => r.name).sort()

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('stores the picture under its hash and serves it as the pack holds it', async () => {
    const demoPictures = await storedBanners()
    expect(demoPictures).toHaveLength(4)
    const report = await importPack(test.database, await packOf(tinyPack()))
    expect(report.kinds[0]).toMatchObject({ kind: 'banner', result: { added: ['selamat-datang'] } })
    expect((await banner()).image_url).toBe(`/media/pack/${nameOf(TINY_WEBP)}`)
    // The demo banners the tiny pack archived keep their pictures, to come back as they were.
    expect(await storedBanners()).toEqual([...demoPictures, nameOf(TINY_WEBP)].sort())
    const app = await buildTestApp(test.database, test.dataDir)
    try {
      const picture = await app.inject({ method: 'GET', url: (await banner()).image_url })
      expect([picture.statusCode, picture.headers['content-type'], picture.body]).toEqual([200, 'image/webp', TINY_WEBP])
    } finally {
      await app.close()
    }
  })

  it('changes nothing for the same picture again, and replaces a changed one, removing the file no banner names', async () => {
    const before = await banner()
    const again = await importPack(test.database, await packOf(tinyPack()))
    expect(again.kinds[0]!.result).toMatchObject({ changed: [], unchanged: 1 })
    const edited = await importPack(test.database, await packOf({ ...tinyPack(), 'media/selamat-datang.webp': OTHER_WEBP }))
    expect(edited.kinds[0]!.result.changed).toEqual(['selamat-datang'])
    const after = await banner()
    expect([after.id, after.image_url]).toEqual([before.id, `/media/pack/${nameOf(OTHER_WEBP)}`])
    expect(await storedBanners()).toContain(nameOf(OTHER_WEBP))
    expect(await storedBanners()).not.toContain(nameOf(TINY_WEBP))
    expect((await readStoredFile(test.database.db, 'media', nameOf(OTHER_WEBP)))!.toString()).toBe(OTHER_WEBP)
  })

  it('exports the picture beside the banner, and the export imports to the same picture', async () => {
    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(test.database, dir)
    expect(fs.readFileSync(path.join(dir, 'banners', 'selamat-datang.yaml'), 'utf8')).toContain('image: media/banner-selamat-datang.webp\n')
    expect(fs.readFileSync(path.join(dir, 'media', 'banner-selamat-datang.webp'), 'utf8')).toBe(OTHER_WEBP)
    const report = await importPack(test.database, validatePack(await readPack(dir)).pack!)
    expect(report.kinds.find((k) => k.kind === 'banner')!.result).toMatchObject({ added: [], changed: [], unchanged: 1 })
  })
})
