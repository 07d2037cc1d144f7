import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../src/shared/rich-text'

const tags = new Set<string>(RICH_TEXT_TAGS)
const attributes = new Set<string>(RICH_TEXT_ATTRIBUTES)
const VOID = new Set(['br'])
const TOKEN = /<!--|<[!?]|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|</g
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
/** A link goes to a path of this app, an https page or an e-mail address; nothing a browser would run. */
const SAFE_HREF = /^(?:\/(?![/\\])|https:\/\/|mailto:)[^\s\\\x00-\x1f\x7f]*$/

/**
 * What is wrong with a pack's rich text, checked against the spec's allow-list (the one the page's
 * sanitizer keeps: src/shared/rich-text.ts). A pack is refused rather than silently cleaned, so
 * the author sees the tag the page would have dropped. Empty: the text shows as written.
 * `paragraphs`: <p> is accepted too, where the page shows it as its words with a line break
 * between paragraphs (src/lib/sanitize/rich-text.ts), as the learning catalogue's texts are written.
 */
export function richTextProblems(html: string, options: { paragraphs?: boolean } = {}): string[] {
  const problems: string[] = []
  const allowed = options.paragraphs ? new Set([...tags, 'p']) : tags
  const open: string[] = []
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, rawAttributes = '', selfClosing] = match
    if (rawName === undefined) {
      problems.push(token === '<' ? "'<' tanpa tag yang utuh: tulis &lt; untuk tanda kurang dari" : `'${token}' (komentar atau deklarasi) tidak diizinkan`)
      continue
    }
    const name = rawName.toLowerCase()
    if (!allowed.has(name)) {
      problems.push(`tag <${name}> tidak diizinkan (yang boleh: ${[...allowed].join(', ')})`)
      continue
    }
    if (token.startsWith('</')) {
      if (open.at(-1) === name) open.pop()
      else problems.push(`</${name}> tidak menutup tag yang terbuka${open.length > 0 ? ` (yang terbuka: <${open.at(-1)}>)` : ''}`)
      continue
    }
    for (const attribute of rawAttributes.matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1]!.toLowerCase()
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? ''
      if (!attributes.has(attributeName)) problems.push(`atribut ${attributeName} pada <${name}> tidak diizinkan (yang boleh: ${RICH_TEXT_ATTRIBUTES.join(', ')})`)
      else if (attributeName === 'href' && !SAFE_HREF.test(value)) problems.push(`tautan '${value}' tidak diizinkan: pakai jalur aplikasi (/…), https:// atau mailto:`)
      else if (attributeName === 'target' && value !== '_blank' && value !== '_self') problems.push(`target '${value}' tidak diizinkan: _blank atau _self`)
    }
    if (!VOID.has(name) && selfClosing !== '/') open.push(name)
  }
  if (open.length > 0) problems.push(`tag yang tidak ditutup: ${open.map((n) => `<${n}>`).join(', ')}`)
  return problems
}
