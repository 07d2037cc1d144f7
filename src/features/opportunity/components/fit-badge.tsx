import { format } from '@/lib/i18n/id'
import { opportunityTexts } from '../texts'
import styles from './fit-badge.module.css'

const t = opportunityTexts

/** The caller's fit as a small ring and '75% cocok'; read out as 'Kecocokan keahlian: 75%'. */
export function FitBadge({ percent }: { percent: number }) {
  const level = percent >= 75 ? 'high' : percent >= 40 ? 'mid' : 'low'
  return (
    <span className={styles.fit} data-level={level} role="img" aria-label={format(t.fitLabel, { percent })} data-testid="fit-badge">
      <span className={styles.ring} style={{ ['--p' as string]: `${percent}%` }} aria-hidden="true" />
      <span aria-hidden="true">{format(t.fit, { percent })}</span>
    </span>
  )
}
