import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { format } from '@/lib/i18n/id'
import { addMonths, calendarDay, daysInMonth, jakartaDay, weekdayOf } from '@/shared/dates'
import { studyTexts } from '../texts'
import { studyQueries } from '../api/study-queries'
import { Block } from './block'
import { MonthArrow } from './month-arrow'
import { longDate, monthTitle } from './dates'
import styles from './study.module.css'

const t = studyTexts.calendar

/** The weeks of a month, Monday first; null pads the days of the neighbouring months. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const lead = (weekdayOf(calendarDay(year, month, 1)) + 6) % 7
  const length = daysInMonth(year, month)
  const cells: (number | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => i + 1)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

/** A month grid with the days the user learned marked; previous and next month. */
export function StudyCalendar() {
  const today = jakartaDay()
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number]
  const [{ year, month }, setShown] = useState({ year: thisYear, month: thisMonth })
  const query = useQuery({ ...studyQueries.calendar(year, month), placeholderData: keepPreviousData })
  const data = query.data && query.data.year === year && query.data.month === month ? query.data : undefined
  const learned = new Map((data?.days ?? []).map((d) => [d.date, d.seconds]))
  const isCurrent = year === thisYear && month === thisMonth

  const move = (delta: number) => setShown(({ year: y, month: m }) => addMonths(y, m, delta))

  const nav = (
    <div className={styles.monthNav}>
      <MonthArrow label={t.previous} onClick={() => move(-1)} direction="previous" />
      <span className={styles.monthName} aria-live="polite">
        {monthTitle(year, month)}
      </span>
      <MonthArrow label={t.next} onClick={() => move(1)} direction="next" disabled={isCurrent} />
    </div>
  )

  return (
    <Block
      title={t.title}
      className={styles.areaCalendar}
      headingId="activity-calendar"
      // The month shown only: the previous month's answer, kept while this one loads, is not it.
      query={{ ...query, data, isPending: query.isPending || (query.isFetching && !data) }}
      errorText={t.error}
      aside={nav}
    >
      {(shown) => (
        <>
          <table className={styles.calendar}>
            <caption className="visually-hidden">{monthTitle(year, month)}</caption>
            <thead>
              <tr>
                {t.weekdays.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => {
                    if (day === null) return <td key={d} />
                    const date = calendarDay(year, month, day)
                    const seconds = learned.get(date)
                    const label = seconds
                      ? format(t.learned, { date: longDate(date), minutes: Math.max(1, Math.round(seconds / 60)) })
                      : format(t.notLearned, { date: longDate(date) })
                    return (
                      <td key={d} className={date === today ? styles.today : undefined}>
                        <span className={seconds ? styles.dayActive : styles.day} title={label}>
                          <span aria-hidden="true">{day}</span>
                          <span className="visually-hidden">{label}</span>
                        </span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.calendarFoot}>
            <span className={styles.legendDot} aria-hidden="true" /> {t.legend} · {format(t.activeDays, { n: shown.active_days })}
          </p>
        </>
      )}
    </Block>
  )
}
