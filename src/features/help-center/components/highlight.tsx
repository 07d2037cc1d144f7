import { highlightParts, type QueryTerm } from '@/contract/help-center-search'

/** A text with the words the query matched in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: readonly QueryTerm[] }) {
  return <>{highlightParts(text, terms).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>
}
