import type { FastifyServerOptions } from 'fastify'
import type { AppConfig } from './config'

/**
 * The server's log lines: readable in a terminal (pino-pretty, in pino's worker thread), JSON lines
 * for a log collector. LOG_FORMAT says which; unset, whether standard output is a terminal does.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, stdoutIsTerminal: boolean): FastifyServerOptions['logger'] {
  const pretty = (config.logFormat ?? (stdoutIsTerminal ? 'pretty' : 'json')) === 'pretty'
  if (!pretty) return { level: config.logLevel }
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
}
