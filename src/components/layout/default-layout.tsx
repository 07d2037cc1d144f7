import type { ReactNode } from 'react'
import { OfflineBanner } from '@/components/outbox/offline-banner'
import { usePrerendering } from '@/lib/prerender'
import { Footer } from './footer'
import { Header } from './header'
import styles from './layout.module.css'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

/** The spec's default layout: header (with the mobile drawer), main area and footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  // The build's static shell cannot know whether this browser is online.
  const prerendering = usePrerendering()
  return (
    <>
      <SkipLink />
      <Header />
      {prerendering ? null : <OfflineBanner />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  )
}
