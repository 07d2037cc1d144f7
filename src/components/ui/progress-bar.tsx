import styles from './progress-bar.module.css'

export type ProgressBarSize = 'thin' | 'medium' | 'thick'

/**
 * A filled bar for a share or progress (`percent`, 0–100). Decorative by default: the text next to
 * it says the number. With `label` it is an image of that text, for bars that stand alone.
 */
export function ProgressBar({ percent, size = 'medium', label, className }: { percent: number; size?: ProgressBarSize; label?: string; className?: string }) {
  const width = `${Math.min(100, Math.max(0, percent))}%`
  return (
    <span className={className ? `${styles.bar} ${className}` : styles.bar} data-size={size} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <span className={styles.fill} style={{ width }} />
    </span>
  )
}
