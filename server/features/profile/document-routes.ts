import type { FastifyInstance } from 'fastify'
import { base64LengthFor } from '../../../src/contract/base64-upload'
import { DOCUMENT_MAX_BYTES, profileDocumentApi } from '../../../src/contract/profile-document'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { readDocumentFile, removeDocumentFile, storeDocument } from './document-files'
import { deleteOwnDocument, documentsOf, insertDocument, ownDocument } from './document-repository'

// Another user's document answers as if it did not exist: ids say nothing about others.
const notFound = () => new ProblemError(404, { detail: 'Dokumen tidak ditemukan.' })

/** The user's documents (CV, certificates): private to the owner. */
export async function documentRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, profileDocumentApi.list, async (_input, request) => ({
    data: await documentsOf(db, currentUser(request).employeeId),
  }))

  registerEndpoint(
    app,
    profileDocumentApi.upload,
    async ({ body }, request) => {
      const me = currentUser(request).employeeId
      const file = await storeDocument(db, body.file)
      try {
        return {
          data: await insertDocument(db, me, body.category, file, new Date().toISOString()),
        }
      } catch (error) {
        await removeDocumentFile(db, file.stored)
        throw error
      }
    },
    // A 5 MB document in base64 is about 6.7 MB of JSON.
    { bodyLimit: base64LengthFor(DOCUMENT_MAX_BYTES) + 64 * 1024 },
  )

  registerEndpoint(app, profileDocumentApi.remove, async ({ query }, request) => {
    const stored = await deleteOwnDocument(db, query.id, currentUser(request).employeeId)
    if (stored === undefined) throw notFound()
    await removeDocumentFile(db, stored)
    return { data: { id: query.id } }
  })

  registerEndpoint(app, profileDocumentApi.file, async ({ params }, request, reply) => {
    const row = await ownDocument(db, params.id, currentUser(request).employeeId)
    if (!row) throw notFound()
    const file = await readDocumentFile(db, row.stored, row.kind)
    if (!file) throw notFound()
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename="${row.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes)
  })
}
