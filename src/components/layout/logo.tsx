import { Link } from '@tanstack/react-router'
import { appConfig } from '@/lib/config'
import styles from './logo.module.css'

function Brand() {
  return (
    <>
      <img src="/brand/logo-mark.svg" alt="" width={36} height={36} className={styles.mark} />
      <span className={styles.name}>{appConfig.productName}</span>
    </>
  )
}

/** Brand mark and product name; a click goes home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <Brand />
    </Link>
  )
}

/** The same brand, not a link: where a home link would repeat the first menu item (the drawer). */
export function LogoStatic() {
  return (
    <span className={styles.logo}>
      <Brand />
    </span>
  )
}
