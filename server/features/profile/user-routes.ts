import type { FastifyInstance } from 'fastify'
import { profileUserApi } from '../../../src/contract/profile-user'
import { findEmployeeById, findEmployeeDetail } from '../../db/repositories/employee-repository'
import { authProblems } from '../../http/auth-problems'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

/** The signed-in user's own account data (platform API). */
export async function userRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(
    app,
    profileUserApi.info,
    async (_input, request) => {
      const employee = await findEmployeeById(db, currentUser(request).employeeId)
      if (!employee) throw authProblems.sessionExpired()
      return {
        data: { name: employee.full_name, email: employee.email, position: employee.position, profile_image: employee.profile_image },
      }
    },
  )

  registerEndpoint(
    app,
    profileUserApi.detail,
    async ({ params }, request) => {
      const user = currentUser(request)
      // The same 403 for every id but the caller's, existing or not: a 404 would tell which ids exist.
      if (params.id !== user.employeeId) {
        throw new ProblemError(403, { detail: 'Anda hanya dapat membuka data akun Anda sendiri.' })
      }
      const detail = await findEmployeeDetail(db, user.employeeId)
      if (!detail) throw authProblems.sessionExpired()
      return { data: detail }
    },
  )
}
