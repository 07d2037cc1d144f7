import styles from './study.module.css'

/** A small round arrow button for month navigation; the label is its accessible name. */
export function MonthArrow({ label, onClick, direction, disabled }: { label: string; onClick: () => void; direction: 'previous' | 'next'; disabled?: boolean }) {
  return (
    <button type="button" className={styles.arrow} aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
