import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useSignIn } from '@/components/auth/use-sign-in'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { GrowthPathDetail, GrowthPathModule } from '@/contract/growth-path'
import type { GrowthPathTrx } from '@/contract/growth-path-trx'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { format } from '@/lib/i18n/id'
import { Link } from '@tanstack/react-router'
import { growthPathMutationKeys } from '../../api/growth-path-mutation-keys'
import type { LikeVariables, TakeVariables } from '../../api/growth-path-mutations'
import { growthPathQueries } from '../../api/growth-path-queries'
import { pathResource } from '../../api/path-resource'
import { growthPathTexts } from '../../texts'
import styles from './detail.module.css'

const t = growthPathTexts

/**
 * Taking the path (after a confirmation), then where the user stands: progress over the required
 * items, finished with its certificate number. Writes go through the outbox, so they work offline
 * and say 'menunggu dikirim' until they arrive. A visitor is offered the sign-in.
 */
export function TakePanel({ path }: { path: GrowthPathDetail }) {
  const userId = useUserId()
  return (
    <section className={styles.takePanel} aria-labelledby="gp-take">
      <h2 id="gp-take" className="visually-hidden">{t.detail.take}</h2>
      {userId === null ? <SignInToTake /> : <TakeState path={path} />}
    </section>
  )
}

function SignInToTake() {
  const signIn = useSignIn()
  return (
    <>
      <button type="button" className={buttonClassName('primary')} onClick={signIn.start} disabled={signIn.status === 'pending'} aria-busy={signIn.status === 'pending'}>
        {t.detail.signInToTake}
      </button>
      {signIn.status === 'unavailable' && <p role="alert" className={styles.error}>{t.detail.signInUnavailable}</p>}
    </>
  )
}

function TakeState({ path }: { path: GrowthPathDetail }) {
  const trxQuery = useQuery(growthPathQueries.trx(path.slug))
  const take = useMutation<unknown, Error, TakeVariables>({ mutationKey: growthPathMutationKeys.take })
  const like = useMutation<unknown, Error, LikeVariables>({ mutationKey: growthPathMutationKeys.like })
  // The path's writes still waiting; their delivery refreshes the path's reads (growth-path's register.ts, decision 047).
  const pending = usePendingWrites(pathResource(path.id)) ?? []
  const modules = useQuery(growthPathQueries.silabus(path.slug)).data?.data ?? []
  const [confirming, setConfirming] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)
  const ref = { pathId: path.id, slug: path.slug, title: path.title }
  const trx = trxQuery.data?.data ?? null
  const progress = trx && withWaiting(trx, modules, pending)

  const confirmTake = () =>
    take.mutate(ref, {
      onSuccess: () => {
        setConfirming(false)
        setTimeout(() => status.current?.focus(), 0)
      },
    })

  return (
    <div className={styles.takeState}>
      {trxQuery.isPending ? (
        <p className={styles.muted}>{t.detail.loading}</p>
      ) : trx ? (
        <div className={styles.progressBox}>
          <p ref={status} tabIndex={-1} className={styles.takenStatus} role="status">
            <strong>{trx.status === 'finished' ? t.finished : t.detail.taken}</strong>
            <span>{format(t.progress, { percent: progress!.percent })}</span>
          </p>
          <ProgressBar percent={progress!.percent} size="thick" />
          <p className={styles.muted}>{format(t.detail.itemsDone, { done: progress!.done, total: progress!.total })}</p>
          {trx.certificate_no && <p className={styles.certificate}>{format(t.detail.certificateNo, { no: trx.certificate_no })}</p>}
          {trx.status !== 'finished' && trx.assignments_left > 0 && <p className={styles.muted}>{format(t.detail.assignmentsLeft, { n: trx.assignments_left })}</p>}
          <NextStep slug={path.slug} modules={modules} doneIds={trx.done_item_ids} finished={trx.status === 'finished'} />
        </div>
      ) : (
        <button type="button" className={buttonClassName('primary')} onClick={() => { take.reset(); setConfirming(true) }}>
          {t.detail.take}
        </button>
      )}
      {pending.length > 0 && (
        <p className={styles.pending} data-testid="growth-path-pending">
          {format(t.detail.pendingCount, { n: pending.length })}
        </p>
      )}
      <button
        type="button"
        className={buttonClassName('outline')}
        aria-pressed={Boolean(path.liked)}
        onClick={() => like.mutate({ ...ref, liked: !path.liked })}
      >
        <span aria-hidden>{path.liked ? '♥' : '♡'}</span> {path.liked ? t.detail.liked : t.detail.like} · {path.likes}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.detail.takeConfirmTitle}
        description={format(t.detail.takeConfirmBody, { title: path.title, weeks: path.duration_weeks })}
        confirmLabel={t.detail.takeConfirm}
        cancelLabel={t.detail.cancel}
        busy={take.isPending}
        error={take.error ? t.detail.takeFailed : null}
        onConfirm={confirmTake}
        onOpenChange={setConfirming}
      />
    </div>
  )
}

/** Where to go on: the first step not done yet ('Mulai' when none is), or the certificate once finished. */
function NextStep({ slug, modules, doneIds, finished }: { slug: string; modules: GrowthPathModule[]; doneIds: number[]; finished: boolean }) {
  const items = modules.flatMap((m) => m.items)
  const target = finished ? items.at(-1) : (items.find((i) => !doneIds.includes(i.id)) ?? items.at(-1))
  if (!target) return null
  return (
    <Link to="/growth-path/$slug/$id" params={{ slug, id: target.id }} className={buttonClassName('primary')}>
      {finished ? t.detail.certificate : doneIds.length === 0 ? t.detail.start : t.detail.continue}
    </Link>
  )
}

/**
 * Progress counting the steps still waiting in the outbox as done (they are, for the user), so
 * reading the server's state again before they arrive does not move the bar back.
 */
function withWaiting(trx: GrowthPathTrx, modules: GrowthPathModule[], pending: OutboxEntry[]) {
  const required = modules.flatMap((m) => m.items).filter((i) => i.required)
  if (required.length === 0) return { done: trx.done_items, total: trx.total_items, percent: trx.percent }
  const waiting = new Set(pending.filter((entry) => entry.state !== 'failed').map((entry) => (entry.body as { item_id?: number } | null)?.item_id))
  const done = required.filter((i) => trx.done_item_ids.includes(i.id) || waiting.has(i.id)).length
  return { done, total: required.length, percent: trx.status === 'finished' ? 100 : Math.floor((done * 100) / required.length) }
}
