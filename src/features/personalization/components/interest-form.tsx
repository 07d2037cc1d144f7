import { useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { buttonClassName } from '@/components/ui/button'
import { format, id } from '@/lib/i18n/id'
import { personalizationTexts } from '../texts'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore, type MasterListName } from '@/stores/master-store'
import { interestFields, useSaveInterests, type Choices, type InterestField, type SaveFailure } from '../api/save-interests'
import styles from './personalization-dialog.module.css'

const t = personalizationTexts

/** Which master list each group of the form offers. */
const listOf: Record<InterestField, MasterListName> = {
  category_ids: 'learningCategories',
  topic_ids: 'topics',
  profession_ids: 'professions',
  unit_ids: 'learningUnits',
  field_ids: 'fields',
}

const noChoices = (): Choices => ({ category_ids: [], topic_ids: [], profession_ids: [], unit_ids: [], field_ids: [] })

function useMasterLists() {
  const [state, setState] = useState<'loading' | 'ready'>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setState('loading')
    void Promise.all(interestFields.map((field) => ensureMasterList(listOf[field], masterLoaders))).then(() => live && setState('ready'))
    return () => {
      live = false
    }
  }, [attempt])
  return { state, retry: () => setAttempt((n) => n + 1) }
}

/** The interests form: one group of choices per master list, 'Simpan Minat' and 'Nanti saja'. */
export function InterestForm({ onSaved, onLater }: { onSaved: (outcome: 'saved' | 'waiting') => void; onLater: () => void }) {
  const lists = useSnapshot(masterStore)
  const { state, retry } = useMasterLists()
  const [choices, setChoices] = useState<Choices>(noChoices)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const save = useSaveInterests(onSaved)
  const formId = useId()

  const anyList = interestFields.some((field) => lists[listOf[field]].length > 0)
  const toggle = (field: InterestField, itemId: number) => {
    setChoices((current) => ({
      ...current,
      [field]: current[field].includes(itemId) ? current[field].filter((x) => x !== itemId) : [...current[field], itemId],
    }))
    // A choice answers 'choose at least one' and whatever the server said of that group; what it
    // said of the save as a whole stays until the next save.
    setFailure((current) => {
      if (!current || (!current.fields[''] && !current.fields[field])) return current
      const fields = { ...current.fields }
      delete fields[field]
      delete fields['']
      return { ...current, fields }
    })
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (interestFields.every((field) => choices[field].length === 0)) {
      setFailure({ fields: { '': t.atLeastOne }, message: '' })
      return
    }
    setFailure(null)
    void save.save(choices, setFailure)
  }

  if (state === 'loading') return <p className={styles.status} role="status">{t.loading}</p>
  if (!anyList) {
    return (
      <div className={styles.status} role="alert">
        <p>{t.listError}</p>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={retry}>
          {id.dataState.retry}
        </button>
      </div>
    )
  }

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.groups}>
        {interestFields.map((field) => {
          const items = lists[listOf[field]]
          if (items.length === 0) return null
          const error = failure?.fields[field]
          const errorId = `${formId}-${field}-error`
          return (
            <fieldset key={field} className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
              <legend className={styles.legend}>
                {t.groups[field]}
                {choices[field].length > 0 && <span className={styles.count}>{format(t.chosen, { n: choices[field].length })}</span>}
              </legend>
              <div className={styles.chips}>
                {items.map((item) => (
                  <label key={item.id} className={styles.chip}>
                    <input type="checkbox" checked={choices[field].includes(item.id)} onChange={() => toggle(field, item.id)} />
                    <span>{item.name}</span>
                  </label>
                ))}
              </div>
              {error && (
                <p id={errorId} className={styles.fieldError}>
                  {error}
                </p>
              )}
            </fieldset>
          )
        })}
      </div>
      {(failure?.fields[''] || failure?.message) && (
        <p className={styles.formError} role="alert">
          {[failure.message, failure.fields['']].filter(Boolean).join(' ')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('ghost')} onClick={onLater}>
          {t.later}
        </button>
        <button type="submit" className={buttonClassName('primary')} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  )
}
