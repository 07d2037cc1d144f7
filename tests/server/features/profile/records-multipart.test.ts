import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { recordKindApis, COVER_MAX_BYTES } from '../../../../src/contract/profile-record'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { storedFileNames } from '../../helpers/stored-files'

const URL_BOOK_READS = '/api/v2/users/activities/book-reads'
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const fields = { title: 'Cantik Itu Luka', author: 'Eka Kurniawan', finished_at: '2024-08-17', review: 'Getir dan indah.' }

/** A form as a browser builds it; `files` are [part name, bytes, file name, declared type]. */
function form(values: Record<string, string>, ...files: [string, Buffer, string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  for (const [name, bytes, fileName, type] of files) data.append(name, new Blob([new Uint8Array(bytes)], { type }), fileName)
  return data
}

/** Encodes a form as one body with its Content-Length, as browsers send it (inject would stream it chunked). */
async function encoded(data: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

const cover = (bytes: Buffer, fileName = 'sampul.png', type = 'image/png'): [string, Buffer, string, string] => ['cover', bytes, fileName, type]

describeOnEngines('book reads posted as multipart form data', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let sari: Browser

  const post = async (data: FormData, as: Browser = sari) => {
    const { payload, headers } = await encoded(data)
    return as.send({ method: 'POST', url: URL_BOOK_READS, payload, headers })
  }
  const created = async (data: FormData) => {
    const res = await post(data)
    expect(res.statusCode, res.body).toBe(201)
    return recordKindApis['book-reads'].create.response.parse(res.json()).data
  }
  const storedFiles = async () => (await storedFileNames(test.database, 'covers')).length

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('adds the record with its cover, which is then served at its cover_url and listed', async () => {
    const record = await created(form(fields, cover(PNG_1X1)))
    expect(record).toMatchObject(fields)
    expect(record.cover_url).toMatch(/^\/uploads\/covers\/[a-f0-9]{32}\.png$/)
    const image = await sari.request({ method: 'GET', url: record.cover_url! })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true)
    const list = recordKindApis['book-reads'].list.response.parse((await sari.request({ method: 'GET', url: `${URL_BOOK_READS}?limit=100` })).json())
    expect(list.data.find((b) => b.id === record.id)?.cover_url).toBe(record.cover_url)
  })

  it('takes a form without a cover (or with the file input left empty) and an empty review as none', async () => {
    const bare = await created(form({ ...fields, review: '' }))
    expect(bare).toMatchObject({ title: fields.title, review: null, cover_url: null })
    expect((await created(form(fields, cover(Buffer.alloc(0), '', 'application/octet-stream')))).cover_url).toBeNull()
    // What a browser sends for an empty file input: filename="" and no bytes.
    const boundary = '----tumbuh-uji'
    const part = (headers: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; ${headers}\r\n\r\n${value}\r\n`
    const payload =
      Object.entries(fields)
        .map(([name, value]) => part(`name="${name}"`, value))
        .join('') +
      part('name="cover"; filename=""\r\nContent-Type: application/octet-stream', '') +
      `--${boundary}--\r\n`
    const res = await sari.send({ method: 'POST', url: URL_BOOK_READS, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.cover_url).toBeNull()
    // A named file with no bytes is a broken upload, not "no cover".
    expect(expectProblem(await post(form(fields, cover(Buffer.alloc(0), 'sampul.png'))), 400).errors[0]?.path).toBe('cover')
  })

  it('validates the fields like the JSON form: same paths, same Indonesian messages, nothing stored', async () => {
    const before = await storedFiles()
    const { title: _title, ...withoutTitle } = fields
    const fromForm = expectProblem(await post(form(withoutTitle, cover(PNG_1X1))), 400)
    expect(fromForm.errors.map((e) => e.path)).toEqual(['title'])
    const fromJson = expectProblem(await sari.send({ method: 'POST', url: URL_BOOK_READS, payload: withoutTitle }), 400)
    expect(fromForm.errors).toEqual(fromJson.errors)

    const future = expectProblem(await post(form({ ...fields, finished_at: '2999-01-01' })), 400)
    expect(future.errors).toEqual([{ path: 'finished_at', message: 'Tanggal tidak boleh di masa depan' }])
    expect(expectProblem(await post(form({ ...fields, review: 'x'.repeat(12 * 1024) })), 400).errors[0]?.path).toBe('review')
    expect(expectProblem(await post(form({ ...fields, cover: 'sampul.png,iVBORw0K' })), 400).errors[0]?.path).toBe('cover')
    expect(await storedFiles()).toBe(before)
  })

  it('decides the image type by its bytes: a PNG named .jpg is kept as PNG, text named .png is refused', async () => {
    expect((await created(form(fields, cover(PNG_1X1, 'foto.jpg', 'image/jpeg')))).cover_url).toMatch(/\.png$/)
    const before = await storedFiles()
    const text = expectProblem(await post(form(fields, cover(Buffer.from('bukan gambar, hanya teks'), 'sampul.png', 'image/png'))), 400)
    expect(text.errors).toEqual([{ path: 'cover', message: 'Sampul harus berupa gambar JPEG, PNG, atau WebP.' }])
    expect(await storedFiles()).toBe(before)
  })

  it('accepts a 2 MB cover and refuses a larger one with a problem on cover, or 413 when far larger', async () => {
    const exactly = Buffer.concat([PNG_1X1, Buffer.alloc(COVER_MAX_BYTES - PNG_1X1.length)])
    expect((await created(form(fields, cover(exactly)))).cover_url).toMatch(/\.png$/)
    const before = await storedFiles()
    const over = expectProblem(await post(form(fields, cover(Buffer.concat([exactly, Buffer.alloc(1)])))), 400)
    expect(over.errors).toEqual([{ path: 'cover', message: 'Ukuran sampul maksimal 2 MB.' }])
    expectProblem(await post(form(fields, cover(Buffer.alloc(COVER_MAX_BYTES * 2)))), 413)
    // Streamed without a length, the far larger file is cut at the limit and refused the same way.
    const streamed = await sari.send({ method: 'POST', url: URL_BOOK_READS, payload: form(fields, cover(Buffer.alloc(COVER_MAX_BYTES * 2))) })
    expect(expectProblem(streamed, 400).errors[0]?.path).toBe('cover')
    expect(await storedFiles()).toBe(before)
  })

  it('refuses two files, or a file under another name', async () => {
    const before = await storedFiles()
    const two = expectProblem(await post(form(fields, cover(PNG_1X1), cover(PNG_1X1, 'kedua.png'))), 400)
    expect(two.errors).toEqual([{ path: 'cover', message: 'Kirim satu berkas sampul saja.' }])
    const other = expectProblem(await post(form(fields, ['lampiran', PNG_1X1, 'lampiran.png', 'image/png'])), 400)
    expect(other.errors[0]?.path).toBe('lampiran')
    expect(await storedFiles()).toBe(before)
  })

  it('an Idempotency-Key replays the same form, cover included, and refuses another cover with 422', async () => {
    const key = crypto.randomUUID()
    const send = async (bytes: Buffer) => {
      const { payload, headers } = await encoded(form(fields, cover(bytes)))
      return sari.send({ method: 'POST', url: URL_BOOK_READS, payload, headers: { ...headers, 'idempotency-key': key } })
    }
    const first = await send(PNG_1X1)
    expect(first.statusCode, first.body).toBe(201)
    const again = await send(PNG_1X1)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    const otherCover = Buffer.concat([PNG_1X1, Buffer.from([0])])
    expectProblem(await send(otherCover), 422)
  })

  it('still takes the JSON form with the cover as "file name,base64"', async () => {
    const res = await sari.send({ method: 'POST', url: URL_BOOK_READS, payload: { ...fields, cover: `sampul.png,${PNG_1X1.toString('base64')}` } })
    expect(res.statusCode, res.body).toBe(201)
    expect(recordKindApis['book-reads'].create.response.parse(res.json()).data.cover_url).toMatch(/\.png$/)
  })

  it('keeps the CSRF check and sign-in for forms', async () => {
    const before = await storedFiles()
    const { payload, headers } = await encoded(form(fields, cover(PNG_1X1)))
    const withoutHeader = await sari.request({ method: 'POST', url: URL_BOOK_READS, payload, headers })
    expect(expectProblem(withoutHeader, 403).type).toBe('/problems/csrf')
    const crossSite = await sari.send({ method: 'POST', url: URL_BOOK_READS, payload, headers: { ...headers, origin: 'https://situs-lain.example' } })
    expect(expectProblem(crossSite, 403).type).toBe('/problems/csrf')
    expectProblem(await app.inject({ method: 'POST', url: URL_BOOK_READS, payload, headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' } }), 401)
    expect(await storedFiles()).toBe(before)
  })

  it('answers a malformed form (no boundary, a truncated body, a part never closed) with a 400 problem, storing nothing', async () => {
    const before = await storedFiles()
    const { payload, headers } = await encoded(form(fields, cover(PNG_1X1)))
    const boundary = headers['content-type']!.split('boundary=')[1]!
    const sendForm = (body: Buffer | string, type: string, key?: string) =>
      sari.send({ method: 'POST', url: URL_BOOK_READS, payload: body, headers: { 'content-type': type, ...(key ? { 'idempotency-key': key } : {}) } })
    const malformed: [string, Buffer | string, string][] = [
      ['no boundary', payload, 'multipart/form-data'],
      ['cut inside the cover', payload.subarray(0, payload.length - 200), headers['content-type']!],
      ['cut in a part header', `--${boundary}\r\nContent-Disposition: form-da`, headers['content-type']!],
      ['no closing boundary', `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nJudul`, headers['content-type']!],
    ]
    for (const [why, body, type] of malformed) {
      for (const key of [undefined, crypto.randomUUID()]) {
        const res = await sendForm(body, type, key)
        expect(res.statusCode, `${why}: ${res.body}`).toBe(400)
        expect(expectProblem(res, 400).detail, `${why} ${res.body}`).toMatch(/formulir/i)
      }
    }
    // Empty, or read with a boundary it does not contain: a form without parts (its fields missing) or an unreadable one.
    for (const [body, type] of [['', headers['content-type']!], [payload, 'multipart/form-data; boundary='], [payload, 'multipart/form-data; boundary=----bukan-batas-ini']] as const) {
      expectProblem(await sendForm(body, type), 400)
    }
    expect(await storedFiles()).toBe(before)
  })

  it('leaves every other route refusing multipart with 415', async () => {
    const { payload, headers } = await encoded(form({ title: 'Pelatihan Negosiasi', organizer: 'PPM', start_date: '2024-03-04', end_date: '2024-03-06' }))
    const res = await sari.send({ method: 'POST', url: '/api/v2/users/activities/trainings', payload, headers })
    expect(expectProblem(res, 415).detail).toMatch(/JSON/)
  })

  it('documents both request forms in OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const operation = doc.paths[URL_BOOK_READS].post
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/json', 'multipart/form-data'])
    expect(operation.summary).toMatch(/multipart\/form-data/)
    expect(Object.keys(doc.paths['/api/v2/users/activities/trainings'].post.requestBody.content)).toEqual(['application/json'])
  })
})
