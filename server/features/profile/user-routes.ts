import type { FastifyInstance } from 'fastify'
import { base64LengthFor } from '../../../src/contract/base64-upload'
import { PHOTO_MAX_BYTES, profileUserApi } from '../../../src/contract/profile-user'
import { findEmployeeById, findEmployeeDetail } from '../../db/repositories/employee-repository'
import { visibilityOf } from '../../db/repositories/profile-visibility'
import type { Database } from '../../db/schema'
import { authProblems } from '../../http/auth-problems'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import type { Kysely } from 'kysely'
import { unknownSkillIds } from '../../db/repositories/master-repository'
import { photoInUse, saveProfile, skillsOf } from './account-repository'
import { PHOTO_NAME, PHOTO_URL_PREFIX, readPhoto, removePhoto, storePhoto } from './photo-files'

// The same 403 for every id but the caller's, existing or not: a 404 would tell which ids exist.
const notYours = () =>
  new ProblemError(403, {
    detail: 'Anda hanya dapat membuka data akun Anda sendiri.',
  })

async function fullDetail(db: Kysely<Database>, employeeId: number) {
  const detail = await findEmployeeDetail(db, employeeId)
  if (!detail) throw authProblems.sessionExpired()
  return {
    ...detail,
    skills: await skillsOf(db, employeeId),
    visibility: await visibilityOf(db, employeeId),
  }
}

/** The signed-in user's own account data (platform API) and the profile photos. */
export async function userRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, profileUserApi.info, async (_input, request) => {
    const employee = await findEmployeeById(db, currentUser(request).employeeId)
    if (!employee) throw authProblems.sessionExpired()
    return {
      data: {
        name: employee.full_name,
        email: employee.email,
        position: employee.position,
        profile_image: employee.profile_image,
      },
    }
  })

  registerEndpoint(app, profileUserApi.detail, async ({ params }, request) => {
    const user = currentUser(request)
    if (params.id !== user.employeeId) throw notYours()
    return { data: await fullDetail(db, user.employeeId) }
  })

  registerEndpoint(
    app,
    profileUserApi.update,
    async ({ params, body }, request) => {
      const user = currentUser(request)
      if (params.id !== user.employeeId) throw notYours()
      const unknown = await unknownSkillIds(db, body.skill_ids)
      if (unknown.length > 0) {
        const message = 'Keahlian yang dipilih tidak ada dalam daftar.'
        throw new ProblemError(400, {
          detail: message,
          errors: [{ path: 'skill_ids', message }],
        })
      }
      // The photo is checked and stored first; a refusal leaves everything as it was.
      const photoUrl = body.photo === undefined ? undefined : body.photo === null ? null : await storePhoto(db, body.photo)
      try {
        const { previousPhoto } = await saveProfile(db, user.employeeId, body, photoUrl, new Date().toISOString())
        await removePhoto(db, previousPhoto)
      } catch (error) {
        if (photoUrl) await removePhoto(db, photoUrl)
        throw error
      }
      return { data: await fullDetail(db, user.employeeId) }
    },
    // A 2 MB photo in base64 is about 2.7 MB of JSON.
    { bodyLimit: base64LengthFor(PHOTO_MAX_BYTES) + 64 * 1024 },
  )

  /**
   * GET /uploads/photos/{file}: a colleague's picture, to signed-in callers only (an internal app),
   * and only a file that is someone's current picture, by a name of our own shape.
   */
  app.get<{ Params: { file: string } }>('/uploads/photos/:file', { schema: { hide: true }, onRequest: app.requireUser }, async (request, reply) => {
    const { file } = request.params
    const notFound = new ProblemError(404, {
      detail: 'Foto tidak ditemukan.',
    })
    if (!PHOTO_NAME.test(file) || !(await photoInUse(db, PHOTO_URL_PREFIX + file))) throw notFound
    const photo = await readPhoto(db, file)
    if (!photo) throw notFound
    return (
      reply
        .header('content-type', photo.mime)
        .header('x-content-type-options', 'nosniff')
        // Names are random and never reused: a picture never changes under its URL.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(photo.bytes)
    )
  })
}
