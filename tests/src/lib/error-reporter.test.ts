import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { reportError, setErrorReporter, shouldReport } from '@/lib/errors/error-reporter'

const apiError = (status: number) => new ApiError(status, { type: 'about:blank', title: `HTTP ${status}`, status, detail: '', errors: [] })

describe('error reporter', () => {
  afterEach(() => setErrorReporter(null))

  it('ignores HTTP 401 and 404 answers', () => {
    expect(shouldReport(apiError(401))).toBe(false)
    expect(shouldReport(apiError(404))).toBe(false)
  })

  it('reports other answers, network failures and plain errors', () => {
    expect(shouldReport(apiError(400))).toBe(true)
    expect(shouldReport(apiError(403))).toBe(true)
    expect(shouldReport(apiError(500))).toBe(true)
    expect(shouldReport(apiError(0))).toBe(true)
    expect(shouldReport(new Error('boom'))).toBe(true)
  })

  it('hands reportable errors to the plugged-in reporter with their context', () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    const error = apiError(500)
    reportError(error, { source: 'query', queryKey: ['banners'] })
    reportError(apiError(404), { source: 'query' })
    expect(reporter).toHaveBeenCalledTimes(1)
    expect(reporter).toHaveBeenCalledWith(error, { source: 'query', queryKey: ['banners'] })
  })

  it('writes to console.error by default and survives a reporter that throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    reportError(new Error('boom'), { source: 'route' })
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()

    setErrorReporter(() => {
      throw new Error('reporter down')
    })
    expect(() => reportError(new Error('boom'), { source: 'route' })).not.toThrow()
  })
})
