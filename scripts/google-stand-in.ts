/**
 * A local OpenID provider standing in for Google in tests (decision 028): oidc-provider on
 * 127.0.0.1 with one confidential client (the app's GOOGLE_CLIENT_ID/SECRET) and a few Google
 * accounts, signing its ID tokens with a key made at start and putting `email` and
 * `email_verified` in them as Google does. Its login page is a bare form of its own: any password,
 * the login names the account. Nothing reaches the internet.
 *
 *   npx tsx scripts/google-stand-in.ts --port 4542 --app http://127.0.0.1:3000
 *
 * prints the app's settings (GOOGLE_ISSUER=…, GOOGLE_CLIENT_ID=…, GOOGLE_CLIENT_SECRET=…) and
 * keeps running until Ctrl-C. Server tests (tests/server/features/auth/google-sign-in.test.ts) and
 * the journey (e2e/google-signin.spec.ts) start it the same way.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

export interface StandInAccount {
  /** What to type as the login at the stand-in's page (its `sub` too). */
  login: string
  email: string
  emailVerified: boolean
  name: string
}

/** The demo accounts: an employee's address (seed: budi.santoso), an address nobody has, and an employee's address Google has not verified. */
export const STAND_IN_ACCOUNTS = {
  employee: { login: 'budi.google', email: 'budi.santoso@grup-nusantara.example', emailVerified: true, name: 'Budi Santoso' },
  stranger: { login: 'orang.asing', email: 'orang.asing@gmail.example', emailVerified: true, name: 'Orang Asing' },
  unverified: { login: 'sari.belum', email: 'sari.wulandari@grup-nusantara.example', emailVerified: false, name: 'Sari Wulandari' },
} as const satisfies Record<string, StandInAccount>

const page = (error?: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in (Google stand-in)</title></head>
<body><h1>Sign in (Google stand-in)</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post"><label>Login <input name="login" autocomplete="off" required></label> <label>Password <input name="password" type="password" required></label> <button type="submit">Sign in</button></form>
</body></html>`

/**
 * The stand-in's login page (its own, with nothing loaded from elsewhere): any password, the login
 * names the account; an unknown login is asked again.
 */
async function loginStep(provider: Provider, accounts: Map<string, StandInAccount>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await provider.interactionDetails(req, res)
    if (req.method === 'POST') {
      let body = ''
      for await (const chunk of req) body += String(chunk)
      const login = new URLSearchParams(body).get('login')?.trim() ?? ''
      if (accounts.has(login)) {
        await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false })
        return
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('No such account.'))
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page())
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Unknown or expired interaction.')
  }
}

export interface GoogleStandInOptions {
  /** 0 (default): any free port. */
  port?: number
  /** The app's PUBLIC_URL: its redirect URI is `{app}/idp/realms/master/broker/google/endpoint`. */
  appUrl: string
  accounts?: readonly StandInAccount[]
}

export interface RunningGoogleStandIn {
  issuer: string
  clientId: string
  clientSecret: string
  /** The app's settings for this stand-in. */
  env: { GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string }
  stop(): Promise<void>
}

export async function startGoogleStandIn({
  port = 0,
  appUrl,
  accounts = Object.values(STAND_IN_ACCOUNTS),
}: GoogleStandInOptions): Promise<RunningGoogleStandIn> {
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.example`
  const clientSecret = `GOCSPX-${randomBytes(18).toString('base64url')}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const byLogin = new Map(accounts.map((a) => [a.login, a]))

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl.replace(/\/$/, '')}/idp/realms/master/broker/google/endpoint`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: async (_ctx, sub) => {
      const account = byLogin.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }) }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google's ID tokens carry the e-mail claims whatever the response type.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // No consent screen: the test's user has always agreed.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx
      if (!oidc.client || !oidc.session.accountId) return undefined
      const grant = new oidc.provider.Grant({ accountId: oidc.session.accountId, clientId: oidc.client.clientId })
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '))
      await grant.save()
      return grant
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  })
  const callback = provider.callback()
  server.on('request', (req, res) => {
    if (/^\/interaction\/[\w-]+$/.test(req.url ?? '')) void loginStep(provider, byLogin, req, res)
    else void callback(req, res)
  })

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const running = await startGoogleStandIn({ port: Number(arg('--port') ?? 0), appUrl: arg('--app') ?? 'http://localhost:3000' })
  for (const [name, value] of Object.entries(running.env)) console.log(`${name}=${value}`)
  console.log(
    `# accounts (any password): ${Object.values(STAND_IN_ACCOUNTS)
      .map((a) => `${a.login} <${a.email}>${a.emailVerified ? '' : ' unverified'}`)
      .join(', ')}`,
  )
  const stop = () => void running.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
