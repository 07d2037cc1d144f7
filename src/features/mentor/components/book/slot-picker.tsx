import { useId } from 'react'
import type { Slot } from '@/contract/mentor'
import { SlotHour } from '../slot-hour'
import { byDay, formatDay } from '../time-format'
import styles from './book.module.css'

/**
 * The free hours as one radio group (arrow keys move between hours, Tab leaves), a row per day:
 * the Jakarta time, and the device's own beside it when it differs. The form's fieldset names it.
 */
export function SlotPicker({ slots, value, onChange }: { slots: readonly Slot[]; value: string | null; onChange: (startsAt: string) => void }) {
  const name = useId()
  return (
    <div className={styles.days}>
      {byDay(slots).map(({ day, slots: hours }) => (
        <div key={day} className={styles.day}>
          <p className={styles.dayName} id={`${name}-${day}`}>
            {formatDay(day)}
          </p>
          <div className={styles.hours} role="group" aria-labelledby={`${name}-${day}`}>
            {hours.map((slot) => (
              <label key={slot.starts_at} className={styles.hour} data-checked={value === slot.starts_at || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={slot.starts_at}
                  checked={value === slot.starts_at}
                  onChange={() => onChange(slot.starts_at)}
                  className={styles.radio}
                />
                <span>
                  <SlotHour iso={slot.starts_at} ownClassName={styles.ownHour} />
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
