import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatWib } from '@/lib/dates/wib'
import { format } from '@/lib/i18n/id'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import styles from './detail.module.css'

const t = growthPathTexts.detail

/** The in-class events of the path, soonest first, each leading to its page (registration is there). */
export function PathClasses({ slug }: { slug: string }) {
  const query = useQuery(growthPathQueries.classes(slug))
  const classes = query.data?.data ?? []
  if (classes.length === 0) return null
  return (
    <section aria-labelledby="gp-classes" className={styles.block}>
      <h2 id="gp-classes" className={styles.blockTitle}>{t.classes}</h2>
      <ul className={styles.news}>
        {classes.map((c) => (
          <li key={c.item_id}>
            <Link to="/learning/inclass/$id" params={{ id: c.id }} className={styles.itemTitle}>
              {c.title}
            </Link>
            <p className={styles.muted}>{`${formatWib(c.starts_at, { date: 'weekday' })} · ${c.is_online ? t.online : [c.place, c.city].filter(Boolean).join(', ')}`}</p>
            <p className={styles.muted}>{[c.module_title, c.seats_left > 0 ? format(t.seatsLeft, { n: c.seats_left }) : t.full].join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
