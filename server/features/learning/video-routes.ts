import type { FastifyInstance } from 'fastify'
import { videosApi } from '../../../src/contract/learning-video'
import { listCards } from '../../db/repositories/course-card-repository'
import { sentByTheApp } from '../../plugins/csrf'
import { recordSearch } from './search-history-repository'
import {
  addComment,
  deleteComment,
  editComment,
  findCommentOwner,
  findVideoDetail,
  findVideoRefs,
  instructorOf,
  listComments,
  recommendedVideos,
  relatedVideos,
  videoReachable,
} from './video-repository'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import { paginated } from '../../http/pagination'
import type { RouteDeps } from '../route-deps'

export const notFound = (what: string) => new ProblemError(404, { detail: `${what} tidak ditemukan.` })
const notYourComment = () => new ProblemError(403, { detail: 'Anda hanya dapat mengubah atau menghapus komentar Anda sendiri.' })

/** Videos, the mixed course list, recommendations, comments and instructors (learning API v2). */
export async function videoRoutes(app: FastifyInstance, { db, answers }: RouteDeps) {
  // The reads are access 'optional': they add a signed-in caller's own data (progress, is_mine,
  // remembered searches). The lists are the same for everyone (a signed-in search is only remembered): shared answers.
  registerEndpoint(app, videosApi.courses, async ({ query }, request) => {
    const viewer = viewerId(request)
    if (viewer !== null && sentByTheApp(request)) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
    return answers.answer(videosApi.courses, request, async () => {
      const { page, limit, sort, kind, ...filters } = query
      const result = await listCards(db, { ...(kind ? { kinds: [kind] } : {}), filters, sort, page, limit })
      return paginated(result, { page, limit })
    })
  })

  registerEndpoint(app, videosApi.list, async ({ query }, request) => {
    const viewer = viewerId(request)
    if (viewer !== null && sentByTheApp(request)) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
    return answers.answer(videosApi.list, request, async () => {
      const { page, limit, sort, ...filters } = query
      const result = await listCards(db, { kinds: ['video'], filters, sort, page, limit })
      return paginated(result, { page, limit })
    })
  })

  registerEndpoint(app, videosApi.recommendations, async ({ query }, request) => ({
    data: await recommendedVideos(db, viewerId(request), query.limit),
  }))

  // A signed-in viewer's detail carries their progress; a visitor's is the same for every visitor.
  registerEndpoint(app, videosApi.detail, async ({ params }, request) => {
    const detail = async (viewer: number | null) => {
      const video = await findVideoDetail(db, params.id, viewer)
      if (!video) throw notFound('Video')
      return { data: video }
    }
    const viewer = viewerId(request)
    return viewer === null ? answers.answer(videosApi.detail, request, () => detail(null)) : detail(viewer)
  })

  registerEndpoint(app, videosApi.comments, async ({ params, query }, request) => {
    if (!(await videoReachable(db, params.id, viewerId(request)))) throw notFound('Video')
    const result = await listComments(db, params.id, viewerId(request), query.page, query.limit)
    return paginated(result, query)
  })

  registerEndpoint(app, videosApi.related, async ({ params, query }) => {
    const video = await findVideoRefs(db, params.id)
    if (!video) throw notFound('Video')
    return { data: await relatedVideos(db, video, query.limit) }
  })

  registerEndpoint(app, videosApi.instructor, async ({ params }) => {
    const instructor = await instructorOf(db, params.kind, params.id)
    if (!instructor) throw notFound('Pengajar')
    return { data: instructor }
  })

  registerEndpoint(
    app,
    videosApi.postComment,
    async ({ params, body }, request) => {
      if (!(await videoReachable(db, params.id, currentUser(request).employeeId))) throw notFound('Video')
      return { data: await addComment(db, params.id, currentUser(request).employeeId, body.text, new Date().toISOString()) }
    },
  )

  registerEndpoint(
    app,
    videosApi.editComment,
    async ({ params, body }, request) => {
      const me = currentUser(request).employeeId
      const owner = await findCommentOwner(db, params.id)
      if (!owner) throw notFound('Komentar')
      if (owner.employee_id !== me) throw notYourComment()
      const comment = await editComment(db, params.id, me, body.text, new Date().toISOString())
      // Deleted between the two statements: as gone as one that never existed.
      if (!comment) throw notFound('Komentar')
      return { data: comment }
    },
  )

  registerEndpoint(
    app,
    videosApi.deleteComment,
    async ({ params }, request) => {
      const me = currentUser(request).employeeId
      const owner = await findCommentOwner(db, params.id)
      if (!owner) throw notFound('Komentar')
      if (owner.employee_id !== me) throw notYourComment()
      if (!(await deleteComment(db, params.id, me))) throw notFound('Komentar')
      return { data: { id: params.id } }
    },
  )
}
