// The part of oidc-provider 9 this server uses. The package ships no types and
// @types/oidc-provider is not installed; these follow its docs/README.md and lib/ sources.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type UnknownObject = Record<string, unknown>

  export interface AdapterPayload extends UnknownObject {
    grantId?: string
    uid?: string
    userCode?: string
    consumed?: number
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string, claims: UnknownObject, rejected: string[]): Promise<UnknownObject> | UnknownObject
  }

  export interface Client {
    clientId: string
    grantTypeAllowed(grantType: string): boolean
  }

  export interface ResourceServer {
    scopes: Set<string>
  }

  export interface Session {
    accountId?: string
    grantIdFor(clientId: string): string | undefined
  }

  export interface OIDCContext {
    client?: Client
    account?: Account
    session: Session
    params?: UnknownObject
    result?: { consent?: { grantId?: string } } & UnknownObject
    requestParamOIDCScopes: Set<string>
    requestParamScopes: Set<string>
    requestParamClaims: Set<string>
    resourceServers: Record<string, ResourceServer>
    route?: string
    provider: Provider
    /** What the provider found for the request: `IdTokenHint` is the end-session's id_token_hint, decoded once validated. */
    entities?: { IdTokenHint?: { payload: { sub?: string; aud?: string | string[] } } } & UnknownObject
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext
    type: string
    status: number
    body: unknown
    host: string
    path: string
  }

  export interface Interaction {
    uid: string
    returnTo: string
    prompt: { name: string; reasons: string[]; details: UnknownObject }
    params: UnknownObject
    session?: { accountId?: string; uid?: string }
    grantId?: string
    lastSubmission?: UnknownObject
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; acr?: string; amr?: string[] }
    consent?: { grantId?: string }
    error?: string
    error_description?: string
    [key: string]: unknown
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string })
    static find(id: string): Promise<Grant | undefined>
    readonly jti: string
    accountId: string
    clientId: string
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(resource: string, scope: string): void
    getOIDCScope(): string
    getResourceScope(resource: string): string
    save(ttl?: number): Promise<string>
  }

  export interface ResourceServerInfo {
    scope: string
    audience?: string
    accessTokenTTL?: number
    accessTokenFormat?: 'opaque' | 'jwt'
    jwt?: { sign?: { alg?: string; kid?: string } }
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter
    clients?: UnknownObject[]
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>
    jwks?: { keys: UnknownObject[] }
    cookies?: {
      keys?: string[]
      names?: Record<string, string>
      long?: UnknownObject
      short?: UnknownObject
    }
    claims?: Record<string, string[] | null>
    scopes?: string[]
    responseTypes?: string[]
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean }
    routes?: Record<string, string>
    features?: Record<string, UnknownObject>
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string }
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean | Promise<boolean>)
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: unknown, client: Client) => number)>
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void> | void
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean
    enabledJWA?: Record<string, string[]>
    conformIdTokenClaims?: boolean
    [key: string]: unknown
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly issuer: string
    proxy: boolean
    Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
    /** Koa middleware that runs before the provider's own. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string
      error_description?: string
      status: number
    }
    class SessionNotFound extends OIDCProviderError {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string)
    }
  }

  export default Provider
}
