import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { profileAssessmentApi, type CompetencyResult } from '../../../src/contract/profile-assessment'
import type { Database } from '../../db/schema'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** The employee's results per competency (in the competencies' order), each history oldest first. */
export async function assessmentResults(db: Kysely<Database>, employeeId: number, competency?: string): Promise<CompetencyResult[]> {
  let query = db
    .selectFrom('assessment_results as r')
    .innerJoin('competencies as c', 'c.id', 'r.competency_id')
    .select(['c.slug', 'c.name', 'c.description', 'r.score', 'r.assessed_on', 'r.assessor'])
    .where('r.employee_id', '=', employeeId)
  if (competency !== undefined) query = query.where('c.slug', '=', competency)
  const rows = await query.orderBy('c.position').orderBy('r.assessed_on').execute()
  const results = new Map<string, CompetencyResult>()
  for (const r of rows) {
    const score = {
      score: r.score,
      assessed_on: r.assessed_on,
      assessor: r.assessor,
    }
    const entry = results.get(r.slug)
    if (entry) {
      entry.history.push(score)
      entry.latest = score
    } else {
      results.set(r.slug, {
        competency: { slug: r.slug, name: r.name, description: r.description },
        latest: score,
        history: [score],
      })
    }
  }
  return [...results.values()]
}

/** Competency assessment results: the signed-in user's own, never anyone else's. */
export async function assessmentRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, profileAssessmentApi.results, async ({ query }, request) => ({
    data: await assessmentResults(db, currentUser(request).employeeId, query.competency),
  }))
}
