import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import { GrowthPathCard } from './growth-path-card'
import row from '@/components/list-page/card-row.module.css'
import styles from './growth-path-list.module.css'

const t = growthPathTexts.list

/**
 * "Untuk Anda": the paths recommended to a signed-in user (from their interests and the skills of
 * the paths they took), or the popular ones for a visitor, in a row that scrolls sideways on a
 * phone. It loads, fails and stays empty on its own, never blanking the list below.
 */
export function RecommendedPaths() {
  const viewer = useUserId()
  const signedIn = viewer !== null
  const headingId = useId()
  const recommendations = useQuery(growthPathQueries.recommendations(viewer))
  const skeleton = (
    <div className={row.row}>
      {Array.from({ length: 4 }, (_, i) => (
        <Placeholder key={i} className={styles.skeleton} />
      ))}
    </div>
  )
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="growth-path-recommendations">
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {signedIn ? t.forYou : t.popular}
        </h2>
        {signedIn && <p className={styles.sectionHint}>{t.forYouHint}</p>}
      </div>
      <DataState query={recommendations} variant="inline" loadingText={t.forYouLoading} skeleton={skeleton} errorText={t.forYouError}>
        {({ data }) =>
          data.length === 0 ? (
            <p className={styles.message}>{t.forYouEmpty}</p>
          ) : (
            <ul className={row.row}>
              {data.map((card, index) => (
                <li key={card.id}>
                  <GrowthPathCard card={card} eager={index < 4} />
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}
