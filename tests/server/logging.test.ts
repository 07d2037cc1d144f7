import { describe, expect, it } from 'vitest'
import { loggerOptions } from '../../server/logging'

const prettyTarget = (options: unknown) => (options as { transport?: { target: string } }).transport?.target

describe('the server log format', () => {
  it('writes readable lines in a terminal and JSON lines elsewhere when LOG_FORMAT is unset', () => {
    expect(prettyTarget(loggerOptions({ logLevel: 'info', logFormat: undefined }, true))).toBe('pino-pretty')
    expect(loggerOptions({ logLevel: 'info', logFormat: undefined }, false)).toEqual({ level: 'info' })
  })

  it('follows LOG_FORMAT whatever standard output is, keeping LOG_LEVEL', () => {
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' }, true)).toEqual({ level: 'warn' })
    const pretty = loggerOptions({ logLevel: 'debug', logFormat: 'pretty' }, false)
    expect(prettyTarget(pretty)).toBe('pino-pretty')
    expect((pretty as { level: string }).level).toBe('debug')
  })
})
