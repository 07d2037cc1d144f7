import { useQuery } from '@tanstack/react-query'
// The core: these rows never show the offline state, whose code / then loads only when needed.
import { DataStateCore as DataState, Placeholder } from '@/components/data-state/data-state-core'
import { homeTexts } from '../texts'
import { bannerQueries } from '../api/banner-queries'
import { BannerCarousel } from './banner-carousel'
import styles from './banner-section.module.css'

const t = homeTexts

/** Banners from GET /api/platform/banner: skeleton, error with retry, empty, or the carousel. */
export function BannerSection() {
  const banners = useQuery(bannerQueries.list())

  return (
    <section className={`container ${styles.section}`} aria-labelledby="banners-title">
      <h2 id="banners-title" className={styles.title}>
        {t.bannersTitle}
      </h2>
      <DataState query={banners} loadingText={t.bannersLoading} skeleton={<Placeholder className={styles.skeleton} />} errorText={t.bannersError} className={styles.state}>
        {(list) =>
          list.length > 0 ? (
            <BannerCarousel banners={list} />
          ) : (
            <div className={styles.message}>
              <p>{t.bannersEmpty}</p>
            </div>
          )
        }
      </DataState>
    </section>
  )
}
