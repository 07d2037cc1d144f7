import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

// Competency assessments (spec 7: GET /api/platform/assessment/result "with params"): the
// signed-in user's own results only, per competency with their dated history. Private: never on
// the public profile.

export const assessmentScoreSchema = z.object({
  score: z.int(),
  assessed_on: z.string(),
  assessor: z.string(),
})
export type AssessmentScore = z.infer<typeof assessmentScoreSchema>

export const competencyResultSchema = z.object({
  competency: z.object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
  }),
  /** The newest result; history holds every result, oldest first. */
  latest: assessmentScoreSchema,
  history: z.array(assessmentScoreSchema),
})
export type CompetencyResult = z.infer<typeof competencyResultSchema>

/** 0–100 → the level a result reads as. */
export function scoreLevel(score: number): 'perlu-dikembangkan' | 'berkembang' | 'kompeten' | 'unggul' {
  if (score >= 85) return 'unggul'
  if (score >= 70) return 'kompeten'
  if (score >= 55) return 'berkembang'
  return 'perlu-dikembangkan'
}

export const profileAssessmentApi = {
  results: endpoint({
    method: 'GET',
    path: '/api/platform/assessment/result',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s competency assessment results with their history; `competency` (a slug) narrows them to one',
    query: z.object({
      competency: z.optional(z.string().check(z.maxLength(80), z.regex(/^[a-z0-9-]+$/))),
    }),
    response: dataOf(z.array(competencyResultSchema)),
  }),
}
