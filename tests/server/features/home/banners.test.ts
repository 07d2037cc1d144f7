import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PACK_DIR } from '../../../../server/content/demo'
import { demoBanners as seededBanners } from '../../helpers/demo-content'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

describeOnEngines('home banners', (target) => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    ({ test, app } = await openTestApp(target))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('GET /api/platform/banner lists the seeded banners in display order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/platform/banner' })
    expect(res.statusCode).toBe(200)
    const titles = (res.json().data as { title: string }[]).map((b) => b.title)
    expect(titles).toEqual([...seededBanners].sort((a, b) => a.sortOrder - b.sortOrder).map((b) => b.title))
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      title: seededBanners[0]!.title,
      subtitle: seededBanners[0]!.subtitle,
      image_url: expect.stringMatching(/^\/media\/pack\/[0-9a-f]{32}-banner\.webp$/),
      link_url: '/learning',
      sort_order: 1,
    })
  })

  it('serves each seeded banner picture from the demo pack, as the pack holds it, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/platform/banner' })
    const urls = (res.json().data as { image_url: string }[]).map((b) => b.image_url)
    expect(urls).toHaveLength(seededBanners.length)
    for (const [i, url] of urls.entries()) {
      const picture = await app.inject({ method: 'GET', url })
      expect([picture.statusCode, picture.headers['content-type'], picture.headers['cache-control']], url).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable'])
      expect(picture.rawPayload.equals(fs.readFileSync(path.join(DEMO_PACK_DIR, seededBanners[i]!.image))), url).toBe(true)
    }
  })

  it('GET /api/platform/banner leaves out inactive, not yet started and ended banners', async () => {
    const base = { subtitle: null, image_url: '/banners/x.svg', link_url: null, created_at: iso(0), updated_at: iso(0) }
    await test.database.db
      .insertInto('banners')
      .values([
        { ...base, slug: 't-first', title: 'Tampil paling awal', sort_order: 0, active: 1, starts_at: iso(-DAY), ends_at: iso(DAY) },
        { ...base, slug: 't-inactive', title: 'Nonaktif', sort_order: 0, active: 0, starts_at: null, ends_at: null },
        { ...base, slug: 't-future', title: 'Belum mulai', sort_order: 0, active: 1, starts_at: iso(DAY), ends_at: null },
        { ...base, slug: 't-ended', title: 'Sudah berakhir', sort_order: 0, active: 1, starts_at: null, ends_at: iso(-DAY) },
      ])
      .execute()
    try {
      const res = await app.inject({ method: 'GET', url: '/api/platform/banner' })
      const titles = (res.json().data as { title: string }[]).map((b) => b.title)
      expect(titles[0]).toBe('Tampil paling awal')
      expect(titles).not.toContain('Nonaktif')
      expect(titles).not.toContain('Belum mulai')
      expect(titles).not.toContain('Sudah berakhir')
      expect(titles).toHaveLength(seededBanners.length + 1)
    } finally {
      await test.database.db.deleteFrom('banners').where('slug', 'like', 't-%').execute()
    }
  })
})
