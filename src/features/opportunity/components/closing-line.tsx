import { format } from '@/lib/i18n/id'
import { opportunityTexts } from '../texts'
import styles from './closing-line.module.css'

const t = opportunityTexts
const dayWords = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '26 November 2026' for a Jakarta calendar day (YYYY-MM-DD). */
export const formatClosingDay = (day: string) => dayWords.format(new Date(`${day}T00:00:00Z`))

/** When an opening closes: 'Ditutup hari ini', 'Ditutup 3 hari lagi' (soon, marked), its day, or closed. */
export function ClosingLine({ closingDay, closesInDays, closed }: { closingDay: string; closesInDays: number; closed: boolean }) {
  const soon = !closed && closesInDays <= 7
  const text = closed
    ? `${t.closedOn} ${formatClosingDay(closingDay)}`
    : closesInDays === 0
      ? t.closesToday
      : soon
        ? format(t.closesIn, { n: closesInDays })
        : format(t.closingDay, { day: formatClosingDay(closingDay) })
  return (
    <span className={styles.closing} data-soon={soon || undefined} data-closed={closed || undefined}>
      {text}
    </span>
  )
}
