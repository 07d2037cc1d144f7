import { expect } from 'vitest'
import { z } from 'zod'
import { problemSchema, type Problem } from '../../../src/contract/problem'

/** Asserts an answer is a JSON problem with `status` and nothing beyond the contract's fields. */
export function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number): Problem {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = z.strictObject(problemSchema.shape).parse(res.json())
  expect(body.status).toBe(status)
  return body
}
