import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { VideoComment } from '@/contract/learning-video'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { commentQueries, useCommentMutations } from '../../api/comment-queries'
import { CommentForm } from './comment-form'
import styles from './comments.module.css'

const t = learningTexts.comments
const timeFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' })

/** Comments on a video: read (newest first, paged), write, and edit or delete one's own. */
export function CommentSection({ videoId, count }: { videoId: number; count: number }) {
  const comments = useInfiniteQuery(commentQueries.list(videoId))
  const { post, edit, remove } = useCommentMutations(videoId)
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<VideoComment | null>(null)
  const items = comments.data?.pages.flatMap((p) => p.data) ?? []

  return (
    <section aria-labelledby="comments-title" className={styles.section}>
      <h2 id="comments-title" className={styles.title}>
        {t.title} <span className={styles.count}>({format(t.count, { n: count })})</span>
      </h2>
      <CommentForm submitLabel={t.send} busy={post.isPending} serverError={post.error?.message} onSubmit={(text) => post.mutateAsync(text)} />
      {comments.isSuccess && items.length === 0 && <p className={styles.empty}>{t.empty}</p>}
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={c.id} className={styles.item} data-testid="comment">
            <Avatar name={c.author.name} src={c.author.profile_image} size="small" />
            <div className={styles.itemBody}>
              <p className={styles.author}>
                <strong>{c.author.name}</strong>
                <span className={styles.time}>
                  {timeFormat.format(new Date(c.created_at))}
                  {c.edited && ` · ${t.edited}`}
                </span>
              </p>
              {editing === c.id ? (
                <CommentForm
                  initial={c.text}
                  submitLabel={t.save}
                  busy={edit.isPending}
                  serverError={edit.error?.message}
                  onSubmit={(text) => edit.mutateAsync({ commentId: c.id, text }).then(() => setEditing(null))}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <p className={styles.text}>{c.text}</p>
              )}
              {c.is_mine && editing !== c.id && (
                <p className={styles.actions}>
                  <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => setEditing(c.id)}>
                    {t.edit}
                  </button>
                  <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => setDeleting(c)}>
                    {t.delete}
                  </button>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {comments.hasNextPage && (
        <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {t.loadMore}
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmDelete}
        description={t.confirmDeleteBody}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        error={remove.error?.message}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null)
            remove.reset()
          }
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
