import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { COVER_MAX_BYTES, coverMimeTypes, recordKindApis, type RecordKind } from '@/contract/profile-record'
import { callApi } from '@/lib/api/client'
import { isApiError } from '@/lib/api/api-error'
import { useDraft } from '@/lib/drafts/use-draft'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { format } from '@/lib/i18n/id'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { discoveryKeys } from '../../api/discovery-keys'
import { discoveryMutationKeys } from '../../api/discovery-mutation-keys'
import type { AddRecordVariables } from '../../api/record-mutations'
import { discoveryTexts } from '../../texts'
import { bodyOf, checkBody, emptyValues, recordFields, titleOf, valuesOf, type FieldSpec, type FormValues } from './record-fields'
import { SuggestInput } from './suggest-input'
import dialog from '@/components/ui/confirm-dialog.module.css'
import form from '@/components/ui/form-field.module.css'
import styles from './records.module.css'

const t = discoveryTexts.form
const todayLocal = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10)

/** What the dialog does: add, edit a record the server has, or put right a refused add (its body and the server's word). */
export type FormMode =
  | { type: 'add' }
  | { type: 'edit'; record: Record<string, unknown> & { id: number; visibility: string; cover_url?: string | null } }
  | { type: 'fix'; entry: OutboxEntry }

type Cover = { upload: string; name: string } | null

