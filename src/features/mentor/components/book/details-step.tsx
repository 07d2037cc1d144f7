import type { Ref } from 'react'
import { sessionModes } from '@/contract/mentor'
import { mentorTexts } from '../../texts'
import form from '@/components/ui/form-field.module.css'
import styles from './book.module.css'

const t = mentorTexts.book
type Mode = (typeof sessionModes)[number]

const TOPIC_MAX = 160
const NOTE_MAX = 1000

/** The second step: what to talk about, a note for the mentor, and online or in person. */
export function DetailsStep({
  ids,
  topic,
  onTopic,
  topicError,
  topicRef,
  note,
  onNote,
  mode,
  onMode,
}: {
  ids: { topic: string; note: string }
  topic: string
  onTopic: (value: string) => void
  topicError?: string
  topicRef: Ref<HTMLInputElement>
  note: string
  onNote: (value: string) => void
  mode: Mode
  onMode: (value: Mode) => void
}) {
  const hintId = `${ids.topic}-hint`
  const errorId = `${ids.topic}-error`
  return (
    <>
      <div className={form.field}>
        <label htmlFor={ids.topic}>{t.topic}</label>
        <input
          ref={topicRef}
          id={ids.topic}
          value={topic}
          onChange={(e) => onTopic(e.target.value)}
          maxLength={TOPIC_MAX}
          aria-invalid={Boolean(topicError) || undefined}
          aria-describedby={topicError ? errorId : hintId}
          autoComplete="off"
        />
        {topicError ? (
          <p id={errorId} className={form.error}>
            {topicError}
          </p>
        ) : (
          <p id={hintId} className={form.hint}>
            {t.topicHint}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label htmlFor={ids.note}>{t.note}</label>
        <textarea id={ids.note} value={note} onChange={(e) => onNote(e.target.value)} rows={4} maxLength={NOTE_MAX} />
      </div>
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t.mode}</legend>
        <div className={styles.modes}>
          {sessionModes.map((value) => (
            <label key={value} className={styles.mode} data-checked={mode === value || undefined}>
              <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => onMode(value)} />
              <span>
                <strong>{value === 'online' ? t.online : t.offline}</strong>
                <span className={styles.muted}>{value === 'online' ? t.onlineHint : t.offlineHint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}
