import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import type { GrowthPathDetail, GrowthPathItem } from '@/contract/growth-path'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { format } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { growthPathMutationKeys } from '../../api/growth-path-mutation-keys'
import type { ProgressVariables } from '../../api/growth-path-mutations'
import { growthPathQueries } from '../../api/growth-path-queries'
import { pathResource } from '../../api/path-resource'
import { growthPathTexts } from '../../texts'
import { hasContentLink, ItemContentLink } from './item-content-link'
import styles from './detail.module.css'

const t = growthPathTexts.detail

/** The modules in order with their items; on a taken path each item can be ticked done (forward only). */
export function Silabus({ path }: { path: GrowthPathDetail }) {
  const query = useQuery(growthPathQueries.silabus(path.slug))
  const userId = useUserId()
  const trx = useQuery({ ...growthPathQueries.trx(path.slug), enabled: userId !== null }).data?.data ?? null
  const progress = useMutation<unknown, Error, ProgressVariables>({ mutationKey: growthPathMutationKeys.progress })
  const pending = usePendingWrites(pathResource(path.id), { enabled: userId !== null }) ?? []
  const waiting = new Set(pending.map((entry) => (entry.body as { item_id?: number } | null)?.item_id).filter((id): id is number => id !== undefined))
  const done = new Set(trx?.done_item_ids ?? [])

  return (
    <section aria-labelledby="gp-silabus" className={styles.block}>
      <h2 id="gp-silabus" className={styles.blockTitle}>{t.silabus}</h2>
      <DataState query={query} offline variant="section" errorText={t.sectionError}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className={styles.muted}>{t.silabusEmpty}</p>
          ) : (
            <ol className={styles.modules}>
              {answer.data.map((module) => (
                <li key={module.id} className={styles.module}>
                  <h3 className={styles.moduleTitle}>
                    <span className={styles.modulePosition}>{format(t.moduleN, { n: module.position })}</span> {module.title}
                  </h3>
                  {module.description && <p className={styles.muted}>{module.description}</p>}
                  <ol className={styles.items}>
                    {module.items.map((item) => {
                      const isDone = done.has(item.id) || item.done === true || waiting.has(item.id)
                      return (
                        <li key={item.id} className={styles.item} data-done={isDone || undefined} data-testid="growth-path-item">
                          <span className={styles.tick} aria-hidden>{isDone ? '✓' : ''}</span>
                          <div className={styles.itemBody}>
                            <p className={styles.itemMeta}>
                              {t.item[item.kind]} · {format(t.minutes, { n: item.duration_min })}
                              {!item.required && <span className={styles.optional}>{t.optional}</span>}
                            </p>
                            <ItemTitle item={item} slug={path.slug} taken={trx !== null} />
                            <p className={styles.muted}>{item.description}</p>
                            {isDone && <p className={styles.doneText}>{item.kind === 'assignment' ? t.submitted : t.done}</p>}
                            {waiting.has(item.id) && <p className={styles.pending}>{t.pending}</p>}
                            {trx && !isDone && item.kind !== 'assignment' && (
                              <button
                                type="button"
                                className={buttonClassName('outline')}
                                aria-label={`${t.markDone}: ${item.title}`}
                                onClick={() => progress.mutate({ pathId: path.id, slug: path.slug, title: path.title, itemId: item.id, itemTitle: item.title })}
                              >
                                {t.markDone}
                              </button>
                            )}
                          </div>
                        </li>
                      )
                    })}
                  </ol>
                </li>
              ))}
            </ol>
          )
        }
      </DataState>
    </section>
  )
}

/** On a taken path the title opens the item's own page; otherwise where it is done (our page, or the document or link). */
function ItemTitle({ item, slug, taken }: { item: GrowthPathItem; slug: string; taken: boolean }) {
  const title = <span className={styles.itemTitle}>{item.title}</span>
  if (taken) return <Link to="/growth-path/$slug/$id" params={{ slug, id: item.id }}>{title}</Link>
  return hasContentLink(item) ? <ItemContentLink item={item} label={title} /> : <p className={styles.itemTitleText}>{title}</p>
}
