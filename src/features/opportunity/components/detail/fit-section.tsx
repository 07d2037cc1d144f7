import { Link } from '@tanstack/react-router'
import type { OpportunityDetail } from '@/contract/opportunity'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { format } from '@/lib/i18n/id'
import { opportunityTexts } from '../../texts'
import { FitBadge } from '../fit-badge'
import styles from './opportunity-detail.module.css'

const t = opportunityTexts

/**
 * The skills the opening needs; signed in, which of them the caller has (from finished growth
 * paths and completed learning) and, for each missing one, the growth paths and packages that teach it.
 */
export function FitSection({ opening }: { opening: OpportunityDetail }) {
  const signedIn = useUserId() !== null
  const fit = opening.fit
  return (
    <section aria-labelledby="op-fit" className={styles.block} data-testid="opportunity-fit">
      <div className={styles.fitHead}>
        <h2 id="op-fit" className={styles.blockTitle}>
          {fit ? t.detail.fitTitle : t.detail.skills}
        </h2>
        {fit && <FitBadge percent={fit.percent} />}
      </div>
      {!fit ? (
        <>
          <ul className={styles.chips}>
            {opening.skills.map((skill) => (
              <li key={skill.id}>{skill.name}</li>
            ))}
          </ul>
          {!signedIn && <p className={styles.muted}>{t.fitSignIn}</p>}
        </>
      ) : (
        <>
          <div>
            <h3 className={styles.subTitle}>{t.detail.matched}</h3>
            {fit.matched.length === 0 ? (
              <p className={styles.muted}>{t.detail.noneMatched}</p>
            ) : (
              <ul className={styles.chips} data-matched>
                {fit.matched.map((skill) => (
                  <li key={skill.id}>✓ {skill.name}</li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className={styles.subTitle}>{t.detail.missing}</h3>
            {fit.missing.length === 0 ? (
              <p className={styles.muted}>{t.detail.noneMissing}</p>
            ) : (
              <ul className={styles.missing}>
                {fit.missing.map((skill) => (
                  <li key={skill.id}>
                    <strong>{skill.name}</strong>
                    {skill.growth_paths.length + skill.packages.length > 0 && (
                      <span className={styles.learn}>
                        {t.detail.learnFrom}{' '}
                        {skill.growth_paths.map((path, i) => (
                          <span key={path.slug}>
                            {i > 0 && ', '}
                            <Link to="/growth-path/$slug" params={{ slug: path.slug }}>
                              {path.title}
                            </Link>{' '}
                            <span className={styles.kind}>({t.detail.growthPath})</span>
                          </span>
                        ))}
                        {skill.packages.map((pkg, i) => (
                          <span key={pkg.id}>
                            {(i > 0 || skill.growth_paths.length > 0) && ', '}
                            <Link to="/learning/course/$slug" params={{ slug: String(pkg.id) }}>
                              {pkg.title}
                            </Link>{' '}
                            <span className={styles.kind}>({t.detail.package})</span>
                          </span>
                        ))}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p className={styles.muted}>{format(t.detail.fitHow, {})}</p>
        </>
      )}
    </section>
  )
}
