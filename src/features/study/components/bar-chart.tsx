import { useId } from 'react'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import { dayMonth, longDate, weekdayShort } from './dates'
import styles from './study.module.css'

const t = studyTexts.statistics

const HEIGHT = 100
const GAP = 0.25

/**
 * Minutes per day as bars (hand-written SVG). The picture is for the eye; screen readers get its
 * one-line summary and the table below, which holds the same numbers.
 */
export function BarChart({ days }: { days: readonly { date: string; seconds: number }[] }) {
  const tableId = useId()
  const minutes = days.map((d) => Math.round(d.seconds / 60))
  const max = Math.max(1, ...minutes)
  // A round top for the scale: 10, 20, 30, 60, 90, 120 … minutes.
  const step = max <= 30 ? 10 : max <= 120 ? 30 : 60
  const top = Math.ceil(max / step) * step
  const many = days.length > 10
  const summary = format(t.chartLabel, { days: days.length })

  return (
    <figure className={styles.chart}>
      <div className={styles.chartArea}>
        <span className={styles.chartTop} aria-hidden="true">
          {format(studyTexts.minutes, { n: top })}
        </span>
        <svg className={styles.chartSvg} viewBox={`0 0 ${days.length} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} aria-describedby={tableId}>
          {[0.5, 1].map((f) => (
            <line key={f} x1={0} x2={days.length} y1={HEIGHT - f * HEIGHT} y2={HEIGHT - f * HEIGHT} className={styles.gridLine} vectorEffect="non-scaling-stroke" />
          ))}
          {minutes.map((value, index) => {
            const h = (value / top) * HEIGHT
            const day = days[index]!.date
            return (
              <rect key={day} x={index + GAP / 2} width={1 - GAP} y={HEIGHT - h} height={h} className={value > 0 ? styles.bar : styles.barEmpty}>
                <title>{`${longDate(day)}: ${format(studyTexts.minutes, { n: value })}`}</title>
              </rect>
            )
          })}
        </svg>
      </div>
      <div className={styles.chartLabels} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }}>
        {days.map((d, index) => (
          <span key={d.date}>{many ? (index % 5 === (days.length - 1) % 5 ? dayMonth(d.date) : '') : weekdayShort(d.date)}</span>
        ))}
      </div>
      <table id={tableId} className="visually-hidden">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.dateColumn}</th>
            <th scope="col">{t.minutesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d, index) => (
            <tr key={d.date}>
              <th scope="row">{longDate(d.date)}</th>
              <td>{minutes[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
