/**
 * Runs Debian's glewlwyd (an independent OpenID provider, `apt-get install glewlwyd`) as a company's
 * administrator would set it up for Tumbuh, and provisions it through its admin REST API: the
 * OpenID Connect plugin with an RS256 key made at run time, the scopes, one employee, and a
 * confidential client whose id contains a `-`. The README's "Using your company's identity
 * provider" recipe and the CI journey (e2e/glewlwyd.spec.ts) both run exactly this.
 *
 *   npx tsx scripts/glewlwyd.ts --port 4619 --app http://127.0.0.1:3000 [--dir DIR] [--access-token-ttl 600]
 *
 * prints the app's settings (OIDC_ISSUER=…, OIDC_CLIENT_ID=…, OIDC_CLIENT_SECRET=…) and keeps
 * glewlwyd running until Ctrl-C. Nothing reaches the internet: glewlwyd listens on 127.0.0.1 and
 * its login page is served from the package's own files.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import Database from 'better-sqlite3'

const GLEWLWYD = '/usr/bin/glewlwyd'
const WEBAPP = '/usr/share/glewlwyd/webapp'
const WEBAPP_CONFIG = '/etc/glewlwyd/config-2.7.json/config.json'
const INIT_SQL = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz'
const MODULES = '/usr/lib/glewlwyd'
/** The package's first administrator (init.sqlite3.sql); the script changes the password at once. */
const DEFAULT_ADMIN = { username: 'admin', password: 'password' }

export interface GlewlwydEmployee {
  username: string
  password: string
  givenName: string
  familyName: string
  email: string
}

export interface GlewlwydOptions {
  /** glewlwyd's port on 127.0.0.1. */
  port: number
  /** The app's PUBLIC_URL: its /login is the redirect URI, its / the post-logout redirect URI. */
  appUrl: string
  /** Where glewlwyd's configuration, database, log and login page copy live (a new temp dir by default). */
  dir?: string
  clientId?: string
  clientSecret?: string
  /** Access-token lifetime in seconds (short in CI, to see a refresh). */
  accessTokenTtl?: number
  employee?: GlewlwydEmployee
}

export interface RunningGlewlwyd {
  issuer: string
  clientId: string
  clientSecret: string
  employee: GlewlwydEmployee
  dir: string
  /** The app's environment for this provider. */
  env: Record<string, string>
  stop(): Promise<void>
}

export const defaultEmployee: GlewlwydEmployee = {
  username: 'wulan.handayani',
  password: `Glw-${randomBytes(9).toString('base64url')}`,
  givenName: 'Wulan',
  familyName: 'Handayani',
  email: 'wulan.handayani@grup-nusantara.example',
}

/** glewlwyd.conf for one instance on 127.0.0.1:port, SQLite in `dir`, its login page from `dir/webapp`. */
function glewlwydConf(dir: string, port: number, appUrl: string): string {
  const mime = {
    '.html': 'text/html',
    '.css': 'text/css',
    '.js': 'application/javascript',
    '.json': 'application/json',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.svg': 'image/svg+xml',
  }
  return `port=${port}
bind_address="127.0.0.1"
external_url="http://127.0.0.1:${port}"
login_url="login.html"
static_files_path="${dir}/webapp/"
api_prefix="api"
allow_origin="${new URL(appUrl).origin}"
allow_methods="GET, POST, PUT, DELETE, OPTIONS"
allow_headers="Origin, X-Requested-With, Content-Type, Accept, Bearer, Authorization"
expose_headers="Content-Encoding, Authorization"
log_mode="file"
log_level="WARNING"
log_file="${dir}/glewlwyd.log"
cookie_secure=0
cookie_same_site="empty"
session_expiration=36000
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=false
login_api_enabled=true
add_x_frame_option_header_deny=true
max_post_size=16778240
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${MODULES}/user"
client_module_path="${MODULES}/client"
user_auth_scheme_module_path="${MODULES}/scheme"
plugin_module_path="${MODULES}/plugin"
hash_algorithm="SHA512"
database =
{
  type = "sqlite3"
  path = "${dir}/glewlwyd.sqlite3"
};
static_files_mime_types =
(
${Object.entries(mime)
  .map(([extension, type]) => `  { extension = "${extension}"\n    mime_type = "${type}" }`)
  .join(',\n')}
)
`
}

/** An RS256 signing key as a private JWKS, made now: nothing secret ships with the repository. */
function signingJwks(kid: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return JSON.stringify({ keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] })
}

