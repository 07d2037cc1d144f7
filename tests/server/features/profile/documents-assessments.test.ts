import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileAssessmentApi } from '../../../../src/contract/profile-assessment'
import { DOCUMENT_MAX_BYTES, profileDocumentApi } from '../../../../src/contract/profile-document'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { storedFileNames } from '../../helpers/stored-files'

// The owner's private parts of the profile (issue 18): documents (CV, certificates) and the
// competency assessment results.

const PDF_BYTES = Buffer.from('%PDF-1.4\n% sertifikat pelatihan\n')
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const upload = (name: string, data: Buffer) => `${name},${data.toString('base64')}`

describeOnEngines('profile documents and assessment results', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser

  const send = (who: Browser, category: string, file: string) => who.send({ method: 'POST', url: profileDocumentApi.upload.path, payload: { category, file } })
  const created = async (who: Browser, category: string, file: string) => {
    const res = await send(who, category, file)
    expect(res.statusCode, res.body).toBe(201)
    return profileDocumentApi.upload.response.parse(res.json()).data
  }
  const listOf = async (who: Browser) =>
    profileDocumentApi.list.response.parse((await who.request({ method: 'GET', url: profileDocumentApi.list.path })).json()).data
  const storedFiles = () => storedFileNames(test.database, 'documents')

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  describe('documents', () => {
    it('stores a PDF and a picture told by their bytes, lists them newest first to the owner only, and serves the file', async () => {
      const cv = await created(budi, 'cv', upload('CV Budi 2025.pdf', PDF_BYTES))
      expect(cv).toMatchObject({ category: 'cv', name: 'CV Budi 2025.pdf', kind: 'pdf', size: PDF_BYTES.length, url: `/api/platform/document/${cv.id}/file` })
      // A picture named like a PDF is stored as the picture it is.
      const certificate = await created(budi, 'certificate', upload('sertifikat.pdf', PNG_1X1))
      expect(certificate).toMatchObject({ kind: 'png', name: 'sertifikat.pdf.png' })
      expect((await listOf(budi)).map((d) => d.id)).toEqual([certificate.id, cv.id])
      expect(await listOf(sari)).toEqual([])

      const file = await budi.request({ method: 'GET', url: cv.url })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="CV Budi 2025.pdf"/)
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true)
    })

    it('refuses another type disguised as a PDF, an empty or malformed upload, an unknown category, and one over 5 MB', async () => {
      const before = await storedFiles()
      const disguised = expectProblem(await send(budi, 'cv', upload('cv.pdf', Buffer.from('<html><script>alert(1)</script></html>'))), 400)
      expect(disguised.errors).toEqual([{ path: 'file', message: 'Dokumen harus berupa PDF atau gambar JPEG, PNG, atau WebP.' }])
      expect(expectProblem(await send(budi, 'cv', 'tanpa-koma'), 400).errors?.[0]?.path).toBe('file')
      expect(expectProblem(await send(budi, 'ijazah', upload('a.pdf', PDF_BYTES)), 400).errors?.[0]?.path).toBe('category')
      const tooBig = expectProblem(
        await send(budi, 'cv', upload('besar.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF_BYTES.length + 1)]))),
        400,
      )
      expect(tooBig.errors).toEqual([{ path: 'file', message: 'Ukuran dokumen maksimal 5 MB.' }])
      expectProblem(await send(budi, 'cv', upload('besar.pdf', Buffer.alloc(DOCUMENT_MAX_BYTES * 2))), 413)
      expect(await storedFiles()).toEqual(before)
    })

    it('refuses another user’s document like an unknown one, for reading and deleting, and deletes the owner’s own', async () => {
      const doc = await created(budi, 'certificate', upload('milik-budi.pdf', PDF_BYTES))
      const unknown = expectProblem(
        await sari.request({ method: 'DELETE', url: `${profileDocumentApi.remove.path}?id=999999`, headers: { 'x-requested-with': 'XMLHttpRequest' } }),
        404,
      )
      const others = expectProblem(await sari.send({ method: 'DELETE', url: `${profileDocumentApi.remove.path}?id=${doc.id}` }), 404)
      expect(others.detail).toBe(unknown.detail)
      expectProblem(await sari.request({ method: 'GET', url: doc.url }), 404)
      expect((await listOf(budi)).map((d) => d.id)).toContain(doc.id)
      expect((await budi.request({ method: 'GET', url: doc.url })).statusCode).toBe(200)

      const filesBefore = (await storedFiles()).length
      const removed = await budi.send({ method: 'DELETE', url: `${profileDocumentApi.remove.path}?id=${doc.id}` })
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json()).toEqual({ data: { id: doc.id } })
      expect((await listOf(budi)).map((d) => d.id)).not.toContain(doc.id)
      expect((await storedFiles()).length).toBe(filesBefore - 1)
      expectProblem(await budi.request({ method: 'GET', url: doc.url }), 404)
      expectProblem(await budi.send({ method: 'DELETE', url: `${profileDocumentApi.remove.path}?id=${doc.id}` }), 404)
      expectProblem(await budi.send({ method: 'DELETE', url: `${profileDocumentApi.remove.path}?id=abc` }), 400)
    })
  })

  describe('assessment results', () => {
    const resultsOf = async (who: Browser, query = '') =>
      profileAssessmentApi.results.response.parse((await who.request({ method: 'GET', url: `${profileAssessmentApi.results.path}${query}` })).json()).data

    it('answers the caller’s own seeded results, per competency with their dated history, and nobody else’s', async () => {
      const db = test.database.db
      const rowsOf = async (username: string) =>
        db
          .selectFrom('assessment_results as r')
          .innerJoin('employees as e', 'e.id', 'r.employee_id')
          .innerJoin('competencies as c', 'c.id', 'r.competency_id')
          .select(['c.slug', 'r.score', 'r.assessed_on'])
          .where('e.username', '=', username)
          .orderBy('c.position')
          .orderBy('r.assessed_on')
          .execute()
      const budiRows = await rowsOf('budi.santoso')
      expect(budiRows.length).toBeGreaterThanOrEqual(6)
      const mine = await resultsOf(budi)
      expect(mine.length).toBeGreaterThanOrEqual(2)
      expect(mine.flatMap((c) => c.history.map((h) => [c.competency.slug, h.score, h.assessed_on]))).toEqual(
        budiRows.map((r) => [r.slug, r.score, r.assessed_on]),
      )
      for (const c of mine) {
        expect(c.history.length).toBeGreaterThanOrEqual(2)
        expect(c.latest).toEqual(c.history.at(-1))
      }
      const sariRows = await rowsOf('sari.wulandari')
      expect((await resultsOf(sari)).flatMap((c) => c.history.map((h) => [c.competency.slug, h.score, h.assessed_on]))).toEqual(
        sariRows.map((r) => [r.slug, r.score, r.assessed_on]),
      )
      expect(sariRows).not.toEqual(budiRows)
    })

    it('narrows to one competency by slug and refuses a malformed one', async () => {
      const all = await resultsOf(budi)
      const one = await resultsOf(budi, `?competency=${all[0]!.competency.slug}`)
      expect(one).toEqual([all[0]])
      expect(await resultsOf(budi, '?competency=tidak-ada')).toEqual([])
      expectProblem(await budi.request({ method: 'GET', url: `${profileAssessmentApi.results.path}?competency=Bukan%20Slug` }), 400)
    })
  })
})
