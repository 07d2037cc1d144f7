import { useQuery } from '@tanstack/react-query'
import { AlertIcon } from '@/components/icons/icons'
import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import { bannerQueries } from '../api/banner-queries'
import { BannerCarousel } from './banner-carousel'
import styles from './banner-section.module.css'

const t = id.home

/** Banners from GET /api/platform/banner: skeleton, error with retry, empty, or the carousel. */
export function BannerSection() {
  const banners = useQuery(bannerQueries.list())
  const showSkeleton = useMinimumDisplay(banners.isPending)

  return (
    <section className={`container ${styles.section}`} aria-labelledby="banners-title">
      <h2 id="banners-title" className={styles.title}>
        {t.bannersTitle}
      </h2>
      {showSkeleton ? (
        <div className={styles.skeleton} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t.bannersLoading}
          </span>
        </div>
      ) : banners.isError && !banners.data ? (
        <div className={styles.message} role="alert">
          <AlertIcon className={styles.errorIcon} />
          <p>{t.bannersError}</p>
          <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void banners.refetch()} disabled={banners.isFetching}>
            {t.retry}
          </button>
        </div>
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : (
        <div className={styles.message}>
          <p>{t.bannersEmpty}</p>
        </div>
      )}
    </section>
  )
}
