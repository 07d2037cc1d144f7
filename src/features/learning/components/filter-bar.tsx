import { useEffect, useId, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { learningSorts } from '@/contract/learning-common'
import { id } from '@/lib/i18n/id'
import { ensureMasterList, masterStore, type MasterListName } from '@/stores/master-store'
import { buttonClassName } from '@/components/ui/button'
import { masterLoaders } from '@/stores/master-loaders'
import { filterNames, type FilterName, type LearningSearch } from '../api/list-query'
import styles from './filter-bar.module.css'

const t = id.learning.list

const filterLists: Record<FilterName, { list: MasterListName; label: string }> = {
  category_id: { list: 'learningCategories', label: t.category },
  unit_id: { list: 'learningUnits', label: t.unit },
  topic_id: { list: 'topics', label: t.topic },
  profession_id: { list: 'professions', label: t.profession },
  field_id: { list: 'fields', label: t.field },
}

export interface FilterBarProps {
  search: LearningSearch
  onChange: (next: LearningSearch) => void
  /** Which master-list filters to offer. Default: all five. */
  filters?: readonly FilterName[]
  /** Keywords offered under the search box (the top three). */
  keywords?: readonly string[]
}

/** Search, master-list filters and sorting of a learning list; every change goes to the URL. */
export function FilterBar({ search, onChange, filters = filterNames, keywords = [] }: FilterBarProps) {
  const master = useSnapshot(masterStore)
  const [text, setText] = useState(search.q ?? '')
  const baseId = useId()
  useEffect(() => setText(search.q ?? ''), [search.q])
  useEffect(() => {
    for (const name of filters) void ensureMasterList(filterLists[name].list, masterLoaders)
  }, [filters])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...search, q: text.trim() || undefined })
  }
  const active = Boolean(search.q) || filters.some((name) => search[name] !== undefined)

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
          placeholder={t.searchPlaceholder}
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
        {filters.map((name) => (
          <label key={name} className={styles.field}>
            <span>{filterLists[name].label}</span>
            <select
              value={search[name] ?? ''}
              onChange={(e) => onChange({ ...search, [name]: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t.all}</option>
              {master[filterLists[name].list].map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className={styles.field}>
          <span>{t.sort}</span>
          <select value={search.sort ?? 'newest'} onChange={(e) => onChange({ ...search, sort: e.target.value === 'newest' ? undefined : (e.target.value as LearningSearch['sort']) })}>
            {learningSorts.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        {active && (
          <button type="button" className={`${buttonClassName('ghost', 'small')} ${styles.reset}`} onClick={() => onChange({ sort: search.sort })}>
            {t.reset}
          </button>
        )}
      </fieldset>
    </div>
  )
}
