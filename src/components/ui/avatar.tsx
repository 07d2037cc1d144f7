import { useState } from 'react'
import { UserIcon } from '@/components/icons/icons'
import { initialsOf } from '@/shared/initials'
import styles from './avatar.module.css'

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
