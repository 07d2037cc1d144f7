import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import type { GrowthPathDetail } from '@/contract/growth-path'
import type { GrowthPathTrx } from '@/contract/growth-path-trx'
import { useDraft } from '@/lib/drafts/use-draft'
import { format } from '@/lib/i18n/id'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { useSnapshot } from 'valtio'
import { userStore } from '@/stores/user-store'
import { growthPathMutationKeys } from '../../api/growth-path-mutation-keys'
import type { FinishVariables, RateVariables } from '../../api/growth-path-mutations'
import { growthPathTexts } from '../../texts'
import styles from './item.module.css'

const t = growthPathTexts.finish

/**
 * The end of a path: finishing once every required item is done and every assignment handed in
 * (through the outbox; the server gives the certificate number), then the certificate to print
 * and the rating with a review.
 */
export function FinishPanel({ path, trx }: { path: GrowthPathDetail; trx: GrowthPathTrx }) {
  const finish = useMutation<unknown, Error, FinishVariables>({ mutationKey: growthPathMutationKeys.finish })
  const complete = trx.done_items >= trx.total_items && trx.assignments_left === 0
  if (trx.status === 'finished') {
    return (
      <section className={styles.finish} aria-labelledby="gp-finish">
        <h2 id="gp-finish" className={styles.sectionTitle}>{t.finishedTitle}</h2>
        <Certificate path={path} trx={trx} />
        <RatingForm path={path} />
      </section>
    )
  }
  const onFinish = () => finish.mutate({ pathId: path.id, slug: path.slug, title: path.title })
  return (
    <section className={styles.finish} aria-labelledby="gp-finish">
      <h2 id="gp-finish" className={styles.sectionTitle}>{t.title}</h2>
      {complete ? (
        <>
          <p>{t.ready}</p>
          <button type="button" className={buttonClassName('primary')} onClick={onFinish} disabled={finish.isPending}>
            {t.finish}
          </button>
        </>
      ) : (
        <p className={styles.muted}>{format(t.notYet, { done: trx.done_items, total: trx.total_items, assignments: trx.assignments_left })}</p>
      )}
    </section>
  )
}

/** A certificate that prints on its own (print styles hide the rest of the page). */
function Certificate({ path, trx }: { path: GrowthPathDetail; trx: GrowthPathTrx }) {
  const { userInfo } = useSnapshot(userStore)
  const date = trx.finished_at ? new Date(trx.finished_at).toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }) : ''
  return (
    <div className={styles.certificateWrap}>
      <div className={styles.certificate} data-testid="growth-path-certificate" data-print-only-root>
        <p className={styles.certificateKicker}>{t.certificateKicker}</p>
        <p className={styles.certificateLead}>{t.certificateLead}</p>
        <p className={styles.certificateName}>{userInfo?.name ?? ''}</p>
        <p className={styles.certificateLead}>{t.certificateFor}</p>
        <p className={styles.certificatePath}>{path.title}</p>
        <p className={styles.muted}>{[date, trx.certificate_no ? format(growthPathTexts.detail.certificateNo, { no: trx.certificate_no }) : t.numberAfterSent].filter(Boolean).join(' · ')}</p>
        {path.owner && <p className={styles.muted}>{format(t.mentor, { name: path.owner.name })}</p>}
      </div>
      <button type="button" className={buttonClassName('outline')} onClick={() => window.print()}>
        {t.print}
      </button>
    </div>
  )
}

function RatingForm({ path }: { path: GrowthPathDetail }) {
  const rate = useMutation<unknown, Error, RateVariables>({ mutationKey: growthPathMutationKeys.rate })
  const [rating, setRating] = useState(path.my_rating?.rating ?? 0)
  // The review is kept as a draft until the rating is queued (a reload offline keeps it), and the
  // send's code is fetched while connected, so a rating given offline on a first visit still queues.
  const [review, setReview, clearReview] = useDraft(`growth-path-review:${path.id}`, path.my_rating?.review ?? '')
  useEffect(() => preloadQueuedMutation(growthPathMutationKeys.rate), [])
  const [message, setMessage] = useState<{ kind: 'error' | 'status'; text: string } | null>(null)
  const reviewId = useId()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (rating < 1) return setMessage({ kind: 'error', text: t.chooseRating })
    if (review.trim().length > 1000) return setMessage({ kind: 'error', text: t.reviewTooLong })
    rate.mutate(
      { pathId: path.id, slug: path.slug, title: path.title, rating, review: review.trim() || null },
      {
        onSuccess: () => {
          // What was sent stays in the form; it is no draft once the path's rating says the same.
          clearReview()
          setReview(review.trim())
          setMessage({ kind: 'status', text: t.thanks })
        },
        onError: () => setMessage({ kind: 'error', text: t.rateFailed }),
      },
    )
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.stars}>
        <legend>{path.my_rating ? t.yourRating : t.rate}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star} data-on={n <= rating || undefined}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="visually-hidden" />
            <span aria-hidden>★</span>
            <span className="visually-hidden">{format(growthPathTexts.detail.stars, { n })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={reviewId}>{t.review}</label>
      <textarea id={reviewId} value={review} onChange={(e) => setReview(e.target.value)} rows={3} />
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.error : styles.muted}>
          {message.text}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary')}>{t.sendRating}</button>
    </form>
  )
}
