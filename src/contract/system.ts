import * as z from 'zod/mini'
import { endpoint } from './endpoint'

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    status: z.enum(['ok', 'error']),
    latency_ms: z.nullable(z.number()),
  }),
})

export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    group: 'system',
    access: 'public',
    summary: 'Server and database status; 503 when the database does not answer',
    response: healthSchema,
  }),
}
