import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'
import { isAppPath, isHttpsUrl, type Banner } from '@/contract/home'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/icons'
import { format, id } from '@/lib/i18n/id'
import { isAppRoute } from '@/shared/app-routes'
import { homeTexts } from '../texts'
import styles from './banner-carousel.module.css'

const t = homeTexts

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Where a banner leads, or null for no link: the contract's rule again (a link of any other form,
 * javascript: or //host, is no link), and a path of this app only when the app has that page: a
 * banner for an area not built yet shows without a link rather than leading to the 404 page.
 */
function bannerLink(link: string | null): string | null {
  if (link === null) return null
  if (isHttpsUrl(link)) return link
  return isAppPath(link) && isAppRoute(new URL(link, 'https://app.invalid').pathname) ? link : null
}

/**
 * Banners in a scroll-snap track: swipe or scroll on touch, previous/next buttons and dots
 * elsewhere. No autoplay, so nothing moves unless the user moves it.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const router = useRouter()
  const trackRef = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const count = banners.length

  const goTo = useCallback((next: number) => {
    const track = trackRef.current
    const slide = track?.children[next] as HTMLElement | undefined
    if (!track || !slide) return
    setIndex(next)
    track.scrollTo?.({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [])

  // The visible slide follows the scroll position (swipes, trackpads, keyboard scrolling).
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const slides = [...track.children] as HTMLElement[]
        let nearest = 0
        slides.forEach((slide, i) => {
          if (Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs((slides[nearest]?.offsetLeft ?? 0) - track.scrollLeft)) nearest = i
        })
        setIndex(nearest)
      })
    }
    track.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      track.removeEventListener('scroll', onScroll)
    }
  }, [])

  // Paths of this app navigate inside it; https links leave it normally (in a new tab).
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isAppPath(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    router.history.push(href)
  }

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={t.carouselLabel}>
      {/* Slides are groups (the carousel pattern), so the track is a plain box, not a list of them. */}
      <div ref={trackRef} className={styles.track}>
        {banners.map((banner, i) => {
          const image = (
            <img src={banner.image_url} alt={banner.title} className={styles.image} width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" draggable={false} />
          )
          const link = bannerLink(banner.link_url)
          const external = link !== null && !isAppPath(link)
          return (
            <div key={banner.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={format(t.slideLabel, { index: i + 1, total: count })}>
              {link ? (
                <a
                  href={link}
                  className={styles.link}
                  onClick={(e) => onLinkClick(e, link)}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {image}
                  {banner.subtitle ? <span className="visually-hidden">{banner.subtitle}</span> : null}
                  {external ? <span className="visually-hidden"> {id.a11y.opensInNewTab}</span> : null}
                </a>
              ) : (
                image
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => goTo(index - 1)} disabled={index === 0} aria-label={t.previous}>
            <ChevronLeftIcon size={20} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                onClick={() => goTo(i)}
                aria-label={format(t.goToSlide, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => goTo(index + 1)} disabled={index === count - 1} aria-label={t.next}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  )
}
