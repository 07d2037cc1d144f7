import { format } from '@/lib/i18n/id'
import { buttonClassName } from '@/components/ui/button'
import { mentorTexts } from '../../texts'
import form from '@/components/ui/form-field.module.css'
import styles from './join.module.css'

const t = mentorTexts.join

export interface HoursRow {
  key: number
  weekday: number
  from_hour: number
  to_hour: number
}

const hour = (h: number) => `${String(h).padStart(2, '0')}.00`
const fromHours = Array.from({ length: 24 }, (_, h) => h)
const toHours = Array.from({ length: 24 }, (_, h) => h + 1)

/** Weekly windows, one row each: day, from, to (whole Jakarta hours), removable; 'Tambah jam' adds one. */
export function HoursEditor({ rows, onChange }: { rows: HoursRow[]; onChange: (rows: HoursRow[]) => void }) {
  const update = (key: number, patch: Partial<HoursRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  const add = () => {
    const last = rows.at(-1)
    onChange([
      ...rows,
      {
        key: Math.max(0, ...rows.map((r) => r.key)) + 1,
        weekday: last ? (last.weekday % 7) + 1 : 1,
        from_hour: last?.from_hour ?? 9,
        to_hour: last?.to_hour ?? 11,
      },
    ])
  }
  return (
    <div className={styles.hoursEditor}>
      {rows.length === 0 && <p className={form.hint}>{t.noHours}</p>}
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={styles.hoursRow}
          role="group"
          aria-label={format('{day} {from}–{to}', { day: t.weekdays[row.weekday - 1]!, from: hour(row.from_hour), to: hour(row.to_hour) })}
        >
          <label className={styles.inline}>
            <span>{t.weekday}</span>
            <select value={row.weekday} onChange={(e) => update(row.key, { weekday: Number(e.target.value) })} data-testid={`hours-weekday-${index}`}>
              {t.weekdays.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <span>{t.from}</span>
            <select
              value={row.from_hour}
              onChange={(e) => update(row.key, { from_hour: Number(e.target.value) })}
              aria-invalid={row.to_hour <= row.from_hour || undefined}
            >
              {fromHours.map((h) => (
                <option key={h} value={h}>
                  {hour(h)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <span>{t.to}</span>
            <select
              value={row.to_hour}
              onChange={(e) => update(row.key, { to_hour: Number(e.target.value) })}
              aria-invalid={row.to_hour <= row.from_hour || undefined}
            >
              {toHours.map((h) => (
                <option key={h} value={h}>
                  {hour(h)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
            {t.removeHours}
          </button>
        </div>
      ))}
      <button type="button" className={buttonClassName('outline', 'small')} onClick={add} disabled={rows.length >= 21}>
        {t.addHours}
      </button>
    </div>
  )
}
