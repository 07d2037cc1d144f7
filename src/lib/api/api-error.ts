import { problemSchema, type Problem } from '@/contract/problem'
import { clientProblemTypes } from '@/shared/wire'

/**
 * Any failed call: a non-2xx answer (with the server's JSON problem), an answer that does not match
 * the contract, or no answer at all (status 0: offline, DNS, CORS, aborted).
 */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem
  /** The call's method and path pattern (`POST /api/mentee`), never the filled URL: what an error report names. */
  readonly endpoint: string | undefined

  constructor(status: number, problem: Problem, options?: { cause?: unknown; endpoint?: string }) {
    super(problem.detail || problem.title, options)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
    this.endpoint = options?.endpoint
  }

  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The server answered 404: the thing asked for is not there (not a failure to retry). */
export function isNotFoundError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404
}

/** The server's problem when the body is one, else a problem built from the status line. */
export function toProblem(status: number, statusText: string, body: unknown): Problem {
  const parsed = problemSchema.safeParse(body)
  if (parsed.success) return parsed.data
  return { type: 'about:blank', title: statusText || `HTTP ${status}`, status, detail: '', errors: [] }
}

export function networkProblem(detail: string): Problem {
  return { type: clientProblemTypes.network, title: 'Network error', status: 0, detail, errors: [] }
}
