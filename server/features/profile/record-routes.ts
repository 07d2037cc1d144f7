import type { FastifyInstance } from 'fastify'
import { recordAutocomplete, recordKindApis, recordKinds, COVER_MAX_BYTES, type RecordInput, type RecordKind } from '../../../src/contract/profile-record'
import { autocomplete, createRecord, deleteRecord, listRecords, updateRecord, type CoverChange } from './record-repository'
import { findPublicEmployeeId } from './public-profile-repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import { decodeCoverUpload, removeCover, storeCover } from './cover-routes'
import { acceptBookReadForm, formCover } from './book-read-form'
import type { RouteDeps } from '../route-deps'
import { paginated } from '../../http/pagination'

export const userNotFound = () => new ProblemError(404, { detail: 'Pengguna tidak ditemukan.' })

/** Base64 grows data by 4/3; the rest of a book-read record is a few KB. */
const BOOK_READ_BODY_LIMIT = Math.ceil(COVER_MAX_BYTES / 3) * 4 + 64 * 1024

/**
 * Users' external activity records (spec 7, "Activities"). The owner is always the signed-in
 * user from the session; a record id of another user is answered like an unknown one (404).
 *
 * Book reads are posted as multipart form data (spec section 7, the cover a file part) or as JSON
 * with the cover in the spec's base64 form ("file name,base64", section 3).
 */
export async function recordRoutes(app: FastifyInstance, { db }: RouteDeps) {
  for (const kind of recordKinds) registerKind(app, db, kind)

  registerEndpoint(app, recordAutocomplete, async ({ query }, request) => ({
    data: await autocomplete(db, query.type, query.query, currentUser(request).employeeId),
  }))
}

// Inside a generic K, TypeScript cannot tie `recordKindApis[K]`'s response type to
// RecordItem<K>; the `as never` casts below only bridge that. The contract's serializer still
// checks every answer against the kind's own schema.
function registerKind<K extends RecordKind>(app: FastifyInstance, db: RouteDeps['db'], kind: K) {
  const apis = recordKindApis[kind]

  registerEndpoint(app, apis.list, async ({ query }, request) => {
    return paginated(await listRecords(db, currentUser(request).employeeId, kind, query.page, query.limit, { publicOnly: false }), query) as never
  })

  const registerCreate = (scope: FastifyInstance) =>
    registerEndpoint(
      scope,
      apis.create,
      async ({ body }, request) => {
        const input = body as RecordInput<K>
        const upload = 'cover' in input ? input.cover : null
        const cover = formCover(request) ?? (upload ? decodeCoverUpload(upload) : null)
        const coverFile = cover ? await storeCover(db, cover) : null
        try {
          const item = await createRecord(db, currentUser(request).employeeId, kind, input, coverFile, new Date().toISOString())
          return { data: item } as never
        } catch (error) {
          await removeCover(db, coverFile)
          throw error
        }
      },
      kind === 'book-reads' ? { bodyLimit: BOOK_READ_BODY_LIMIT, consumes: ['application/json', 'multipart/form-data'] } : {},
    )
  // Multipart is registered in a scope of its own, so only this route parses it.
  if (kind === 'book-reads') {
    void app.register(async (scope) => {
      await acceptBookReadForm(scope)
      registerCreate(scope)
    })
  } else {
    registerCreate(app)
  }

  registerEndpoint(
    app,
    apis.update,
    async ({ params, body }, request) => {
      const input = body as RecordInput<K>
      // Only a book read has a cover: left out keeps it, null removes it, a new one replaces it.
      const upload = 'cover' in input ? input.cover : undefined
      const stored = upload ? await storeCover(db, decodeCoverUpload(upload)) : null
      const cover: CoverChange = kind === 'book-reads' && upload !== undefined ? { keep: false, file: stored } : { keep: true }
      let result: Awaited<ReturnType<typeof updateRecord<K>>>
      try {
        result = await updateRecord(db, currentUser(request).employeeId, kind, params.id, input, cover)
      } catch (error) {
        await removeCover(db, stored)
        throw error
      }
      if (!result) {
        await removeCover(db, stored)
        throw new ProblemError(404, { detail: 'Aktivitas tidak ditemukan.' })
      }
      await removeCover(db, result.oldCover)
      return { data: result.item } as never
    },
    kind === 'book-reads' ? { bodyLimit: BOOK_READ_BODY_LIMIT } : {},
  )

  registerEndpoint(app, apis.remove, async ({ params }, request) => {
    const deleted = await deleteRecord(db, currentUser(request).employeeId, kind, params.id)
    if (!deleted) throw new ProblemError(404, { detail: 'Aktivitas tidak ditemukan.' })
    await removeCover(db, deleted.cover_file)
    return { data: { id: deleted.id } }
  })

  registerEndpoint(app, apis.publicList, async ({ params, query }) => {
    const employeeId = await findPublicEmployeeId(db, params.id)
    if (employeeId === undefined) throw userNotFound()
    return paginated(await listRecords(db, employeeId, kind, query.page, query.limit, { publicOnly: true }), query) as never
  })
}
