// The help center's search rules, shared by the server (which asks the database's full-text search
// with them) and the browser (which searches the cached help content offline with them), so both
// find the same questions for the same words. Pure functions, no imports.
//
// A text becomes terms: lower case, accents and punctuation gone, common Indonesian stop words left
// out. Each term is indexed with its forms: itself and the roots it may have once the common affixes
// are taken off (me-/mem-/men-/meng-/meny-, di-, ber-, ter-, ke-, se-, pe-/pem-/pen-/peng-/peny-,
// -kan, -an, -i, -nya, -lah, -kah), with the nasal's lost first letter put back (memasang → pasang,
// menunggu → tunggu, mengirim → kirim). A query term matches a text when a word of it starts with the
// term, or when one of the term's roots is one of the text's forms. A text matching any term is
// found; those matching the most terms come first (decision 048).

/** Words that say nothing about what is asked (a question's "bagaimana cara … di …"). */
const STOP_WORDS = new Set(
  (
    'yang dan di ke dari untuk pada dengan ini itu atau juga akan bisa dapat apa apakah bagaimana cara kenapa mengapa ' +
    'saya aku anda kamu kita kami ada tidak belum sudah sedang lagi jika kalau agar supaya oleh dalam saat setelah sebelum ' +
    'nya lah pun tersebut adalah ialah hanya masih harus perlu mau ingin tolong mohon bagi sebagai para'
  ).split(' '),
)

const MIN_ROOT = 4

/** Lower case, accents off, anything but letters and digits a space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The words of a text that count for search, in order (stop words and one-letter words left out). */
export function searchTerms(text: string): string[] {
  const folded = foldText(text)
  if (folded === '') return []
  return folded.split(' ').filter((w) => w.length > 1 && !STOP_WORDS.has(w))
}

const SUFFIXES_PARTICLE = ['nya', 'lah', 'kah', 'pun']
const SUFFIXES = ['kan', 'an', 'i']
/**
 * Prefixes, longest first; `put` lists what may start the root after a nasal before a vowel: the
 * letter it swallowed (memasang → pasang), none (mengambil → ambil), or the nasal itself, when the
 * prefix is me-/pe- before a root starting with m or n (menilai, penilaian → nilai).
 */
const PREFIXES: readonly { p: string; put?: readonly string[]; beforeVowelOnly?: boolean }[] = [
  { p: 'memper' },
  { p: 'diper' },
  { p: 'meng', put: ['k', ''] },
  { p: 'peng', put: ['k', ''] },
  { p: 'meny', put: ['s'], beforeVowelOnly: true },
  { p: 'peny', put: ['s'], beforeVowelOnly: true },
  { p: 'mem', put: ['p', '', 'm'] },
  { p: 'pem', put: ['p', '', 'm'] },
  { p: 'men', put: ['t', '', 'n'] },
  { p: 'pen', put: ['t', '', 'n'] },
  { p: 'ber' },
  { p: 'ter' },
  { p: 'per' },
  { p: 'me' },
  { p: 'pe' },
  { p: 'di' },
  { p: 'ke' },
  { p: 'se' },
]
const VOWEL = /^[aiueo]/

function withoutSuffixes(word: string): string[] {
  const out = [word]
  let base = word
  for (const s of SUFFIXES_PARTICLE) {
    if (base.endsWith(s) && base.length - s.length >= MIN_ROOT) {
      base = base.slice(0, -s.length)
      out.push(base)
      break
    }
  }
  for (const s of SUFFIXES) {
    if (base.endsWith(s) && base.length - s.length >= MIN_ROOT) {
      out.push(base.slice(0, -s.length))
      break
    }
  }
  return out
}

function withoutPrefix(word: string): string[] {
  for (const { p, put, beforeVowelOnly } of PREFIXES) {
    if (!word.startsWith(p)) continue
    const rest = word.slice(p.length)
    if (beforeVowelOnly && !VOWEL.test(rest)) continue
    const roots = VOWEL.test(rest) && put ? put.map((letter) => letter + rest) : [rest]
    return roots.filter((r) => r.length >= MIN_ROOT)
  }
  return []
}

/** A word and the roots it may have without its affixes (the word first). Words with digits or under 5 letters stay as they are. */
export function termForms(word: string): string[] {
  if (word.length < MIN_ROOT + 1 || /\d/.test(word)) return [word]
  const forms = new Set<string>()
  for (const base of withoutSuffixes(word)) {
    forms.add(base)
    for (const root of withoutPrefix(base)) forms.add(root)
  }
  return [...forms]
}

/** Every form of every term of a text, space separated: what the full-text index holds. */
export function indexText(text: string): string {
  const forms = new Set<string>()
  for (const term of searchTerms(text)) for (const form of termForms(term)) forms.add(form)
  return [...forms].join(' ')
}

/** One query term: the word (matched as the start of a word) and its roots (matched whole). */
export interface QueryTerm {
  word: string
  roots: string[]
}

/** The query's terms with their forms; at most 8 (a longer question says no more). */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>()
  const out: QueryTerm[] = []
  for (const word of searchTerms(query)) {
    if (seen.has(word)) continue
    seen.add(word)
    out.push({ word, roots: termForms(word).slice(1) })
    if (out.length === 8) break
  }
  return out
}

/** Whether a term matches a text's set of forms (`forms`, from `indexText`). */
export function termMatches(term: QueryTerm, forms: readonly string[]): boolean {
  return forms.some((f) => f.startsWith(term.word) || term.roots.includes(f))
}

