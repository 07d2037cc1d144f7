import type { PublicConfig } from '@/contract/public-config'

/**
 * The public configuration baked in at build time (validated by server/config.ts). Components read
 * it from here rather than from the global, so a test can see one place to look.
 */
export const appConfig: PublicConfig = __APP_CONFIG__

/** `https://wa.me/<number>`: the spec's help WhatsApp contact. */
export function whatsappUrl(number: string = appConfig.whatsappNumber): string {
  return `https://wa.me/${number}`
}

/** `tel:` URI without spaces or punctuation other than a leading +. */
export function telUrl(phone: string = appConfig.contactPhone): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
