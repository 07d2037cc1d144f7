import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type InputHTMLAttributes } from 'react'
import type { RecordKind } from '@/contract/profile-record'
import { discoveryQueries } from '../../api/discovery-queries'
import type { SuggestField } from './record-fields'

/** The text after the user stopped typing for a moment (one request per pause, not per key). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * A text input with suggestions from the server (titles, organisers, authors… already entered in
 * public records and one's own), offered by the browser's own list (`datalist`): keyboard and
 * screen readers work as with any input, and a value not in the list is just as good.
 */
export function SuggestInput({
  kind,
  field,
  value,
  ...input
}: { kind: RecordKind; field: SuggestField; value: string } & InputHTMLAttributes<HTMLInputElement>) {
  const query = useSettled(value.trim())
  const suggestions = useQuery({ ...discoveryQueries.suggest(kind, query), enabled: query.length >= 2 })
  const listId = `${input.id ?? field}-saran`
  const values = (suggestions.data ?? []).filter((s) => s.field === field && s.value !== value).map((s) => s.value)
  return (
    <>
      <input {...input} value={value} list={listId} autoComplete="off" />
      <datalist id={listId} data-testid={`suggest-${field}`}>
        {values.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
    </>
  )
}
