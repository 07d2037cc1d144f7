import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import type { SavedItem } from '@/features/learning/offline/saved-media'
import { budgetBytes, formatBytes, MAX_BUDGET_MB, MIN_BUDGET_MB } from '@/features/learning/offline/saved-media-budget'
import { isSaveSupported, removeSavedItem, setBudgetMb, useSavedMedia } from '@/features/learning/offline/saved-media-store'
import styles from './offline.module.css'

const t = learningTexts.offline
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium' })

function ItemLink({ item }: { item: SavedItem }) {
  if (item.kind === 'package')
    return <Link to="/learning/course/$slug" params={{ slug: item.slug ?? String(item.id) }} className={styles.itemTitle}>{item.title}</Link>
  return <Link to="/learning/videos/$id" params={{ id: item.id }} className={styles.itemTitle}>{item.title}</Link>
}

function BudgetForm({ budgetMb }: { budgetMb: number }) {
  const inputId = useId()
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const mb = Number(new FormData(event.currentTarget).get('budget'))
    setMessage(
      setBudgetMb(mb)
        ? { text: format(t.budgetSaved, { budget: formatBytes(budgetBytes(mb)) }), error: false }
        : { text: format(t.budgetInvalid, { min: MIN_BUDGET_MB, max: MAX_BUDGET_MB.toLocaleString('id-ID') }), error: true },
    )
  }
  return (
    <details className={styles.settings}>
      <summary>{t.budgetToggle}</summary>
      <form className={styles.budgetForm} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t.budgetLabel}</label>
        <input id={inputId} name="budget" type="number" inputMode="numeric" min={MIN_BUDGET_MB} max={MAX_BUDGET_MB} step={1} defaultValue={budgetMb} />
        <button type="submit" className={buttonClassName('outline', 'small')}>{t.budgetSave}</button>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? styles.error : styles.hint}>{message?.text}</p>
    </details>
  )
}

/** 'Tersimpan offline': what the user saved, the space it takes against the budget, removal, the budget. */
export function SavedMediaPanel() {
  const saved = useSavedMedia()
  const titleId = useId()
  if (!isSaveSupported()) return null
  const budget = budgetBytes(saved.budgetMb)
  return (
    <section aria-labelledby={titleId} className={styles.panel} data-testid="saved-media-panel">
      <h2 id={titleId} className={styles.panelTitle}>{t.panelTitle}</h2>
      <p className={styles.usage} data-testid="saved-media-usage">
        {format(t.used, { used: formatBytes(saved.usedBytes), budget: formatBytes(budget) })}
        <progress className={styles.meter} max={budget} value={Math.min(saved.usedBytes, budget)} aria-hidden="true" />
      </p>
      {saved.items.length > 0 ? (
        <ul className={styles.list}>
          {saved.items.map((item) => (
            <li key={item.key} className={styles.item}>
              <span className={styles.itemText}>
                <ItemLink item={item} />
                <span className={styles.itemMeta}>
                  {format(t.itemMeta, { kind: item.kind === 'package' ? t.kindPackage : t.kindVideo, size: formatBytes(item.bytes), date: dateFormat.format(new Date(item.savedAt)) })}
                </span>
              </span>
              <button
                type="button"
                className={buttonClassName('ghost', 'small')}
                aria-label={format(t.removeItem, { title: item.title })}
                disabled={saved.removing[item.key] === true}
                onClick={() => void removeSavedItem(item.key)}
              >
                {t.removeShort}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        saved.ready && <p className={styles.hint}>{t.empty}</p>
      )}
      {saved.freeBytes !== null && <p className={styles.hint}>{format(t.deviceFree, { free: formatBytes(saved.freeBytes) })}</p>}
      <BudgetForm budgetMb={saved.budgetMb} />
    </section>
  )
}
