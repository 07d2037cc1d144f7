import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { problemSchema } from '../../src/contract/problem'

export const DOCS_PREFIX = '/api/docs'

// Named once in the document (components.schemas.Problem) instead of inlined into every answer.
if (!z.globalRegistry.has(problemSchema)) z.globalRegistry.add(problemSchema, { id: 'Problem' })

const groupDescriptions: Record<string, string> = {
  system: 'Status server',
  platform: 'Platform: banner, pengguna, notifikasi, mentor (prefix /api/platform)',
  master: 'Data master (prefix /api/master)',
  learning: 'Learning API (prefix /api dan /api/v2)',
}

/**
 * The OpenAPI document is generated from the routes, which take every schema from the contract
 * (decision 3). Swagger UI's page loads only its own script files, so it runs under our CSP.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { title: string; version: string; sessionCookie: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.title} API`,
        version: options.version,
        description: 'Setiap kegagalan dijawab sebagai application/problem+json (skema Problem).',
      },
      tags: Object.entries(groupDescriptions).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: 'Sesi dari POST /api/platform/auth/sso-callback' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token JWT dari penyedia identitas' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from validator.swagger.io, which our CSP blocks.
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: false,
  })
}
