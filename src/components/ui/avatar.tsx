import { useState } from 'react'
import { UserIcon } from '@/components/icons/icons'
import styles from './avatar.module.css'

/** 'Budi Santoso' → 'BS', 'Sari' → 'S': the first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export type AvatarSize = 'small' | 'medium' | 'large'

/**
 * The user's picture, or their initials when there is none (or it fails to load). Decorative:
 * the control or text next to it carries the name.
 */
export function Avatar({ name, src, size = 'medium' }: { name: string; src?: string | null; size?: AvatarSize }) {
  const [failed, setFailed] = useState<string | null>(null)
  const initials = initialsOf(name)
  const showImage = Boolean(src) && failed !== src
  return (
    <span className={styles.avatar} data-size={size} aria-hidden="true">
      {showImage ? (
        <img src={src ?? undefined} alt="" className={styles.image} onError={() => setFailed(src ?? null)} />
      ) : initials ? (
        initials
      ) : (
        <UserIcon size={size === 'large' ? 36 : 20} />
      )}
    </span>
  )
}
