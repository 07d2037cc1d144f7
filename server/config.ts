import path from 'node:path'
import { z } from 'zod'
import type { PublicConfig } from '../src/contract/public-config'
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from './push/endpoint-rule'

/**
 * All configuration comes from the environment, is validated once at start, and fails fast with
 * a message that names every bad variable. Defaults are demo values.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const httpsUrl = z.url({ protocol: /^https?$/, error: 'harus berupa URL http(s) yang lengkap' })

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Behind a reverse proxy: the number of proxy hops to trust for the client address (used by the
   * sign-in lockout) and protocol. 0 (default) trusts none.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR
   * ranges, e.g. `10.0.0.5,fd00::/64`); a request from any other address counts as its own
   * client. Takes the place of TRUST_PROXY when set (decision 022).
   */
  TRUSTED_PROXIES: z
    .string()
    .regex(/^[0-9a-f.:/]+(,[0-9a-f.:/]+)*$/i, 'harus berupa daftar alamat IP atau CIDR, dipisah koma')
    .optional(),
  /** Test hook: the first N idempotent writes answer 503 before doing anything (e2e retry journey). */
  TEST_FAIL_FIRST_WRITES: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines as `pretty` text (pino-pretty) or `json`. Unset: pretty when standard output is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /**
   * A page opened at another host than PUBLIC_URL's (127.0.0.1 for localhost, a LAN address) is sent
   * to PUBLIC_URL, where sign-in works. `false` only behind a proxy that does not pass the Host header.
   */
  PUBLIC_URL_REDIRECT: z.enum(['true', 'false']).default('true'),
  /**
   * Web Push (VAPID): both keys together (URL-safe base64, as web-push generates them) or neither,
   * in which case a pair is generated on first start and kept in the database. The subject is who
   * push services may contact: a mailto: or https: URL (default: mailto: the contact e-mail).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'harus berupa kunci publik VAPID (base64 URL-safe)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'harus berupa kunci privat VAPID (base64 URL-safe)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'harus berupa mailto: atau URL https://')
    .optional(),
  /** Push services the server sends to (host suffixes, comma-separated); see server/push/endpoint-rule.ts. */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(/^[a-z0-9.[\]:-]+(,[a-z0-9.[\]:-]+)*$/i, 'harus berupa daftar host, dipisah koma')
    .optional(),
  /** How often (seconds) the server looks for notifications time makes (a class tomorrow, an announcement); 0 turns it off. */
  NOTIFICATION_EVENTS_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The client build the server serves (`vite build --outDir`); default: dist/ of the checkout. */
  CLIENT_DIR: z.string().min(1).optional(),
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
  COMPANY_ADDRESS: z.string().trim().min(10).default('Menara Tumbuh Lt. 12, Jl. Jend. Sudirman Kav. 52–53, Senayan, Jakarta Selatan 12190'),
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

  /** Unset: the embedded identity provider at {PUBLIC_URL}/idp/realms/master. Set: e.g. Keycloak's realm URL. */
  OIDC_ISSUER: httpsUrl.optional(),
  /** Default: {product}-go in lower case (spec: client {product}-go). */
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Required with an external OIDC_ISSUER; for the embedded provider one is generated and kept in the database. */
  OIDC_CLIENT_SECRET: z.string().min(16, 'minimal 16 karakter').optional(),
  /**
   * How the server authenticates at the provider's token endpoint: client_secret_basic or
   * client_secret_post. Unset: chosen from the provider's discovery document (decision 023).
   */
  OIDC_CLIENT_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post'], { error: 'harus client_secret_basic atau client_secret_post' }).optional(),
  /**
   * Set: the provider's access tokens are RFC 9068 JWTs for this audience and are checked as such
   * (Bearer calls too). Unset: they are opaque to the app; the provider's userinfo endpoint proves
   * them alive (decision 023). The embedded provider is always checked, with audience = client id.
   */
  OIDC_ACCESS_TOKEN_AUDIENCE: z.string().trim().min(1).max(500).optional(),
  /** The ID-token claim that names the employee (their username here): preferred_username, or email, or another claim. */
  OIDC_USERNAME_CLAIM: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/, 'harus berupa nama klaim, misalnya preferred_username atau email')
    .default('preferred_username'),
  /**
   * The identity provider's role that makes a user HR of their business unit (issue 16): the embedded
   * provider's `roles` claim, or with Keycloak a realm role (realm_access.roles) or a role of this
   * client (resource_access.{client}.roles) of that name.
   */
  OIDC_HR_ROLE: z.string().trim().min(1).max(100).default('hr'),
  /**
   * "Masuk dengan Google" on the embedded provider's login page when both are set (an OAuth client
   * of type "Web application" in Google Cloud); embedded provider only. Decision 028.
   */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(500).optional(),
  /** Google's OpenID issuer (its discovery document's `issuer`); another only for a stand-in in tests. */
  GOOGLE_ISSUER: httpsUrl.default('https://accounts.google.com'),
  /** Password of the seeded demo employees (embedded provider only). */
  DEMO_PASSWORD: z.string().min(8, 'minimal 8 karakter').default('tumbuh-demo'),
  /**
   * The key the session tokens are encrypted with (32 bytes, base64 or hex; `openssl rand -base64 32`).
   * Unset: generated on first start into DATA_DIR/session-encryption.key. Decision 022.
   */
  SESSION_ENCRYPTION_KEY: z
    .string()
    .regex(/^([0-9a-f]{64}|[A-Za-z0-9+/_-]{43}=?)$/i, 'harus berupa 32 byte acak dalam base64 atau hex (openssl rand -base64 32)')
    .optional(),
  /** Seconds an access token lives (5–15 min, decision 022): a refresh replaces it while the session lasts. */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(3600).default(600),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(300).default(2_592_000),
  /** A session unused for longer ends (days, fractions allowed: 0.5 is 12 hours; decision 022). */
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(7),
  /** Every session ends this long after its sign-in, used or not (days; decision 022). */
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  /**
   * Errors go to Sentry (the official SDKs) instead of our own database when set: the project's DSN,
   * `https://<key>@<host>/<project>`. The page's Content-Security-Policy then allows its origin.
   */
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'harus berupa DSN Sentry, misalnya https://kunci@o0.ingest.sentry.io/123' }).optional(),
  /** Sentry's environment name (default: NODE_ENV). */
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(40).optional(),
  /** Screen views are also forwarded (from the server) to this analytics service. Decision 027. */
  ANALYTICS_PROVIDER: z.enum(['plausible', 'umami', 'ga4']).optional(),
  /** The service's address (default: Plausible's or Google's; Umami's is your own instance). */
  ANALYTICS_URL: httpsUrl.optional(),
  /** Plausible: the site's domain; Umami: the website id; GA4: the measurement id (G-…). */
  ANALYTICS_SITE_ID: z.string().trim().min(1).max(200).optional(),
  /** GA4 only: the Measurement Protocol API secret. */
  GA4_API_SECRET: z.string().trim().min(1).max(200).optional(),
  /**
   * Session recording (decision 029): `rrweb` turns it on; unset, it is off. Even on, a page records
   * only for a signed-in user who agreed on their profile page, every input and all text masked.
   */
  SESSION_RECORDING: z.enum(['rrweb'], { error: 'harus rrweb, atau kosong (perekaman sesi mati)' }).optional(),
  /** The share of consenting page sessions that record, 0–1 (default 0.1: one in ten). */
  SESSION_RECORDING_SAMPLE: z.coerce.number().min(0, 'antara 0 dan 1').max(1, 'antara 0 dan 1').default(0.1),
  /** Days a recording is kept before it is deleted (default 14). */
  SESSION_RECORDING_DAYS: z.coerce.number().int().min(1).max(90).default(14),
})

