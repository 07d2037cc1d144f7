import { useEffect, useRef, useState } from 'react'
import { helpCenterTexts } from '../texts'
import styles from './help-center.module.css'

const t = helpCenterTexts.search

/** The search box first on the page: searches as one types (after a short pause) and on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, typing: boolean) => void }) {
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  latest.current = onSearch
  // The URL changed (back, a link): the box follows it.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value])
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => latest.current(text.trim(), true), 350)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim(), false)
      }}
    >
      <label htmlFor="help-search" className="visually-hidden">
        {t.label}
      </label>
      <svg className={styles.searchIcon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id="help-search"
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={100}
        placeholder={t.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t.submit}
      </button>
    </form>
  )
}
