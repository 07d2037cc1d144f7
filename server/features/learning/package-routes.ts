import type { FastifyInstance, FastifyRequest } from 'fastify'
import { packagesApi } from '../../../src/contract/learning-package'
import { paginated } from '../../http/pagination'
import { enrol, findPackageDetail, listPackages, packageContents, packageExists } from './package-repository'
import { sentByTheApp } from '../../plugins/csrf'
import { recordSearch } from './search-history-repository'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint, type EndpointInput } from '../../plugins/contract-routes'
import { guardExternalRoutes } from '../../plugins/external-request'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

export const packageNotFound = () => new ProblemError(404, { detail: 'Paket kursus tidak ditemukan.' })


type PackageList = typeof packagesApi.list | typeof packagesApi.v1ShowAll | typeof packagesApi.externalShowAll

/**
 * Course packages, v2 and v1 (same shapes), and the external list. Reads are public and add the
 * caller's enrolment and progress when signed in (a signed-in search is remembered for the top
 * keywords); enrolling is the user's own, from the session.
 */
export async function packageRoutes(app: FastifyInstance, { db, answers, config }: RouteDeps) {
  // The same for everyone (a signed-in search is only remembered): a shared answer.
  const list = async (endpoint: PackageList, query: EndpointInput<PackageList>['query'], request: FastifyRequest) => {
    const employeeId = viewerId(request)
    if (employeeId !== null && sentByTheApp(request)) await recordSearch(db, employeeId, query.q, query.page, new Date().toISOString())
    return answers.answer(endpoint, request, async () => paginated(await listPackages(db, query), query))
  }

  for (const endpoint of [packagesApi.list, packagesApi.v1ShowAll]) {
    registerEndpoint(app, endpoint, ({ query }, request) => list(endpoint, query, request))
  }

  // A signed-in viewer's detail carries their enrolment; a visitor's is the same for every visitor.
  for (const detail of [packagesApi.detail, packagesApi.v1Detail]) {
    registerEndpoint(app, detail, async ({ params }, request) => {
      const answer = async (employeeId: number | null) => {
        const found = await findPackageDetail(db, params.id, employeeId)
        if (!found) throw packageNotFound()
        return { data: found }
      }
      const employeeId = viewerId(request)
      return employeeId === null ? answers.answer(detail, request, () => answer(null)) : answer(employeeId)
    })
  }

  for (const contents of [packagesApi.contents, packagesApi.v1Contents]) {
    registerEndpoint(app, contents, async ({ params, query }, request) => {
      if (!(await packageExists(db, params.id))) throw packageNotFound()
      const found = await packageContents(db, params.id, viewerId(request), query.currentCourseMaterialID)
      if (!found) {
        throw new ProblemError(400, {
          detail: 'Materi yang diminta bukan bagian dari paket kursus ini.',
          errors: [{ path: 'query.currentCourseMaterialID', message: 'Materi tidak ada di paket ini' }],
        })
      }
      return { data: found }
    })
  }

  for (const register of [packagesApi.register, packagesApi.v1Enrol]) {
    registerEndpoint(
      app,
      register,
      async ({ params }, request) => {
        if (!(await packageExists(db, params.id))) throw packageNotFound()
        return { data: await enrol(db, currentUser(request).employeeId, params.id, new Date().toISOString()) }
      },
    )
  }

  await app.register(async (external) => {
    guardExternalRoutes(external, config.public.externalApiKey)
    registerEndpoint(external, packagesApi.externalShowAll, ({ query }, request) => list(packagesApi.externalShowAll, query, request))
  })
}
