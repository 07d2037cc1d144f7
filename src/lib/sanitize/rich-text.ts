import DOMPurify from 'dompurify'
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@/shared/rich-text'

let purifier: ReturnType<typeof DOMPurify> | null = null

/**
 * One DOMPurify instance with our hook: every link that survives gets rel="noopener noreferrer"
 * (a target=_blank page cannot reach back through window.opener, and no referrer leaks).
 * DOMPurify itself removes javascript: and other unsafe URLs from href.
 */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer')
      const target = node.getAttribute('target')
      if (target !== null && target !== '_blank' && target !== '_self') node.removeAttribute('target')
    }
  })
  purifier = instance
  return instance
}

/**
 * Rich text from the API made safe to render: disallowed tags are removed but their text kept
 * (a <p> becomes its words), script/style contents and event handlers dropped.
 */
export function sanitizeRichText(html: string): string {
  // Paragraphs are not in the allow-list; a line break keeps them apart once their tags are gone.
  const withBreaks = html.replace(/<\/p\s*>\s*(?=\S)/gi, '</p><br>')
  return getPurifier().sanitize(withBreaks, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    // DOMPurify lets aria-* through by default; the spec's list is the whole list.
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  })
}
