import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { recordKindApis, COVER_MAX_BYTES } from '../../../../src/contract/profile-record'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { storedFileNames } from '../../helpers/stored-files'

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const WEBP_START = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)])

const upload = (name: string, data: Buffer) => `${name},${data.toString('base64')}`
const book = (cover: string | null) => ({ title: 'Bumi Manusia', author: 'Pramoedya Ananta Toer', finished_at: '2024-04-21', review: null, cover })

describeOnEngines('book covers', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let sari: Browser
  let budi: Browser

  const post = (cover: string | null) => sari.send({ method: 'POST', url: '/api/v2/users/activities/book-reads', payload: book(cover) })
  const created = async (cover: string) => {
    const res = await post(cover)
    expect(res.statusCode, res.body).toBe(201)
    return recordKindApis['book-reads'].create.response.parse(res.json()).data
  }
  const storedFiles = () => storedFileNames(test.database, 'covers')

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    budi = (await signIn(app, config, 'budi.santoso')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('stores a PNG cover under a random name and serves it to signed-in employees as an image', async () => {
    const record = await created(upload('sampul buku.png', PNG_1X1))
    expect(record.cover_url).toMatch(/^\/uploads\/covers\/[a-f0-9]{32}\.png$/)
    expect(record.cover_url).not.toContain('sampul')
    const res = await budi.request({ method: 'GET', url: record.cover_url! })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toMatch(/^private/)
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true)
    expectProblem(await app.inject({ method: 'GET', url: record.cover_url! }), 401)

    const publicList = await budi.request({ method: 'GET', url: '/api/v2/activities/book-reads/sari.wulandari' })
    expect(publicList.json().data.map((b: { cover_url: string | null }) => b.cover_url)).toContain(record.cover_url)
  })

  it('serves a private record’s cover to its owner only', async () => {
    const res = await sari.send({
      method: 'POST',
      url: '/api/v2/users/activities/book-reads',
      payload: { ...book(upload('rahasia.png', PNG_1X1)), visibility: 'private' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const record = recordKindApis['book-reads'].create.response.parse(res.json()).data
    expect((await sari.request({ method: 'GET', url: record.cover_url! })).statusCode).toBe(200)
    expectProblem(await budi.request({ method: 'GET', url: record.cover_url! }), 404)
  })

  it('replaces, keeps or removes the cover when the record is edited, and deletes the file it no longer uses', async () => {
    const record = await created(upload('lama.png', PNG_1X1))
    const put = (body: Record<string, unknown>) => sari.send({ method: 'PUT', url: `/api/v2/users/activities/book-reads/${record.id}`, payload: body })
    const { cover: _none, ...withoutCover } = book(null)
    const kept = recordKindApis['book-reads'].update.response.parse((await put({ ...withoutCover, title: 'Anak Semua Bangsa' })).json()).data
    expect(kept).toMatchObject({ title: 'Anak Semua Bangsa', cover_url: record.cover_url })
    const replaced = recordKindApis['book-reads'].update.response.parse((await put(book(upload('baru.jpg', JPEG_START)))).json()).data
    expect(replaced.cover_url).toMatch(/\.jpg$/)
    expect(await storedFiles()).not.toContain(path.basename(record.cover_url!))
    expect(await storedFiles()).toContain(path.basename(replaced.cover_url!))
    const removed = recordKindApis['book-reads'].update.response.parse((await put(book(null))).json()).data
    expect(removed.cover_url).toBeNull()
    expect(await storedFiles()).not.toContain(path.basename(replaced.cover_url!))
    const refused = expectProblem(await put(book(upload('bukan.png', Buffer.from('bukan gambar')))), 400)
    expect(refused.errors[0]?.path).toBe('cover')
  })

  it('takes the type from the bytes, not the name: JPEG and WebP are kept as such', async () => {
    expect((await created(upload('foto.png', JPEG_START))).cover_url).toMatch(/\.jpg$/)
    expect((await created(upload('sampul.jpg', WEBP_START))).cover_url).toMatch(/\.webp$/)
  })

  it('refuses a file that is not a JPEG, PNG or WebP image, whatever its name, and stores nothing', async () => {
    const before = (await storedFiles()).length
    const html = expectProblem(await post(upload('sampul.png', Buffer.from('<html><script>alert(1)</script></html>'))), 400)
    expect(html.errors).toEqual([{ path: 'cover', message: expect.stringMatching(/JPEG, PNG, atau WebP/) }])
    expectProblem(await post(upload('sampul.gif', Buffer.from('GIF89a\x01\x00\x01\x00'))), 400)
    expectProblem(await post('tanpa-koma-dan-bukan-base64!'), 400)
    expect((await storedFiles()).length).toBe(before)
  })

  it('accepts exactly 2 MB and refuses one byte more', async () => {
    const exactly = Buffer.concat([PNG_1X1, Buffer.alloc(COVER_MAX_BYTES - PNG_1X1.length)])
    expect((await created(upload('besar.png', exactly))).cover_url).toMatch(/\.png$/)
    const tooBig = expectProblem(await post(upload('besar.png', Buffer.concat([exactly, Buffer.alloc(1)]))), 400)
    expect(tooBig.errors[0]?.path).toBe('cover')
    // Far beyond the limit, the body itself is refused before it is parsed.
    expectProblem(await post(upload('besar.png', Buffer.alloc(COVER_MAX_BYTES * 2))), 413)
  })

  it('serves only covers a record refers to, by a name of its own shape', async () => {
    expectProblem(await sari.request({ method: 'GET', url: `/uploads/covers/${'a'.repeat(32)}.png` }), 404)
    expectProblem(await sari.request({ method: 'GET', url: '/uploads/covers/..%2Ftumbuh.sqlite' }), 404)
    expectProblem(await sari.request({ method: 'GET', url: '/uploads/covers/..%2F..%2Ftumbuh.sqlite' }), 404)
  })

  it('removes the cover with its record: the URL is gone afterwards', async () => {
    const record = await created(upload('hapus.png', PNG_1X1))
    const file = path.basename(record.cover_url!)
    expect(await storedFiles()).toContain(file)
    expect((await sari.send({ method: 'DELETE', url: `/api/v2/users/activities/book-reads/${record.id}` })).statusCode).toBe(200)
    expect(await storedFiles()).not.toContain(file)
    expectProblem(await sari.request({ method: 'GET', url: record.cover_url! }), 404)
  })
})
