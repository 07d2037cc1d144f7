import { useId, useState, type FormEvent } from 'react'
import { useDraft } from '@/lib/drafts/use-draft'
import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import styles from './comments.module.css'

const t = learningTexts.comments
export const COMMENT_MAX = 1000

export function commentError(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return t.required
  if (trimmed.length > COMMENT_MAX) return t.tooLong
  return null
}

export interface CommentFormProps {
  initial?: string
  submitLabel: string
  busy: boolean
  /** The server's reason when the last submit failed; the text stays. */
  serverError?: string | null
  /** A message said as is (not as a failed send), the text kept: e.g. why a waiting comment cannot change now. */
  message?: string | null
  onSubmit: (text: string) => Promise<unknown>
  onCancel?: () => void
  /** Keeps the text as a draft on this device under this name until sent (a new comment). */
  draft?: string
}

/** Writing or editing a comment: checked as the API checks it, and the text is kept when sending fails. */
export function CommentForm({ initial = '', submitLabel, busy, serverError, message: said, onSubmit, onCancel, draft }: CommentFormProps) {
  const [text, setText, clearText] = useDraft(draft ?? null, initial)
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = commentError(text)
    setError(problem)
    if (problem) return
    try {
      await onSubmit(text.trim())
      if (!initial) clearText()
    } catch {
      // The reason is shown from serverError; the text stays for another try.
    }
  }
  const message = error ?? said ?? (serverError ? format(t.failed, { reason: serverError }) : null)
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={fieldId} className={initial ? 'visually-hidden' : styles.label}>
        {t.label}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        rows={3}
        placeholder={t.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${fieldId}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.formFooter}>
        <span className={styles.counter} aria-live="polite">
          {text.trim().length}/{COMMENT_MAX}
        </span>
        {onCancel && (
          <button type="button" className={buttonClassName('ghost', 'small')} onClick={onCancel}>
            {t.cancel}
          </button>
        )}
        <button type="submit" className={buttonClassName('primary', 'small')} disabled={busy} aria-busy={busy}>
          {busy ? t.sending : submitLabel}
        </button>
      </div>
      {message && (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </form>
  )
}
