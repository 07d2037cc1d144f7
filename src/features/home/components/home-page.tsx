import { useDocumentTitle } from '@/lib/use-document-title'
import { BannerSection } from './banner-section'
import { Hero } from './hero'

/** The home page: hero, banners; later issues add their sections below. */
export function HomePage() {
  useDocumentTitle()
  return (
    <>
      <Hero />
      <BannerSection />
    </>
  )
}
