import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { useRef, type ReactNode } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import frame from '@/components/ui/detail-page.module.css'
import type { GrowthPathDetail, GrowthPathItem, GrowthPathModule } from '@/contract/growth-path'
import type { GrowthPathTrx } from '@/contract/growth-path-trx'
import { isNotFoundError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { useDocumentTitle } from '@/lib/use-document-title'
import { growthPathMutationKeys } from '../../api/growth-path-mutation-keys'
import type { ProgressVariables } from '../../api/growth-path-mutations'
import { growthPathQueries } from '../../api/growth-path-queries'
import { pathResource } from '../../api/path-resource'
import { growthPathTexts } from '../../texts'
import { hasContentLink, ItemContentLink } from '../detail/item-content-link'
import { AssignmentForm } from './assignment-form'
import { FinishPanel } from './finish-panel'
import styles from './item.module.css'

const t = growthPathTexts.item

/**
 * /growth-path/{slug}/{id}: one step of a taken path: what to do, where it is (our video, package
 * or class, a document or link), ticking it done or handing in the assignment, and the way to the
 * previous and next step. Everything reads from the persisted cache offline; writes wait in the outbox.
 */
export function GrowthPathItemPage({ slug, itemId }: { slug: string; itemId: number }) {
  const detail = useQuery(growthPathQueries.detail(slug))
  const silabus = useQuery(growthPathQueries.silabus(slug))
  const trx = useQuery(growthPathQueries.trx(slug))
  const path = detail.data?.data
  const item = silabus.data?.data.flatMap((m) => m.items).find((i) => i.id === itemId)
  useDocumentTitle(item && path ? `${item.title} · ${path.title}` : undefined)
  if (isNotFoundError(detail.error) || isNotFoundError(silabus.error)) {
    return (
      <div className={`container ${styles.page}`}>
        <ItemElsewhere slug={slug} itemId={itemId}>
          <div className={styles.notice}>
            <Link to="/growth-path" className={styles.back}>
              ← {growthPathTexts.list.heading}
            </Link>
            <p role="alert">{growthPathTexts.detail.notFound}</p>
          </div>
        </ItemElsewhere>
      </div>
    )
  }
  return (
    <div className={`container ${styles.page}`}>
      <DataState query={detail} offline loadingText={growthPathTexts.detail.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={growthPathTexts.detail.error}>
        {(pathAnswer) => (
          <DataState query={silabus} offline loadingText={growthPathTexts.detail.loading} errorText={growthPathTexts.detail.error}>
            {(silabusAnswer) => (
              <DataState query={trx} offline loadingText={growthPathTexts.detail.loading} errorText={growthPathTexts.detail.error}>
                {(trxAnswer) => <ItemView path={pathAnswer.data} modules={silabusAnswer.data} trx={trxAnswer.data} itemId={itemId} />}
              </DataState>
            )}
          </DataState>
        )}
      </DataState>
    </div>
  )
}

function ItemView({ path, modules, trx, itemId }: { path: GrowthPathDetail; modules: GrowthPathModule[]; trx: GrowthPathTrx | null; itemId: number }) {
  const items = modules.flatMap((m) => m.items.map((i) => ({ ...i, moduleTitle: m.title, modulePosition: m.position })))
  const index = items.findIndex((i) => i.id === itemId)
  const item = items[index]
  const back = (
    <Link to="/growth-path/$slug" params={{ slug: path.slug }} className={styles.back}>
      ← {path.title}
    </Link>
  )
  if (!item) {
    return (
      <ItemElsewhere slug={path.slug} itemId={itemId}>
        <div className={styles.notice}>
          {back}
          <p role="alert">{t.notFound}</p>
        </div>
      </ItemElsewhere>
    )
  }
  if (!trx) {
    return (
      <div className={styles.notice}>
        {back}
        <h1 className={frame.title}>{item.title}</h1>
        <p role="status">{t.notTaken}</p>
        <Link to="/growth-path/$slug" params={{ slug: path.slug }} className={buttonClassName('primary')}>
          {t.toPath}
        </Link>
      </div>
    )
  }
  const previous = items[index - 1]
  const next = items[index + 1]
  return (
    <article className={styles.layout}>
      {back}
      <header className={frame.header}>
        <p className={frame.eyebrow}>
          {format(growthPathTexts.detail.moduleN, { n: item.modulePosition })} · {item.moduleTitle}
        </p>
        <h1 className={frame.title}>{item.title}</h1>
        <p className={styles.meta}>
          {growthPathTexts.detail.item[item.kind]} · {format(growthPathTexts.detail.minutes, { n: item.duration_min })}
          {!item.required && ` · ${growthPathTexts.detail.optional}`}
        </p>
      </header>
      <p className={styles.description}>{item.description}</p>
      {hasContentLink(item) && <ItemContentLink item={item} className={buttonClassName('outline')} label={t.open[item.kind]} />}
      {item.kind === 'assignment' ? <AssignmentForm path={path} item={item} /> : <MarkDone path={path} item={item} trx={trx} />}
      <nav className={styles.steps} aria-label={t.stepsNav}>
        {previous ? (
          <Link to="/growth-path/$slug/$id" params={{ slug: path.slug, id: previous.id }} className={styles.step}>
            <span className={styles.stepLabel}>{t.previous}</span>
            <span>{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to="/growth-path/$slug/$id" params={{ slug: path.slug, id: next.id }} className={`${styles.step} ${styles.stepNext}`}>
            <span className={styles.stepLabel}>{t.next}</span>
            <span>{next.title}</span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <FinishPanel path={path} trx={trx} />
    </article>
  )
}

/**
 * A step asked for under a slug it is not part of (a renamed path, a hand-edited or shortened
 * link): when the item is on another path, go to its full URL instead; else show `children`.
 */
function ItemElsewhere({ slug, itemId, children }: { slug: string; itemId: number; children: ReactNode }) {
  const where = useQuery({ ...growthPathQueries.item(itemId), retry: false })
  const ref = where.data?.data
  if (ref && ref.slug !== slug) return <Navigate to="/growth-path/$slug/$id" params={{ slug: ref.slug, id: itemId }} replace />
  if (where.isPending) return <p role="status">{growthPathTexts.detail.loading}</p>
  return children
}

function MarkDone({ path, item, trx }: { path: GrowthPathDetail; item: GrowthPathItem; trx: GrowthPathTrx }) {
  const progress = useMutation<unknown, Error, ProgressVariables>({ mutationKey: growthPathMutationKeys.progress })
  const pending = usePendingWrites(pathResource(path.id)) ?? []
  const waiting = pending.some((entry) => (entry.body as { item_id?: number } | null)?.item_id === item.id)
  const done = trx.done_item_ids.includes(item.id) || waiting
  const status = useRef<HTMLParagraphElement>(null)
  if (done) {
    return (
      <p className={styles.done} role="status" ref={status} tabIndex={-1}>
        ✓ {growthPathTexts.detail.done}
        {waiting && <span className={styles.pending}> · {growthPathTexts.detail.pending}</span>}
      </p>
    )
  }
  return (
    <button
      type="button"
      className={buttonClassName('primary')}
      onClick={() => progress.mutate({ pathId: path.id, slug: path.slug, title: path.title, itemId: item.id, itemTitle: item.title }, { onSuccess: () => setTimeout(() => status.current?.focus(), 0) })}
    >
      {growthPathTexts.detail.markDone}
    </button>
  )
}
