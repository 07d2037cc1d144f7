import { useId, useState } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { jakartaDay } from '@/shared/dates'
import { mentorTexts } from '../../texts'
import { formatDay } from '../time-format'
import styles from './join.module.css'

const t = mentorTexts.join

/** Dates without sessions: pick a date and add it; each added one can be removed. Past dates are not offered. */
export function DaysOffEditor({ days, onChange }: { days: string[]; onChange: (days: string[]) => void }) {
  const [day, setDay] = useState('')
  const inputId = useId()
  const today = jakartaDay()
  const add = () => {
    if (!day || days.includes(day)) return
    onChange([...days, day].sort())
    setDay('')
  }
  return (
    <div className={styles.daysOff}>
      <div className={styles.dayOffAdd}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.daysOff}
        </label>
        <input id={inputId} type="date" min={today} value={day} onChange={(e) => setDay(e.target.value)} />
        <button type="button" className={buttonClassName('outline', 'small')} onClick={add} disabled={!day}>
          {t.addDayOff}
        </button>
      </div>
      {days.length > 0 && (
        <ul className={styles.dayOffList}>
          {days.map((d) => (
            <li key={d}>
              <span>{formatDay(d)}</span>
              <button
                type="button"
                className={styles.removeDay}
                onClick={() => onChange(days.filter((x) => x !== d))}
                aria-label={format(t.removeDayOff, { day: formatDay(d) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
