import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { learningTexts } from '../texts'
import styles from './learning-layout.module.css'

const t = learningTexts

const sections = [
  { to: '/learning', label: t.nav.home, exact: true },
  { to: '/learning/videos', label: t.nav.videos, exact: false },
  { to: '/learning/course', label: t.nav.course, exact: false },
  { to: '/learning/inclass', label: t.nav.inclass, exact: false },
  { to: '/learning/channel', label: t.nav.channel, exact: false },
  { to: '/learning/katalog', label: t.nav.katalog, exact: false },
] as const

/** The learning section's frame: its title and a tab-like navigation that scrolls sideways on a phone. */
export function LearningLayout() {
  const nav = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // On a phone the tabs scroll sideways: keep the current one in view. Once the frame is drawn: in
  // React's commit the scroll forced a layout of the whole new page inside the same task (90 ms of a
  // video page's start-up at 4× CPU, issue 12); after the frame the layout is already there.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
        if (current && typeof current.scrollIntoView === 'function') current.scrollIntoView({ block: 'nearest', inline: 'center' })
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [pathname])
  return (
    <div className={styles.section}>
      <div className={styles.band}>
        <div className="container">
          <p className={styles.title}>{t.title}</p>
          <nav ref={nav} aria-label={t.nav.label} className={styles.nav}>
            <ul className={styles.list}>
              {sections.map((s) => (
                <li key={s.to}>
                  <Link to={s.to} className={styles.link} activeOptions={{ exact: s.exact, includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        <Outlet />
      </div>
    </div>
  )
}
