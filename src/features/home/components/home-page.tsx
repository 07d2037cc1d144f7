import { useDocumentTitle } from '@/lib/use-document-title'
import { BannerSection } from './banner-section'
import { Hero } from './hero'
import { LearningSections } from './learning-sections'

/** The home page: hero, banners, the learning sections; later issues add theirs below. */
export function HomePage() {
  useDocumentTitle()
  return (
    <>
      <Hero />
      <BannerSection />
      <LearningSections />
    </>
  )
}