/** Reads a chosen file as the spec's upload form, "file name,base64" (section 3). */
function readUpload(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(`${file.name.replace(/[,/\\]/g, '_').slice(0, 200) || 'sampul'},${String(reader.result).split(',')[1] ?? ''}`)
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/** The fields of a draft kept on this device (use-draft), or none when it is empty or unreadable. */
function draftValues(draft: string): FormValues {
  try {
    const parsed: unknown = draft ? JSON.parse(draft) : {}
    return parsed && typeof parsed === 'object' ? Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string')) : {}
  } catch {
    return {}
  }
}

/** The server's field errors (`errors[].path`, the body's field names) by field. */
function fieldErrorsOf(problem: { detail: string; errors: { path: string; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const e of problem.errors) errors[e.path.replace(/^body\./, '').split('.')[0] || 'form'] ??= e.message
  return errors
}

/**
 * The form of one kind's record, in a dialog: its own fields (with suggestions from the server),
 * a book's cover, and 'Tampilkan di profil publik'. Checked with the contract's schema first, so a
 * mistake is named at its field before anything is sent; an add is then queued in the outbox (it
 * waits offline), an edit is sent at once and a refusal names the fields, with everything typed kept.
 */
export function RecordFormDialog({ kind, mode, onClose }: { kind: RecordKind; mode: FormMode; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient()
  const initial = mode.type === 'edit' ? mode.record : mode.type === 'fix' ? (mode.entry.body as Record<string, unknown>) : null
  // A new record's fields are kept as a draft on this device until it is queued (a reload offline
  // keeps them); an edit or a fix starts from what is already there.
  const [draft, setDraft, clearDraft] = useDraft(mode.type === 'add' ? `profile-record:${kind}` : null)
  const [values, setValues] = useState<FormValues>(() => (initial ? valuesOf(kind, initial) : { ...emptyValues(kind), ...draftValues(draft) }))
  useEffect(() => {
    if (mode.type !== 'add') return
    const typed = JSON.stringify(values) !== JSON.stringify(emptyValues(kind))
    setDraft(typed ? JSON.stringify(values) : '')
  }, [mode.type, kind, values, setDraft])
  // The add's code is fetched while connected: saved offline on a first visit, it still queues.
  useEffect(() => preloadQueuedMutation(discoveryMutationKeys.addRecord), [])
  const [isPublic, setIsPublic] = useState(() => (initial ? initial['visibility'] !== 'private' : true))
  const [cover, setCover] = useState<Cover>(() => {
    const queued = mode.type === 'fix' ? (mode.entry.body as { cover?: unknown }).cover : null
    return typeof queued === 'string' ? { upload: queued, name: queued.split(',')[0] ?? '' } : null
  })
  const [removeCover, setRemoveCover] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>((): Record<string, string> => {
    // A refused add: the server's word, and the fields the contract's rules find wrong (a cover the
    // server refused by its content is named at the cover).
    if (mode.type !== 'fix') return {}
    const refusal = mode.entry.lastError
    const body = mode.entry.body as Record<string, unknown>
    const found = checkBody(kind, body)
    if (refusal && /sampul/i.test(refusal.detail)) found['cover'] = refusal.detail
    return refusal ? { ...found, form: refusal.detail || refusal.title } : found
  })
  const [busy, setBusy] = useState(false)
  const baseId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const add = useMutation<OutboxEntry, Error, AddRecordVariables>({ mutationKey: discoveryMutationKeys.addRecord })
  const fields = recordFields[kind]
  const kindLabel = discoveryTexts.kinds[kind]
  const existingCover = mode.type === 'edit' ? (mode.record.cover_url ?? null) : null
  const idOf = (name: string) => `${baseId}-${name}`

  const focusFirstError = (found: Record<string, string>) =>
    setTimeout(() => {
      const first = [...fields.map((f) => f.name), 'cover'].find((name) => found[name])
      const el = first ? document.getElementById(idOf(first)) : formRef.current?.querySelector<HTMLElement>('[role="alert"]')
      el?.focus()
    }, 0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = bodyOf(kind, values, isPublic ? 'public' : 'private')
    if (kind === 'book-reads') {
      if (cover) body['cover'] = cover.upload
      else if (mode.type !== 'edit' || removeCover) body['cover'] = null
    }
    const found = checkBody(kind, body)
    if (Object.keys(found).length > 0) {
      setErrors({ ...found, form: t.fixErrors })
      focusFirstError(found)
      return
    }
    setErrors({})
    if (mode.type === 'edit') {
      setBusy(true)
      try {
        await callApi(recordKindApis[kind].update, { params: { id: mode.record.id }, body: body as never })
        await queryClient.invalidateQueries({ queryKey: discoveryKeys.records(kind) })
        onClose()
      } catch (error) {
        const found = isApiError(error) && error.status >= 400 && error.status < 500 ? fieldErrorsOf(error.problem) : {}
        const form = isApiError(error) && error.isNetworkError ? t.offlineEdit : isApiError(error) && error.problem.detail ? error.problem.detail : t.failed
        setErrors({ ...found, form })
        focusFirstError(found)
      } finally {
        setBusy(false)
      }
      return
    }
    // A refused add is answered by this one: it leaves the outbox list.
    if (mode.type === 'fix') await getOutbox().remove(mode.entry.id)
    add.mutate(
      { kind, body, title: titleOf(kind, body) },
      {
        onSuccess: () => {
          clearDraft()
          onClose(navigator.onLine ? undefined : t.queuedOffline)
        },
        onError: () => setErrors({ form: t.failed }),
      },
    )
  }

  const chooseCover = async (file: File | undefined) => {
    setErrors(({ cover: _old, ...rest }) => rest)
    if (!file) return setCover(null)
    if (!(coverMimeTypes as readonly string[]).includes(file.type)) return setErrors((e) => ({ ...e, cover: t.coverType }))
    if (file.size > COVER_MAX_BYTES) return setErrors((e) => ({ ...e, cover: t.coverTooLarge }))
    setCover({ upload: await readUpload(file), name: file.name })
    setRemoveCover(false)
  }

  const title = format(mode.type === 'edit' ? t.editTitle : t.addTitle, { kind: kindLabel })
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.panel} ${styles.formPanel}`} aria-describedby={undefined}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <form ref={formRef} onSubmit={(e) => void submit(e)} className={styles.form} noValidate data-testid="record-form">
            {fields.map((field) => (
              <Field
                key={field.name}
                kind={kind}
                field={field}
                id={idOf(field.name)}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))}
              />
            ))}
            {kind === 'book-reads' && (
              <div className={form.field}>
                <label htmlFor={idOf('cover')}>
                  {t.cover} <span className={styles.optional}>{t.optional}</span>
                </label>
                {(cover || (existingCover && !removeCover)) && (
                  <img
                    className={styles.coverPreview}
                    src={cover ? `data:image/*;base64,${cover.upload.split(',')[1] ?? ''}` : existingCover!}
                    alt={cover ? format(t.coverChosen, { name: cover.name }) : t.coverCurrent}
                  />
                )}
                <input
                  id={idOf('cover')}
                  type="file"
                  accept={coverMimeTypes.join(',')}
                  aria-describedby={`${idOf('cover')}-hint${errors['cover'] ? ` ${idOf('cover')}-error` : ''}`}
                  aria-invalid={errors['cover'] ? true : undefined}
                  onChange={(e) => void chooseCover(e.target.files?.[0])}
                />
                <p id={`${idOf('cover')}-hint`} className={form.hint}>
                  {t.coverHint}
                </p>
                {existingCover && !cover && (
                  <label className={styles.check}>
                    <input type="checkbox" checked={removeCover} onChange={(e) => setRemoveCover(e.target.checked)} /> {t.coverRemove}
                  </label>
                )}
                {errors['cover'] && (
                  <p id={`${idOf('cover')}-error`} className={form.error}>
                    {errors['cover']}
                  </p>
                )}
              </div>
            )}
            <div className={form.field}>
              <label className={styles.check}>
                <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} aria-describedby={idOf('visibility-hint')} />{' '}
                {t.visibility}
              </label>
              <p id={idOf('visibility-hint')} className={form.hint}>
                {t.visibilityHint}
              </p>
            </div>
            {errors['form'] && (
              <p className={dialog.error} role="alert" tabIndex={-1}>
                {errors['form']}
              </p>
            )}
            <div className={dialog.actions}>
              <Dialog.Close type="button" className={buttonClassName('ghost')}>
                {t.cancel}
              </Dialog.Close>
              <button type="submit" className={buttonClassName('primary')} disabled={busy} aria-busy={busy}>
                {busy ? t.saving : t.save}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Field({
  kind,
  field,
  id,
  value,
  error,
  onChange,
}: {
  kind: RecordKind
  field: FieldSpec
  id: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  }
  return (
    <div className={form.field}>
      <label htmlFor={id}>
        {field.label} {!field.required && <span className={styles.optional}>{t.optional}</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={3} maxLength={field.maxLength} />
      ) : field.type === 'role' ? (
        <select {...common}>
          <option value="speaker">{discoveryTexts.records.speaker}</option>
          <option value="mentor">{discoveryTexts.records.mentor}</option>
        </select>
      ) : field.type === 'date' ? (
        <input {...common} type="date" max={todayLocal()} min="1950-01-01" />
      ) : field.suggest ? (
        <SuggestInput {...common} kind={kind} field={field.suggest} maxLength={field.maxLength} />
      ) : (
        <input {...common} type={field.type === 'url' ? 'url' : 'text'} inputMode={field.type === 'url' ? 'url' : undefined} maxLength={field.maxLength} />
      )}
      {field.hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  )
}
