import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { HelpContent } from '@/contract/help-center'
import { queryTerms } from '@/contract/help-center-search'
import { useConnection } from '@/lib/offline/freshness'
import { helpCenterQueries } from '../api/help-center-queries'
import { buildIndex, searchOffline } from '../offline-search'
import { helpCenterTexts } from '../texts'
import { Highlight } from './highlight'
import { HelpLink } from './help-links'
import styles from './help-center.module.css'

const t = helpCenterTexts.search

/** The hits for `q`: the server's while online, the page's own search over the stored content offline (or when the server cannot answer). */
export function SearchResults({ q, content }: { q: string; content: HelpContent }) {
  const { online } = useConnection()
  const server = useQuery({ ...helpCenterQueries.search(q), enabled: online, placeholderData: keepPreviousData })
  const index = useMemo(() => buildIndex(content), [content])
  const local = !online || server.isError
  const answer = local ? searchOffline(index, q) : server.data
  const terms = useMemo(() => queryTerms(answer?.meta.corrected ?? q), [answer?.meta.corrected, q])

  return (
    <section className={styles.section} aria-labelledby="help-results-title" aria-busy={!answer || server.isFetching || undefined}>
      {local && (
        <p className={styles.notice} role="note">
          {t.offline}
        </p>
      )}
      {!answer ? (
        <p role="status" className={styles.muted}>
          {t.loading}
        </p>
      ) : (
        <>
          <h2 id="help-results-title" className={styles.sectionTitle} aria-live="polite">
            {answer.data.length === 0 ? t.none(q) : t.results(answer.meta.total, q)}
          </h2>
          {answer.meta.corrected && (
            <p className={styles.muted}>
              {t.corrected} <strong>{answer.meta.corrected}</strong>
            </p>
          )}
          {answer.data.length === 0 ? (
            <p className={styles.muted}>{t.noneHint}</p>
          ) : (
            <ol role="list" className={styles.results}>
              {answer.data.map((hit) => (
                <li key={hit.id}>
                  <HelpLink to={{ question: hit.id }} className={styles.result}>
                    <span className={styles.resultTitle}>
                      <Highlight text={hit.title} terms={terms} />
                    </span>
                    <span className={styles.resultPlace}>
                      {hit.category} › {hit.topic}
                    </span>
                    <span className={styles.resultSnippet}>
                      <Highlight text={hit.snippet} terms={terms} />
                    </span>
                  </HelpLink>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  )
}
