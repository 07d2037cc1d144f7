import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { DOCUMENT_MAX_BYTES, documentCategories, type DocumentCategory, type ProfileDocument } from '@/contract/profile-document'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { isApiError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { useDeleteDocument, useUploadDocument } from '../../api/profile-mutations'
import { profileQueries } from '../../api/profile-queries'
import { fileToUpload, formatDay, formatFileSize } from '../../profile-format'
import { profileTexts } from '../../texts'
import { SectionHead } from '../profile-sections'
import styles from '../profile.module.css'

const t = profileTexts.documents
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp'

/** The owner's documents: upload (PDF or a picture, 5 MB), download, delete after a confirmation. */
export function DocumentsPanel() {
  const documents = useQuery(profileQueries.documents())
  const [removing, setRemoving] = useState<ProfileDocument | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const remove = useDeleteDocument()

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null)
        setNotice(t.removed)
      },
    })
  }

  return (
    <section className={styles.section} aria-labelledby="profile-documents">
      <SectionHead id="profile-documents" title={t.title} />
      <p className={styles.hint}>{t.intro}</p>
      <UploadForm onUploaded={(name) => setNotice(format(t.uploaded, { name }))} />
      <p className={styles.success} role="status">
        {notice}
      </p>
      <DataState query={documents} errorText={t.error} variant="section">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <ul className={styles.list} aria-label={t.title}>
              {list.map((doc) => (
                <li key={doc.id} className={`${styles.item} ${styles.itemRow}`}>
                  <div>
                    <p className={styles.itemTitle}>{doc.name}</p>
                    <p className={styles.itemMeta}>
                      {t.categories[doc.category]} · {doc.kind.toUpperCase()} · {formatFileSize(doc.size)} · {formatDay(doc.created_at)}
                    </p>
                  </div>
                  <div className={styles.docActions}>
                    <a href={doc.url} className={buttonClassName('outline', 'small')} aria-label={format(t.download, { name: doc.name })} download={doc.name}>
                      {t.download.replace(' {name}', '')}
                    </a>
                    <button
                      type="button"
                      className={buttonClassName('ghost', 'small')}
                      aria-label={format(t.removeLabel, { name: doc.name })}
                      onClick={() => {
                        remove.reset()
                        setRemoving(doc)
                      }}
                    >
                      {t.remove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.confirmTitle}
        description={format(t.confirmText, { name: removing?.name ?? '' })}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        error={remove.isError ? t.removeFailed : null}
        onConfirm={confirmRemove}
      />
    </section>
  )
}

function UploadForm({ onUploaded }: { onUploaded: (name: string) => void }) {
  const ids = { category: useId(), file: useId(), hint: useId() }
  const [category, setCategory] = useState<DocumentCategory>('cv')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadDocument()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError(t.chooseFile)
    if (file.size > DOCUMENT_MAX_BYTES) return setError(t.tooLarge)
    setError(null)
    upload.mutate(
      { category, file: await fileToUpload(file) },
      {
        onSuccess: (answer) => {
          setFile(null)
          if (input.current) input.current.value = ''
          onUploaded(answer.data.name)
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 0) return setError(t.offline)
          const field = isApiError(failure) ? failure.problem.errors?.find((e) => e.path === 'file' || e.path === 'category')?.message : undefined
          setError(field ?? (isApiError(failure) ? failure.problem.detail : undefined) ?? t.failed)
        },
      },
    )
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <label htmlFor={ids.category}>
        {t.category}
        <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value as DocumentCategory)}>
          {documentCategories.map((c) => (
            <option key={c} value={c}>
              {t.categories[c]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.file}>
        {t.file}
        <input
          ref={input}
          id={ids.file}
          type="file"
          accept={ACCEPT}
          aria-describedby={error ? `${ids.hint}-error` : ids.hint}
          aria-invalid={Boolean(error) || undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setError(null)
          }}
        />
      </label>
      <button type="submit" className={buttonClassName('primary')} disabled={upload.isPending} aria-busy={upload.isPending}>
        {upload.isPending ? t.uploading : t.upload}
      </button>
      {error ? (
        <p id={`${ids.hint}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={ids.hint} className={styles.hint}>
          {t.fileHint}
        </p>
      )}
    </form>
  )
}
