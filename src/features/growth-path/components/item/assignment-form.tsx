import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { buttonClassName } from '@/components/ui/button'
import type { GrowthPathDetail, GrowthPathItem } from '@/contract/growth-path'
import { ASSIGNMENT_FILE_MAX_BYTES } from '@/contract/growth-path-trx'
import { formatWib } from '@/lib/dates/wib'
import { useDraft } from '@/lib/drafts/use-draft'
import { format } from '@/lib/i18n/id'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { growthPathMutationKeys } from '../../api/growth-path-mutation-keys'
import type { SubmitAssignmentVariables } from '../../api/growth-path-mutations'
import { growthPathQueries } from '../../api/growth-path-queries'
import { pathResource } from '../../api/path-resource'
import { growthPathTexts } from '../../texts'
import styles from './item.module.css'

const t = growthPathTexts.assignment
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.pptx'
const TEXT_MAX = 5000

/** The file in the spec's upload form, "name,base64", kept with the write in the outbox until sent. */
function toUpload(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(`${file.name.replace(/[,/\\]/g, '_')},${String(reader.result).slice(String(reader.result).indexOf(',') + 1)}`)
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`

/**
 * Hand in an assignment: an answer and/or a file (PDF, picture, Office document, 5 MB at most),
 * online or offline. What was handed in, its review and the mentor's feedback show above the form;
 * a submission waiting in the outbox says so. A reviewed one cannot be replaced.
 */
export function AssignmentForm({ path, item }: { path: GrowthPathDetail; item: GrowthPathItem }) {
  const assignments = useQuery(growthPathQueries.assignments(path.slug))
  const submit = useMutation<unknown, Error, SubmitAssignmentVariables>({ mutationKey: growthPathMutationKeys.submitAssignment })
  // This item's submission still in the outbox, shown in place (decision 047); its delivery reads
  // the path's assignments again (growth-path's register.ts declares it).
  const pending = usePendingListItems(pathResource(path.id), (body, entry) =>
    entry.resource === pathResource(path.id) && entry.url.endsWith('/trx-growthpath-assignment') && (body as { item_id?: number } | null)?.item_id === item.id ? entry : undefined,
  )
  const submission = assignments.data?.data.find((a) => a.item_id === item.id)?.submission ?? null
  // The answer is kept as a draft until queued: a reload (or one the browser made offline) keeps it.
  const [text, setText, clearText] = useDraft(`growth-path-assignment:${item.id}`)
  // Its send's code is fetched while connected: handed in offline on a first visit, it still queues.
  useEffect(() => preloadQueuedMutation(growthPathMutationKeys.submitAssignment), [])
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [queued, setQueued] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const ids = { text: useId(), file: useId(), hint: useId(), error: useId() }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setQueued(false)
    const answer = text.trim()
    if (!answer && !file) return setError(t.needSomething)
    if (answer.length > TEXT_MAX) return setError(format(t.tooLong, { max: TEXT_MAX.toLocaleString('id-ID') }))
    if (file && file.size > ASSIGNMENT_FILE_MAX_BYTES) return setError(t.tooLarge)
    setError(null)
    let upload: string | null = null
    try {
      upload = file ? await toUpload(file) : null
    } catch {
      return setError(t.unreadable)
    }
    submit.mutate(
      { pathId: path.id, slug: path.slug, title: path.title, itemId: item.id, itemTitle: item.title, text: answer || null, file: upload },
      {
        onSuccess: () => {
          clearText()
          setFile(null)
          if (fileInput.current) fileInput.current.value = ''
          setQueued(true)
        },
        onError: () => setError(t.failed),
      },
    )
  }

  return (
    <section className={styles.assignment} aria-labelledby="gp-assignment">
      <h2 id="gp-assignment" className={styles.sectionTitle}>{t.title}</h2>
      {submission && (
        <div className={styles.submission} data-testid="assignment-submission">
          <p>
            <strong>{submission.status === 'reviewed' ? t.reviewed : t.submitted}</strong> · {formatWib(submission.submitted_at, { date: 'long' })}
          </p>
          {submission.text && <p className={styles.answer}>{submission.text}</p>}
          {submission.file_url && submission.file_name && (
            <p>
              <a href={submission.file_url} download={submission.file_name}>
                {submission.file_name}
              </a>{' '}
              {submission.file_size !== null && <span className={styles.muted}>({kb(submission.file_size)})</span>}
            </p>
          )}
          {submission.feedback && (
            <p>
              <strong>{t.feedback}</strong> {submission.feedback}
            </p>
          )}
        </div>
      )}
      {pending.length > 0 && (
        <p className={styles.pending} role="status" data-testid="assignment-pending">
          <PendingBadge refused={pending.some((w) => w.refused)} /> {pending.some((w) => w.refused) ? t.failedInOutbox : t.waiting}
        </p>
      )}
      {queued && pending.length === 0 && !submission && <p role="status" className={styles.muted}>{t.sending}</p>}
      {submission?.status === 'reviewed' ? (
        <p className={styles.muted}>{t.reviewedNoChange}</p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? ids.error : undefined}>
          <label htmlFor={ids.text}>{t.answer}</label>
          <textarea id={ids.text} value={text} onChange={(e) => setText(e.target.value)} rows={6} maxLength={TEXT_MAX + 500} aria-invalid={Boolean(error && !file && !text.trim())} />
          <label htmlFor={ids.file}>{t.file}</label>
          <input id={ids.file} ref={fileInput} type="file" accept={ACCEPT} aria-describedby={ids.hint} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <p id={ids.hint} className={styles.muted}>{t.fileHint}</p>
          {error && (
            <p id={ids.error} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={buttonClassName('primary')} disabled={submit.isPending}>
            {submission ? t.replace : t.submit}
          </button>
        </form>
      )}
    </section>
  )
}