export type Env = z.infer<typeof envSchema>
export type { PublicConfig }

export interface AppConfig {
  env: Env['NODE_ENV']
  port: number
  host: string
  logLevel: Env['LOG_LEVEL']
  /** LOG_FORMAT as given; unset: the start decides by whether standard output is a terminal. */
  logFormat: Env['LOG_FORMAT']
  /** PUBLIC_URL_REDIRECT: navigations to another host go to PUBLIC_URL. */
  publicUrlRedirect: boolean
  trustProxy: number
  /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For counts (empty: TRUST_PROXY decides). */
  trustedProxies: readonly string[]
  /** TEST_FAIL_FIRST_WRITES; 0 (off) unless set. */
  testFailFirstWrites: number
  /** NOTIFICATION_EVENTS_INTERVAL_S in ms; 0: no scheduled notifications. */
  notificationEventsIntervalMs: number
  /** Web Push's VAPID keys when configured (else generated and kept in the database), and its subject. */
  vapid: { publicKey: string; privateKey: string } | undefined
  vapidSubject: string
  pushEndpointHosts: readonly string[]
  dataDir: string
  /** CLIENT_DIR resolved; undefined: dist/ of the checkout (server/index.ts). */
  clientDir: string | undefined
  /** SESSION_ENCRYPTION_KEY as given (server/auth/token-cipher.ts decodes it); unset: the key file in DATA_DIR. */
  sessionEncryptionKey: string | undefined
  databaseUrl: string | undefined
  publicUrl: string
  oidc: OidcConfig
  /** Sign-in with Google at the embedded provider (GOOGLE_*), or undefined when not configured. */
  google: GoogleConfig | undefined
  /** Session limits in ms (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
  session: { idleMs: number; maxMs: number }
  /** Error reporting and analytics (decision 027). */
  telemetry: TelemetryConfig
  public: PublicConfig
}