/** The admin REST API with the administrator's session cookie. */
class AdminApi {
  private cookie = ''
  constructor(private readonly base: string) {}

  async signIn(username: string, password: string): Promise<void> {
    const res = await fetch(`${this.base}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
    if (!res.ok) throw new Error(`glewlwyd admin sign-in: ${res.status} ${await res.text()}`)
    this.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
  }

  async call(method: string, url: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}/api${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`glewlwyd ${method} ${url}: ${res.status} ${text}`)
    return text ? JSON.parse(text) : undefined
  }
}

async function waitUntilUp(base: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`glewlwyd exited with ${child.exitCode}: ${existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : ''}`)
    try {
      if ((await fetch(`${base}/config`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('glewlwyd did not start within 30 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The OpenID Connect plugin's parameters: the admin page's defaults for a new instance, then ours. */
function oidcPluginParameters(issuer: string, jwks: string, kid: string, accessTokenTtl: number): Record<string, unknown> {
  const claim = (name: string, userProperty: string) => ({
    name,
    'user-property': userProperty,
    type: 'string',
    'boolean-value-true': '',
    'boolean-value-false': '',
    mandatory: true,
    'on-demand': false,
    scope: [],
  })
  return {
    iss: issuer,
    'oauth-as-iss-id': true,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    'jwks-private': jwks,
    'jwks-uri': '',
    'jwks-public': '',
    'jwks-public-uri': '',
    'default-kid': kid,
    'client-sign_kid-parameter': '',
    key: '',
    cert: '',
    'jwks-show': true,
    'jwks-x5c': [],
    'access-token-duration': accessTokenTtl,
    'refresh-token-duration': 1_209_600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'refresh-token-one-use': 'never',
    'client-refresh-token-one-use-parameter': 'refresh-token-one-use',
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-code-revoke-replayed': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': false,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': true,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    scope: [],
    'additional-parameters': [],
    // What the app reads from the ID token (its linking rules: preferred_username, names, e-mail).
    claims: [claim('preferred_username', 'username'), claim('given_name', 'given_name'), claim('family_name', 'family_name')],
    'service-documentation': '',
    'op-policy-uri': '',
    'op-tos-uri': '',
    'request-parameter-allow': false,
    'request-uri-allow-https-non-secure': false,
    'request-parameter-allow-encrypted': false,
    'request-parameter-ietf-strict': true,
    'request-maximum-exp': 3600,
    'secret-type': 'public',
    'address-claim': { type: 'no', formatted: '', street_address: '', locality: '', region: '', postal_code: '', country: '', mandatory: false },
    'name-claim': 'mandatory',
    'name-claim-scope': [],
    'email-claim': 'mandatory',
    'email-claim-scope': [],
    'scope-claim': 'no',
    'scope-claim-scope': [],
    'allowed-scope': ['openid', 'profile', 'email'],
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'pkce-required': true,
    'pkce-required-public-client': true,
    'pkce-scopes': [],
    'introspection-revocation-allowed': true,
    'introspection-revocation-auth-scope': [],
    'introspection-revocation-allow-target-client': true,
    'register-client-allowed': false,
    'register-client-auth-scope': [],
    'register-client-credentials-scope': [],
    'register-client-token-one-use': true,
    'register-client-management-allowed': false,
    'register-resource-specify-allowed': false,
    'register-resource-default': [],
    'register-default-properties': {},
    'session-management-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 36000,
    // Its end-session page lists the session's clients through this; off, the page breaks.
    'front-channel-logout-allowed': true,
    'back-channel-logout-allowed': false,
    'client-pubkey-parameter': '',
    'client-jwks-parameter': 'jwks',
    'client-jwks_uri-parameter': 'jwks_uri',
    'encrypt-out-token-allow': false,
    'client-enc-parameter': 'enc',
    'client-alg-parameter': 'alg',
    'client-alg_kid-parameter': 'alg_kid',
    'client-encrypt_code-parameter': 'encrypt_code',
    'client-encrypt_at-parameter': 'encrypt_at',
    'client-encrypt_userinfo-parameter': 'encrypt_userinfo',
    'client-encrypt_id_token-parameter': 'encrypt_id_token',
    'client-encrypt_refresh_token-parameter': 'encrypt_refresh_token',
    'client-encrypt_introspection-parameter': 'encrypt_introspection',
    'device-authorization-expiration': 600,
    'device-authorization-interval': 5,
    'client-cert-source': 'TLS',
    'client-cert-header-name': 'SSL_CLIENT_CERT',
    'client-cert-use-endpoint-aliases': false,
    'client-cert-self-signed-allowed': false,
    'oauth-dpop-allowed': false,
    'oauth-dpop-iat-duration': 10,
    'oauth-dpop-iat-gap-duration': 0,
    'oauth-dpop-dpop_bound_access_tokens-property': 'dpop_bound_access_tokens',
    'oauth-dpop-nonce-mandatory': false,
    'oauth-dpop-nonce-counter': 10,
    'resource-allowed': false,
    'resource-scope': {},
    'resource-client-property': '',
    'resource-scope-and-client-property': false,
    'oauth-rar-allowed': false,
    'rar-types-client-property': 'authorization_details_types',
    'rar-allow-auth-unsigned': false,
    'rar-allow-auth-unencrypted': true,
    'rar-types': {},
    'oauth-par-allowed': false,
    'oauth-par-duration': 90,
    'oauth-par-required': false,
    'oauth-par-request_uri-prefix': 'urn:ietf:params:oauth:request_uri:',
    'prompt-continue-client-property': '',
    'restrict-scope-client-property': '',
    'oauth-ciba-allowed': false,
    'oauth-fapi-check-all': false,
    'oauth-fapi-allow-jarm': false,
    'oauth-fapi-add-s_hash': false,
    'oauth-fapi-verify-nbf': false,
    'oauth-fapi-allow-restrict-alg': false,
    'oauth-fapi-restrict-alg': [],
    'oauth-fapi-allow-multiple-kid': false,
    'oauth-fapi-ciba-confidential-client': false,
    'oauth-fapi-ciba-push-forbidden': false,
  }
}

export async function startGlewlwyd(options: GlewlwydOptions): Promise<RunningGlewlwyd> {
  if (!existsSync(GLEWLWYD)) throw new Error('glewlwyd is not installed: apt-get install -y glewlwyd')
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'tumbuh-glewlwyd-'))
  mkdirSync(dir, { recursive: true })
  const base = `http://127.0.0.1:${options.port}`
  const issuer = `${base}/api/oidc`
  const appUrl = options.appUrl.replace(/\/$/, '')
  // A directory provisioned before is started as it is: its client and employee stay.
  const settingsFile = path.join(dir, 'tumbuh.json')
  const provisioned = existsSync(settingsFile)
    ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as { clientId: string; clientSecret: string; employee: GlewlwydEmployee })
    : undefined
  const clientId = provisioned?.clientId ?? options.clientId ?? 'tumbuh-go'
  const clientSecret = provisioned?.clientSecret ?? options.clientSecret ?? randomBytes(24).toString('base64url')
  const employee = provisioned?.employee ?? options.employee ?? defaultEmployee

  if (!provisioned) {
    // The login page, with its settings file (Debian links it to a directory in /etc, which the
    // page cannot read as JSON), and its scripts copied, not linked (glewlwyd serves no symlink).
    cpSync(WEBAPP, path.join(dir, 'webapp'), { recursive: true, dereference: true, filter: (source) => source !== path.join(WEBAPP, 'config.json') })
    writeFileSync(path.join(dir, 'webapp', 'config.json'), readFileSync(WEBAPP_CONFIG))
    writeFileSync(path.join(dir, 'glewlwyd.conf'), glewlwydConf(dir, options.port, appUrl))
    const db = new Database(path.join(dir, 'glewlwyd.sqlite3'))
    db.exec(gunzipSync(readFileSync(INIT_SQL)).toString('utf8'))
    db.close()
  }

  const logFile = path.join(dir, 'glewlwyd.log')
  const child = spawn(GLEWLWYD, [`--config-file=${path.join(dir, 'glewlwyd.conf')}`], { stdio: 'ignore', detached: true })
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    }
    if (!options.dir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(base, child, logFile)
    if (!provisioned) await provision()
  } catch (error) {
    await stop()
    throw error
  }

