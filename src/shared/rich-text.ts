// Spec section 5: rich text keeps exactly these tags and attributes. The page's sanitizer
// (src/lib/sanitize/rich-text.ts) and the content-pack check (server/content/rich-text.ts) share them.
export const RICH_TEXT_TAGS = ['h2', 'em', 'strong', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a'] as const
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel'] as const