export interface TelemetryConfig {
  /** SENTRY_DSN: errors go to Sentry instead of the database. */
  sentryDsn: string | undefined
  /** The DSN's origin, which the CSP's connect-src allows (only when set). */
  sentryOrigin: string | undefined
  environment: string
  /** Where screen views are forwarded too (ANALYTICS_PROVIDER), or undefined. */
  analytics: AnalyticsConfig | undefined
  /** Session recording (SESSION_RECORDING, decision 029), or undefined: off. */
  recording: RecordingConfig | undefined
}

export interface RecordingConfig {
  library: 'rrweb'
  /** The share of consenting page sessions that record (0–1). */
  sampleRate: number
  retentionDays: number
}

export interface AnalyticsConfig {
  provider: 'plausible' | 'umami' | 'ga4'
  url: string
  siteId: string
  apiSecret: string | undefined
}

const ANALYTICS_DEFAULT_URLS: Record<AnalyticsConfig['provider'], string | undefined> = {
  plausible: 'https://plausible.io',
  umami: undefined,
  ga4: 'https://www.google-analytics.com',
}

export interface OidcConfig {
  /** True when this process serves the identity provider itself (OIDC_ISSUER unset). */
  embedded: boolean
  issuer: string
  clientId: string
  /** Undefined for the embedded provider: the server generates one and keeps it in the database. */
  clientSecret: string | undefined
  demoPassword: string
  accessTokenTtl: number
  refreshTokenTtl: number
  /** The provider's role name that means the app's 'hr' role (OIDC_HR_ROLE). */
  hrRole: string
  /** OIDC_CLIENT_AUTH_METHOD; undefined: chosen from discovery. */
  clientAuthMethod: 'client_secret_basic' | 'client_secret_post' | undefined
  /** The audience access tokens are checked for as RFC 9068 JWTs; undefined: they are opaque (decision 023). */
  accessTokenAudience: string | undefined
  /** OIDC_USERNAME_CLAIM: the ID-token claim whose value is the employee's username. */
  usernameClaim: string
  /** Where the provider sends the browser back: the spec's callback route. */
  redirectUri: string
  /** Where it sends the browser after logout: the spec's logout route. */
  postLogoutRedirectUri: string
}

