import { ArrowRightIcon } from '@/components/icons/icons'
import { AppLink } from '@/components/layout/app-link'
import { buttonClassName } from '@/components/ui/button'
import { homeTexts } from '../texts'
import styles from './hero.module.css'

const t = homeTexts

const unbroken = 'E-Learning,'

/**
 * Keeps 'E-Learning,' on one line: a break after its hyphen reads as a typo at large sizes. The
 * span ends at a space so the heading's accessible name stays the tagline, word for word.
 */
function Tagline({ text }: { text: string }) {
  const [before, after] = text.split(unbroken)
  if (after === undefined) return <>{text}</>
  return (
    <>
      {before}
      <span className={styles.nowrap}>{unbroken}</span>
      {after}
    </>
  )
}

/** The home hero; it starts under the transparent header, so it pads itself by the header height. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t.eyebrow}</p>
          {/* The spec's tagline is English; saying so lets screen readers pronounce it right. */}
          <h1 id="hero-title" className={styles.title} lang="en">
            <Tagline text={t.tagline} />
          </h1>
          <p className={styles.subline}>{t.subline}</p>
          <div className={styles.actions}>
            <AppLink to="/learning" className={buttonClassName('primary', 'large')}>
              {t.ctaLearning}
              <ArrowRightIcon size={18} />
            </AppLink>
            <AppLink to="/mentor" className={buttonClassName('outline', 'large')}>
              {t.ctaMentor}
            </AppLink>
            <AppLink to="/opportunity" className={buttonClassName('ghost', 'large')}>
              {t.ctaOpportunity}
            </AppLink>
          </div>
        </div>
        <img src="/illustrations/hero.svg" alt="" width={520} height={470} className={styles.art} fetchPriority="high" />
      </div>
    </section>
  )
}
