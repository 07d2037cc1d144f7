import type { Ref } from 'react'
import { useOnline } from '@/components/outbox/use-online'
import type { Slot } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { mentorTexts } from '../../texts'
import { differingDeviceZone } from '@/lib/dates/wib'
import { SlotPicker } from './slot-picker'
import form from '@/components/ui/form-field.module.css'
import styles from './book.module.css'

const t = mentorTexts.book

/**
 * The first step, the hour. Its error stands under the legend, before four weeks of hours (on a
 * phone more than a screen long), and the group itself takes the focus when it has the first
 * error: a screen reader says its name and, as its description, the error.
 */
export function SlotStep({
  id,
  slots,
  state,
  value,
  onChange,
  error,
  groupRef,
}: {
  id: string
  slots: readonly Slot[]
  state: 'loading' | 'ready' | 'failed'
  value: string | null
  onChange: (startsAt: string) => void
  error?: string
  groupRef: Ref<HTMLFieldSetElement>
}) {
  const online = useOnline()
  const zone = differingDeviceZone()
  const errorId = `${id}-error`
  return (
    <fieldset ref={groupRef} tabIndex={-1} className={`${form.fieldset} ${styles.slotStep}`} aria-describedby={error ? errorId : undefined}>
      <legend id={id} className={form.legend}>
        {t.slot}
      </legend>
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
      <p className={styles.muted}>
        {mentorTexts.detail.slotsHint}
        {zone && ` ${format(mentorTexts.detail.slotsYourZone, { zone })}`}
      </p>
      {!online && <p className={styles.muted}>{t.offlineSlots}</p>}
      {state === 'loading' ? (
        <p className={styles.muted}>{t.loadingSlots}</p>
      ) : slots.length === 0 ? (
        <p className={styles.muted}>{state === 'ready' ? t.noSlots : mentorTexts.detail.slotsError}</p>
      ) : (
        <SlotPicker slots={slots} value={value} onChange={onChange} />
      )}
    </fieldset>
  )
}