export interface GoogleConfig {
  issuer: string
  clientId: string
  clientSecret: string
  /** Where Google sends the browser back (to enter in Google Cloud): `{issuer}/broker/google/endpoint`, as Keycloak names it. */
  redirectUri: string
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
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  const embedded = env.OIDC_ISSUER === undefined
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: isi keduanya, atau kosongkan keduanya agar dibuat otomatis'])
  }
  if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS) {
    throw new ConfigError(['SESSION_IDLE_DAYS: tidak boleh lebih besar dari SESSION_MAX_DAYS'])
  }
  const analyticsUrl = env.ANALYTICS_PROVIDER ? (env.ANALYTICS_URL ?? ANALYTICS_DEFAULT_URLS[env.ANALYTICS_PROVIDER]) : undefined
  if (env.ANALYTICS_PROVIDER && (!analyticsUrl || !env.ANALYTICS_SITE_ID || (env.ANALYTICS_PROVIDER === 'ga4' && !env.GA4_API_SECRET))) {
    throw new ConfigError([
      `ANALYTICS_PROVIDER=${env.ANALYTICS_PROVIDER}: isi juga ANALYTICS_SITE_ID${env.ANALYTICS_PROVIDER === 'umami' ? ' dan ANALYTICS_URL' : ''}${env.ANALYTICS_PROVIDER === 'ga4' ? ' dan GA4_API_SECRET' : ''}`,
    ])
  }
  if (!embedded && !env.OIDC_CLIENT_SECRET) {
    throw new ConfigError(['OIDC_CLIENT_SECRET: wajib diisi bila OIDC_ISSUER menunjuk penyedia identitas lain'])
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: isi keduanya untuk "Masuk dengan Google", atau kosongkan keduanya'])
  }
  if (!embedded && env.GOOGLE_CLIENT_ID !== undefined) {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID: hanya untuk penyedia identitas bawaan; dengan OIDC_ISSUER (mis. Keycloak) tambahkan Google sebagai identity provider di sana',
    ])
  }
  const clientId = env.OIDC_CLIENT_ID ?? `${env.PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-go`
  const oidc: OidcConfig = {
    embedded,
    issuer: (env.OIDC_ISSUER ?? `${publicUrl}/idp/realms/master`).replace(/\/$/, ''),
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET,
    demoPassword: env.DEMO_PASSWORD,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    hrRole: env.OIDC_HR_ROLE,
    clientAuthMethod: env.OIDC_CLIENT_AUTH_METHOD,
    // The embedded provider issues RFC 9068 JWTs for our client id: it keeps its strict check.
    accessTokenAudience: embedded ? clientId : env.OIDC_ACCESS_TOKEN_AUDIENCE,
    usernameClaim: env.OIDC_USERNAME_CLAIM,
    redirectUri: `${publicUrl}/login`,
    postLogoutRedirectUri: `${publicUrl}/`,
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    publicUrlRedirect: env.PUBLIC_URL_REDIRECT === 'true',
    trustProxy: env.TRUST_PROXY,
    trustedProxies: env.TRUSTED_PROXIES?.split(',') ?? [],
    testFailFirstWrites: env.TEST_FAIL_FIRST_WRITES,
    notificationEventsIntervalMs: env.NOTIFICATION_EVENTS_INTERVAL_S * 1000,
    vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
    pushEndpointHosts: env.PUSH_ENDPOINT_HOSTS?.toLowerCase().split(',') ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    dataDir: path.resolve(env.DATA_DIR),
    clientDir: env.CLIENT_DIR === undefined ? undefined : path.resolve(env.CLIENT_DIR),
    sessionEncryptionKey: env.SESSION_ENCRYPTION_KEY,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    oidc,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.GOOGLE_ISSUER.replace(/\/$/, ''),
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: `${oidc.issuer}/broker/google/endpoint`,
          }
        : undefined,
    session: { idleMs: env.SESSION_IDLE_DAYS * DAY_MS, maxMs: env.SESSION_MAX_DAYS * DAY_MS },
    telemetry: {
      sentryDsn: env.SENTRY_DSN,
      sentryOrigin: env.SENTRY_DSN === undefined ? undefined : new URL(env.SENTRY_DSN).origin,
      environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      analytics:
        env.ANALYTICS_PROVIDER && analyticsUrl && env.ANALYTICS_SITE_ID
          ? { provider: env.ANALYTICS_PROVIDER, url: analyticsUrl, siteId: env.ANALYTICS_SITE_ID, apiSecret: env.GA4_API_SECRET }
          : undefined,
      recording: env.SESSION_RECORDING
        ? { library: env.SESSION_RECORDING, sampleRate: env.SESSION_RECORDING_SAMPLE, retentionDays: env.SESSION_RECORDING_DAYS }
        : undefined,
    },
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
      // The embedded provider lives on the app's own origin; only an external issuer is baked in.
      oidcIssuer: embedded ? null : oidc.issuer,
      oidcClientId: oidc.clientId,
      cookiePrefix: `${env.PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_`,
    },
  }
}
