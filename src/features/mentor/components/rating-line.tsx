import { format } from '@/lib/i18n/id'
import { mentorTexts } from '../texts'
import styles from './rating-line.module.css'

const t = mentorTexts

/** A rating as Indonesians write it: one decimal, with a comma (4,6). */
export const formatRating = (rating: number) => rating.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** '★ 4,8 (12)', read out as '4,8 dari 5 (12 ulasan)'; 'Belum ada ulasan' without any. */
export function RatingLine({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <span className={styles.none}>{t.noRating}</span>
  const value = formatRating(rating)
  return (
    <span className={styles.rating} role="img" aria-label={format(t.rating, { rating: value, count })}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <strong>{value}</strong>
      <span>({count})</span>
    </span>
  )
}