  async function provision(): Promise<void> {
    const admin = new AdminApi(base)
    await admin.signIn(DEFAULT_ADMIN.username, DEFAULT_ADMIN.password)
    // The well-known default password goes first.
    const adminPassword = randomBytes(18).toString('base64url')
    await admin.call('PUT', `/user/${DEFAULT_ADMIN.username}`, {
      username: DEFAULT_ADMIN.username,
      name: 'Administrator',
      scope: ['g_admin', 'g_profile'],
      enabled: true,
      password: adminPassword,
    })
    writeFileSync(path.join(dir, 'admin-password'), `${adminPassword}\n`, { mode: 0o600 })

    // The user store keeps given and family names; the client store the logout redirect URIs
    // glewlwyd's OIDC plugin checks (`post_logout_redirect_uris`, not in its default client format).
    const userModule = (await admin.call('GET', '/mod/user/database')) as { parameters: { 'data-format': Record<string, unknown> } }
    for (const name of ['given_name', 'family_name']) {
      userModule.parameters['data-format'][name] = { multiple: false, read: true, write: true, 'profile-read': true, 'profile-write': false }
    }
    await admin.call('PUT', '/mod/user/database', userModule)
    await admin.call('PUT', '/mod/user/database/reset')
    const clientModule = (await admin.call('GET', '/mod/client/database')) as { parameters: { 'data-format': Record<string, unknown> } }
    clientModule.parameters['data-format'].post_logout_redirect_uris = { multiple: true, read: true, write: true }
    await admin.call('PUT', '/mod/client/database', clientModule)
    await admin.call('PUT', '/mod/client/database/reset')

    // The spec's scopes; each asks for the password at glewlwyd's login page.
    await admin.call('PUT', '/scope/openid', {
      name: 'openid',
      display_name: 'OpenID',
      description: 'Sign in',
      password_required: true,
      password_max_age: 0,
      scheme: {},
    })
    for (const [name, description] of [
      ['profile', 'Name and username'],
      ['email', 'E-mail address'],
    ] as const) {
      await admin.call('POST', '/scope/', { name, display_name: name, description, password_required: true, password_max_age: 0, scheme: {} })
    }

    const kid = `tumbuh-${randomBytes(4).toString('hex')}`
    await admin.call('POST', '/mod/plugin/', {
      module: 'oidc',
      name: 'oidc',
      display_name: 'OpenID Connect',
      enabled: true,
      parameters: oidcPluginParameters(issuer, signingJwks(kid), kid, options.accessTokenTtl ?? 600),
    })

    await admin.call('POST', '/user/', {
      username: employee.username,
      name: `${employee.givenName} ${employee.familyName}`,
      given_name: employee.givenName,
      family_name: employee.familyName,
      email: employee.email,
      password: employee.password,
      scope: ['openid', 'profile', 'email', 'g_profile'],
      enabled: true,
    })

    // Confidential; `client_credentials` because glewlwyd's revocation endpoint wants it.
    await admin.call('POST', '/client/', {
      client_id: clientId,
      name: 'Tumbuh',
      enabled: true,
      confidential: true,
      client_secret: clientSecret,
      scope: ['openid', 'profile', 'email'],
      redirect_uri: [`${appUrl}/login`],
      post_logout_redirect_uris: [`${appUrl}/`],
      authorization_type: ['code', 'refresh_token', 'client_credentials'],
      token_endpoint_auth_method: ['client_secret_basic', 'client_secret_post'],
    })
    writeFileSync(settingsFile, `${JSON.stringify({ clientId, clientSecret, employee }, null, 2)}\n`, { mode: 0o600 })
  }
  return {
    issuer,
    clientId,
    clientSecret,
    employee,
    dir,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    stop,
  }
}

async function main(): Promise<void> {
  const args = new Map<string, string>()
  const argv = process.argv.slice(2)
  for (let i = 0; i < argv.length; i += 2) args.set(argv[i]!.replace(/^--/, ''), argv[i + 1] ?? '')
  const port = Number(args.get('port') ?? 4593)
  const appUrl = args.get('app') ?? 'http://127.0.0.1:3000'
  const running = await startGlewlwyd({
    port,
    appUrl,
    ...(args.has('dir') ? { dir: path.resolve(args.get('dir')!) } : {}),
    ...(args.has('access-token-ttl') ? { accessTokenTtl: Number(args.get('access-token-ttl')) } : {}),
  })
  console.log(`glewlwyd runs at http://127.0.0.1:${port}/ (files in ${running.dir}; admin password in ${running.dir}/admin-password)`)
  console.log(`Employee: ${running.employee.username} / ${running.employee.password}`)
  console.log('Settings for Tumbuh:')
  for (const [name, value] of Object.entries(running.env)) console.log(`${name}=${value}`)
  const stop = () => void running.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
