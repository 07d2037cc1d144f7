import { useQuery } from '@tanstack/react-query'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import { GrowthPathCard } from '../list/growth-path-card'
import styles from './detail.module.css'

/** Paths sharing the category or a skill, best rated first; nothing when there are none or they cannot load. */
export function Suggestions({ slug }: { slug: string }) {
  const query = useQuery(growthPathQueries.suggestions(slug))
  const paths = query.data?.data ?? []
  if (paths.length === 0) return null
  return (
    <section aria-labelledby="gp-suggestions" className={styles.block}>
      <h2 id="gp-suggestions" className={styles.blockTitle}>{growthPathTexts.detail.suggestions}</h2>
      <ul className={styles.cards}>
        {paths.map((card) => (
          <li key={card.id}>
            <GrowthPathCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
