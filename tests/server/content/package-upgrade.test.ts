import { afterAll, beforeAll, expect, it } from 'vitest'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { recordMaterialProgress } from '../../../server/db/repositories/progress-repository'
import { seedOrganisation } from '../../../server/db/seed/seed'
import { removeTempDirs, writePack } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

// The demo packages, channels and catalogues were seed code until they moved into the demo pack.
// A database the old seed filled holds them without from_pack and their materials without keys;
// the first import of the demo pack must take those rows over, not archive them and add new ones,
// so links, enrolments and material progress keep pointing at what the learner sees.

const PACK = {
  'pack.yaml': 'format: 1\nname: demo\nversion: "1"\nlanguage: id\n',
  'packages/dasar-negosiasi.yaml': `title: Dasar Negosiasi
description: <p>Paket negosiasi.</p>
category: komunikasi
published_at: 2025-01-01T00:00:00.000Z
materials:
  - key: membuka-negosiasi
    title: Membuka Negosiasi
    article: <p>Mulai dari tujuan.</p>
    reading_seconds: 300
  - key: lembar-kerja-persiapan
    title: "Lembar Kerja: Persiapan"
    article: <p>Tulis tujuan Anda.</p>
    reading_seconds: 120
  - key: lembar-kerja-persiapan-2
    title: "Lembar Kerja: Persiapan"
    article: <p>Tulis batas Anda.</p>
    reading_seconds: 60
`,
  'channels/saluran-negosiasi.yaml': 'name: Saluran Negosiasi\ndescription: Untuk perunding.\norder: 1\nspecial: true\nitems:\n  - package: dasar-negosiasi\n',
  'catalogues/wajib-negosiasi.yaml': 'name: Wajib Negosiasi\ndescription: Kurasi.\norder: 1\nitems:\n  - package: dasar-negosiasi\n',
}

describeOnEngines('the first demo import over packages, channels and catalogues the old seed code wrote', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    await seedOrganisation(test.database)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('keeps their rows and ids, gives the materials the pack’s keys, and leaves the learners’ progress where it was', async () => {
    const db = test.database.db
    const { id: categoryId } = await db.selectFrom('learning_categories').select('id').where('slug', '=', 'komunikasi').executeTakeFirstOrThrow()
    const { id: employeeId } = await db.selectFrom('employees').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
    // As the seed code wrote them: no from_pack, materials without keys, the bare thumbnail URL.
    const { id: packageId } = await db
      .insertInto('course_packages')
      .values({ slug: 'dasar-negosiasi', title: 'Dasar Negosiasi', description: '<p>Paket negosiasi.</p>', category_id: categoryId, thumbnail_url: '/thumbnails/dasar-negosiasi.svg' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const material = async (position: number, title: string, body: string, seconds: number) =>
      Number((await db.insertInto('course_materials').values({ package_id: packageId, position, title, kind: 'article', video_id: null, duration_s: seconds, body, quiz_id: null }).returning('id').executeTakeFirstOrThrow()).id)
    const ids = [
      await material(1, 'Membuka Negosiasi', '<p>Mulai dari tujuan.</p>', 300),
      await material(2, 'Lembar Kerja: Persiapan', '<p>Tulis tujuan Anda.</p>', 120),
      await material(3, 'Lembar Kerja: Persiapan', '<p>Tulis batas Anda.</p>', 60),
    ]
    const { id: channelId } = await db.insertInto('channels').values({ slug: 'saluran-negosiasi', name: 'Saluran Negosiasi', description: 'Untuk perunding.', thumbnail_url: '/thumbnails/saluran-negosiasi.svg', is_special: 1, sort_order: 1 }).returning('id').executeTakeFirstOrThrow()
    await db.insertInto('channel_items').values({ channel_id: channelId, position: 1, video_id: null, package_id: packageId }).execute()
    const { id: catalogId } = await db.insertInto('catalogs').values({ slug: 'wajib-negosiasi', name: 'Wajib Negosiasi', description: 'Kurasi.', thumbnail_url: '/thumbnails/wajib-negosiasi.svg', is_special: 0, sort_order: 1 }).returning('id').executeTakeFirstOrThrow()
    await db.insertInto('catalog_items').values({ catalog_id: catalogId, position: 1, video_id: null, package_id: packageId }).execute()
    await recordMaterialProgress(db, Number(employeeId), { id: ids[0]!, package_id: Number(packageId) }, { positionS: 0, completed: true }, '2026-12-01T01:00:00.000Z')
    await recordMaterialProgress(db, Number(employeeId), { id: ids[2]!, package_id: Number(packageId) }, { positionS: 0, completed: false }, '2026-12-01T01:05:00.000Z')
    const progress = async () => ({
      materials: await db.selectFrom('material_progress').select(['course_material_id', 'completed_at']).orderBy('course_material_id').execute(),
      packages: await db.selectFrom('package_progress').select(['package_id', 'current_course_material_id', 'completed_at']).execute(),
    })
    const before = await progress()

    const { pack, issues } = validatePack(await readPack(writePack(PACK)))
    expect(issues).toEqual([])
    await importPack(test.database, pack!)

    const packages = await db.selectFrom('course_packages').select(['id', 'slug', 'from_pack', 'archived_at', 'thumbnail_url']).execute()
    expect(packages.map((p) => [Number(p.id), p.slug, Number(p.from_pack), p.archived_at, p.thumbnail_url])).toEqual([
      [Number(packageId), 'dasar-negosiasi', 1, null, '/thumbnails/package--dasar-negosiasi.svg'],
    ])
    const materials = await db.selectFrom('course_materials').select(['id', 'key', 'position', 'archived_at']).orderBy('id').execute()
    expect(materials.map((m) => [Number(m.id), m.key, m.position, m.archived_at])).toEqual([
      [ids[0], 'membuka-negosiasi', 1, null],
      [ids[1], 'lembar-kerja-persiapan', 2, null],
      [ids[2], 'lembar-kerja-persiapan-2', 3, null],
    ])
    expect(await progress()).toEqual(before)
    for (const [table, items, owner, id] of [['channels', 'channel_items', 'channel_id', channelId], ['catalogs', 'catalog_items', 'catalog_id', catalogId]] as const) {
      const rows = await db.selectFrom(table).select(['id', 'from_pack', 'archived_at']).execute()
      expect(rows.map((r) => [Number(r.id), Number(r.from_pack), r.archived_at])).toEqual([[Number(id), 1, null]])
      const entries = await (db as typeof db).selectFrom(items).select(['package_id']).where(owner as 'channel_id', '=', id).execute()
      expect(entries.map((e) => Number(e.package_id))).toEqual([Number(packageId)])
    }
  })
})
