import path from 'node:path'
import { z } from 'zod'
import type { PublicConfig } from '../src/contract/public-config'

/**
 * All configuration comes from the environment, is validated once at start, and fails fast with
 * a message that names every bad variable. Defaults are demo values.
 */
const httpsUrl = z.url({ protocol: /^https?$/, error: 'harus berupa URL http(s) yang lengkap' })

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus berupa URL postgres://…')
    .optional(),
  /** The public origin users reach the app at, for absolute links and the identity provider. */
  PUBLIC_URL: httpsUrl.optional(),

  PRODUCT_NAME: z.string().trim().min(1).max(40).default('Tumbuh'),
  PRODUCT_URL: httpsUrl.default('https://produk.tumbuh.example'),
  CONTACT_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'harus berupa nomor telepon, misalnya +62 21 5080 1234')
    .default('+62 21 5080 1234'),
  CONTACT_EMAIL: z.email({ error: 'harus berupa alamat e-mail' }).default('halo@tumbuh.example'),
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(10)
    .default('Menara Tumbuh Lt. 12, Jl. Jend. Sudirman Kav. 52–53, Senayan, Jakarta Selatan 12190'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^[1-9][0-9]{7,14}$/, 'harus berupa nomor internasional tanpa + dan spasi, misalnya 6281234567890')
    .default('6281290001234'),
  INSTAGRAM_URL: httpsUrl.default('https://www.instagram.com/tumbuh.example'),
  LINKEDIN_URL: httpsUrl.default('https://www.linkedin.com/company/tumbuh-example'),
  SISTER_SITE_NAME: z.string().trim().min(1).default('Karier Grup'),
  SISTER_SITE_URL: httpsUrl.default('https://karier.tumbuh.example'),
  /** {key} of the spec: sent as X-External-Request by the external learning-content calls. */
  EXTERNAL_API_KEY: z.string().min(8, 'minimal 8 karakter').default('tumbuh-demo-external-key'),
  /** Base URL the client puts before every API path (spec: default '/'). */
  API_BASE_URL: z.string().min(1).default('/'),
})

export type Env = z.infer<typeof envSchema>
export type { PublicConfig }

export interface AppConfig {
  env: Env['NODE_ENV']
  port: number
  host: string
  logLevel: Env['LOG_LEVEL']
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  public: PublicConfig
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Konfigurasi tidak valid:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment (empty strings count as unset). Throws ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const env = parsed.data
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    public: {
      productName: env.PRODUCT_NAME,
      productUrl: env.PRODUCT_URL,
      contactPhone: env.CONTACT_PHONE,
      contactEmail: env.CONTACT_EMAIL,
      companyAddress: env.COMPANY_ADDRESS,
      whatsappNumber: env.WHATSAPP_NUMBER,
      instagramUrl: env.INSTAGRAM_URL,
      linkedinUrl: env.LINKEDIN_URL,
      sisterSiteName: env.SISTER_SITE_NAME,
      sisterSiteUrl: env.SISTER_SITE_URL,
      externalApiKey: env.EXTERNAL_API_KEY,
      apiBaseUrl: env.API_BASE_URL,
    },
  }
}
