/**
 * The part of the configuration the browser sees (the spec's {product}, {phone}, {email}, {key},
 * address, social and sister-site links). It holds no secret: it is baked into the client bundle.
 */
export interface PublicConfig {
  productName: string
  productUrl: string
  contactPhone: string
  contactEmail: string
  companyAddress: string
  whatsappNumber: string
  instagramUrl: string
  linkedinUrl: string
  sisterSiteName: string
  sisterSiteUrl: string
  externalApiKey: string
  apiBaseUrl: string
  /**
   * An external identity provider's issuer (e.g. Keycloak's realm URL), or null for the embedded
   * one at `{origin}/idp/realms/master`. The browser reads its discovery document to sign in.
   */
  oidcIssuer: string | null
  oidcClientId: string
  /** Spec: "the auth cookie prefix is product-specific" (e.g. `tumbuh_`). */
  cookiePrefix: string
}
