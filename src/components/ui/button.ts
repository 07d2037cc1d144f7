import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'outline' | 'ghost'
export type ButtonSize = 'small' | 'medium' | 'large'

/** Button look for any element (button, Link, a), so links that act as buttons match them. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium', extra?: string): string {
  return [styles.button, styles[variant], size === 'medium' ? undefined : styles[size], extra].filter(Boolean).join(' ')
}
