import { useEffect, useId, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import styles from './filter-bar.module.css'

const t = id.list

/** The search parameters a filter bar edits: a text, a sort, and one id per filter. */
export type ListSearch = { q?: string; sort?: string }

/** One select filter: its name in the search, its label, and the choices (from a master list). */
export interface SelectFilter<S extends ListSearch> {
  name: Exclude<keyof S & string, 'q' | 'sort'>
  label: string
  options: readonly { id: number; name: string }[]
}

export interface FilterBarProps<S extends ListSearch> {
  search: S
  /** Every change goes here, as the whole next search (the page puts it in the URL). */
  onChange: (next: S) => void
  filters: readonly SelectFilter<S>[]
  /** The sorts offered; the first is the default and stays out of the search. None or one: no sort choice. */
  sorts: readonly { value: NonNullable<S['sort']>; label: string }[]
  /** Keywords offered under the search box (the top three). */
  keywords?: readonly string[]
  searchPlaceholder?: string
}

/** Search, select filters and sorting of a list; 'Hapus filter' clears all but the sort. */
export function FilterBar<S extends ListSearch>({
  search,
  onChange,
  filters,
  sorts,
  keywords = [],
  searchPlaceholder = t.searchPlaceholder,
}: FilterBarProps<S>) {
  const [text, setText] = useState(search.q ?? '')
  const baseId = useId()
  useEffect(() => setText(search.q ?? ''), [search.q])
  const defaultSort = sorts[0]?.value

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...search, q: text.trim() || undefined })
  }
  const active = Boolean(search.q) || filters.some((f) => search[f.name] !== undefined)

  return (
    <div className={styles.bar}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor={`${baseId}-q`} className="visually-hidden">
          {t.search}
        </label>
        <input
          id={`${baseId}-q`}
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          placeholder={searchPlaceholder}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={buttonClassName('primary', 'medium')}>
          {t.search}
        </button>
      </form>
      {keywords.length > 0 && (
        <p className={styles.keywords}>
          <span>{t.popularKeywords}:</span>
          {keywords.map((k) => (
            <button key={k} type="button" className={styles.keyword} onClick={() => onChange({ ...search, q: k })}>
              {k}
            </button>
          ))}
        </p>
      )}
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t.filters}</legend>
        {filters.map((filter) => (
          <label key={filter.name} className={styles.field}>
            <span>{filter.label}</span>
            <select
              value={String(search[filter.name] ?? '')}
              onChange={(e) => onChange({ ...search, [filter.name]: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t.all}</option>
              {filter.options.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        {sorts.length > 1 && (
          <label className={styles.field}>
            <span>{t.sort}</span>
            <select
              value={search.sort ?? defaultSort}
              onChange={(e) => onChange({ ...search, sort: e.target.value === defaultSort ? undefined : e.target.value })}
            >
              {sorts.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {active && (
          <button type="button" className={`${buttonClassName('ghost', 'small')} ${styles.reset}`} onClick={() => onChange({ sort: search.sort } as S)}>
            {t.reset}
          </button>
        )}
      </fieldset>
    </div>
  )
}