/** Damerau–Levenshtein distance (adjacent swaps count one), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** How many typing mistakes a word may have: none under 4 letters, one up to 6, two from 7. */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length <= 6 ? 1 : 2)

/**
 * The query with its misspelt words put right: a term none of whose forms starts a word of the
 * vocabulary (all the forms the content has) becomes the nearest vocabulary word within its allowed
 * mistakes, a whole word before one whose start is that near; at the same distance a word the
 * content uses as written (`written`) before a root the affix rules made of one (lowongn →
 * lowongan, not lowong), then the word first in alphabetical order. Null when nothing changed.
 */
export function correctTerms(terms: readonly QueryTerm[], vocabulary: readonly string[], written: ReadonlySet<string> = new Set()): QueryTerm[] | null {
  let changed = false
  const out = terms.map((term) => {
    if (termMatches(term, vocabulary)) return term
    const max = allowedTypos(term.word)
    if (max === 0) return term
    let best: { word: string; d: number; root: boolean } | null = null
    const n = term.word.length
    for (const v of vocabulary) {
      // A typed word may be the start of a longer one (aplkas → aplikasi): its start, a letter shorter
      // or longer, counts too, after whole words as near (mentr → mentor, not menerima).
      let d = editDistance(term.word, v, max) * 2
      for (const cut of [n - 1, n, n + 1]) if (cut >= 3 && v.length > cut) d = Math.min(d, editDistance(term.word, v.slice(0, cut), max) * 2 + 1)
      if (d > max * 2 + 1) continue
      const root = !written.has(v)
      if (!best || d < best.d || (d === best.d && (root < best.root || (root === best.root && v < best.word)))) best = { word: v, d, root }
    }
    if (!best) return term
    changed = true
    return { word: best.word, roots: termForms(best.word).slice(1) }
  })
  return changed ? out : null
}

/** The words of a vocabulary: every form of an index text, once, sorted. */
export function vocabularyOf(indexTexts: readonly string[]): string[] {
  const words = new Set<string>()
  for (const text of indexTexts) for (const w of text.split(' ')) if (w) words.add(w)
  return [...words].sort()
}

/** The words a text uses as written (no roots): what a correction prefers (`correctTerms`). */
export function writtenWordsOf(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => searchTerms(text)))
}

/** How many of the terms a text's forms hold. */
export function matchCount(terms: readonly QueryTerm[], forms: readonly string[]): number {
  return terms.reduce((n, term) => n + (termMatches(term, forms) ? 1 : 0), 0)
}

/**
 * The found questions in their order, the same wherever they were found (decision 048): more of the
 * query's terms first (all of them before some), then the terms the title holds, then those the
 * question holds, a rarer term counting more in both (1 / the number of found questions holding
 * it: the found are all that hold any term, so the count is the content's), then the lower id.
 */
export function rankHits<T extends { id: number; forms: readonly string[]; titleForms: readonly string[] }>(terms: readonly QueryTerm[], hits: readonly T[]): T[] {
  const weights = terms.map((t) => 1 / Math.max(1, hits.filter((h) => termMatches(t, h.forms)).length))
  const weigh = (forms: readonly string[]) => terms.reduce((sum, t, i) => sum + (termMatches(t, forms) ? weights[i]! : 0), 0)
  return hits
    .map((hit) => ({ hit, count: matchCount(terms, hit.forms), title: weigh(hit.titleForms), body: weigh(hit.forms) }))
    .sort((a, b) => b.count - a.count || b.title - a.title || b.body - a.body || a.hit.id - b.hit.id)
    .map((r) => r.hit)
}

/**
 * Whether a term is held by none of the found questions (those holding any term): a word the
 * content does not have. Both sides then put such words right against the content's vocabulary
 * (`correctTerms`), search once more, and keep the correction only when it finds something.
 */
export function hasUnknownTerm(terms: readonly QueryTerm[], found: readonly { forms: readonly string[] }[]): boolean {
  return terms.some((t) => !found.some((f) => termMatches(t, f.forms)))
}

/** Splits a text into parts with `mark` set on the words a query term matches (for <mark>). */
export function highlightParts(text: string, terms: readonly QueryTerm[]): { text: string; mark: boolean }[] {
  if (terms.length === 0) return [{ text, mark: false }]
  const parts: { text: string; mark: boolean }[] = []
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (piece === '') continue
    const folded = foldText(piece)
    const mark = folded !== '' && /[\p{L}\p{N}]/u.test(piece) && terms.some((t) => termMatches(t, termForms(folded)))
    const last = parts[parts.length - 1]
    if (last && last.mark === mark) last.text += piece
    else parts.push({ text: piece, mark })
  }
  return parts
}

/** The plain text of rich text (tags off, entities of the allow-list's texts decoded), for snippets and the index. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(?:h2|li|ul|ol)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** A snippet of a text around the first matched word, about `length` characters. */
export function snippetOf(text: string, terms: readonly QueryTerm[], length = 160): string {
  if (text.length <= length) return text
  const words = text.split(' ')
  let at = 0
  let pos = 0
  for (const w of words) {
    const f = foldText(w)
    if (f && terms.some((t) => termMatches(t, termForms(f)))) {
      at = pos
      break
    }
    pos += w.length + 1
  }
  const start = Math.max(0, at - 40)
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1
  const cut = text.slice(from, from + length)
  const end = cut.lastIndexOf(' ') > length * 0.6 ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return `${from > 0 ? '… ' : ''}${end}${from + length < text.length ? ' …' : ''}`
}
