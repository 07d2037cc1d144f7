import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { VideoComment } from '@/contract/learning-video'
import { formatWib } from '@/lib/dates/wib'
import { format } from '@/lib/i18n/id'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { learningTexts } from '../../texts'
import { commentQueries } from '../../api/comment-queries'
import { deleteWaitingComment, editWaitingComment, readCommentChanges, waitingPostOf } from '../../api/comment-outbox'
import { commentsResource, learningMutationKeys } from '../../api/learning-mutation-keys'
import type { DeleteCommentVariables, EditCommentVariables, PostCommentVariables } from '../../api/learning-mutations'
import { CommentForm } from './comment-form'
import styles from './comments.module.css'

const t = learningTexts.comments

/** What the delete dialog is about: a comment on the server, or one still waiting in the outbox. */
type Deleting = { kind: 'server'; comment: VideoComment } | { kind: 'waiting'; entry: OutboxEntry }
/** Which comment is being edited: a server comment's id, or a waiting post's outbox entry id. */
type Editing = { kind: 'server'; id: number } | { kind: 'waiting'; id: string }

/**
 * Comments on a video: read (newest first, paged), write, and edit or delete one's own. Writes go
 * through the outbox (online they leave at once): a comment still waiting is shown first, marked
 * 'menunggu dikirim', and editing or deleting it changes or removes the waiting write itself.
 */
export function CommentSection({ videoId, title, count }: { videoId: number; title: string; count: number }) {
  const comments = useInfiniteQuery(commentQueries.list(videoId))
  const post = useMutation<OutboxEntry, Error, PostCommentVariables>({
    mutationKey: learningMutationKeys.postComment,
  })
  const edit = useMutation<OutboxEntry, Error, EditCommentVariables>({
    mutationKey: learningMutationKeys.editComment,
  })
  const remove = useMutation<OutboxEntry, Error, DeleteCommentVariables>({
    mutationKey: learningMutationKeys.deleteComment,
  })
  // A comment's send is fetched while connected: written offline on a first visit, it still queues.
  useEffect(() => preloadQueuedMutation(learningMutationKeys.postComment), [])
  // Comments written offline are listed first, marked, the shared way (decision 047); when they
  // leave the outbox, the refresh learning's register.ts declares reads the list and count again.
  const waitingPosts = usePendingListItems(commentsResource(videoId), (_body, entry) => waitingPostOf(videoId, entry))
  const posts = [...waitingPosts].reverse()
  // The waiting edits and deletions of comments the server has, marked on those comments.
  const changes = readCommentChanges(videoId, usePendingWrites(commentsResource(videoId)) ?? [])
  const [editing, setEditing] = useState<Editing | null>(null)
  const [editError, setEditError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Deleting | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const items = comments.data?.pages.flatMap((p) => p.data) ?? []
  const startEditing = (next: Editing) => {
    setEditError(null)
    setEditing(next)
  }

  const saveWaiting = async (entry: OutboxEntry, text: string) => {
    if (!(await editWaitingComment(entry.id, text, title))) {
      setEditError(t.stillSending)
      throw new Error(t.stillSending)
    }
    setEditing(null)
  }
  const confirmDelete = async () => {
    if (!deleting) return
    if (deleting.kind === 'waiting') {
      if (await deleteWaitingComment(deleting.entry.id)) setDeleting(null)
      else setDeleteError(t.stillSending)
      return
    }
    remove.mutate(
      { videoId, title, commentId: deleting.comment.id },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => setDeleteError(error.message),
      },
    )
  }

  return (
    <section aria-labelledby="comments-title" className={styles.section}>
      <h2 id="comments-title" className={styles.title}>
        {t.title} <span className={styles.count}>({format(t.count, { n: count })})</span>
      </h2>
      <CommentForm
        submitLabel={t.send}
        busy={post.isPending}
        serverError={post.error?.message}
        onSubmit={(text) => post.mutateAsync({ videoId, title, text })}
        draft={`video-comment:${videoId}`}
      />
      {comments.isSuccess && items.length === 0 && posts.length === 0 && <p className={styles.empty}>{t.empty}</p>}
      <ul className={styles.list}>
        {posts.map(({ entry, item: text, refused }) => (
          <li key={entry.id} className={styles.item} data-testid="comment" data-waiting="">
            <Avatar name={t.you} size="small" />
            <div className={styles.itemBody}>
              <p className={styles.author}>
                <strong>{t.you}</strong>
                <PendingBadge refused={refused} />
              </p>
              {refused && <p className={styles.error}>{format(t.refused, { reason: entry.lastError?.detail || entry.lastError?.title || '' })}</p>}
              {editing?.kind === 'waiting' && editing.id === entry.id ? (
                <CommentForm
                  initial={text}
                  submitLabel={t.save}
                  busy={false}
                  message={editError}
                  onSubmit={(next) => saveWaiting(entry, next)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <p className={styles.text}>{text}</p>
              )}
              {!(editing?.kind === 'waiting' && editing.id === entry.id) && (
                <OwnActions onEdit={() => startEditing({ kind: 'waiting', id: entry.id })} onDelete={() => setDeleting({ kind: 'waiting', entry })} />
              )}
            </div>
          </li>
        ))}
        {items.map((c) => {
          const change = changes.get(c.id)
          const text = change?.text ?? c.text
          const isEditing = editing?.kind === 'server' && editing.id === c.id
          return (
            <li key={c.id} className={styles.item} data-testid="comment">
              <Avatar name={c.author.name} src={c.author.profile_image} size="small" />
              <div className={styles.itemBody}>
                <p className={styles.author}>
                  <strong>{c.author.name}</strong>
                  <span className={styles.time}>
                    {formatWib(c.created_at)}
                    {c.edited && ` · ${t.edited}`}
                  </span>
                  {change?.deleted ? (
                    <span className={styles.waiting}>{t.deleteWaiting}</span>
                  ) : change?.text !== undefined ? (
                    <span className={styles.waiting}>{t.editWaiting}</span>
                  ) : null}
                </p>
                {isEditing ? (
                  <CommentForm
                    initial={text}
                    submitLabel={t.save}
                    busy={edit.isPending}
                    serverError={edit.error?.message}
                    onSubmit={(next) =>
                      edit
                        .mutateAsync({
                          videoId,
                          title,
                          commentId: c.id,
                          text: next,
                        })
                        .then(() => setEditing(null))
                    }
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <p className={styles.text}>{text}</p>
                )}
                {change?.refused && (
                  <p className={styles.error}>
                    {format(t.refused, {
                      reason: change.refused.lastError?.detail || change.refused.lastError?.title || '',
                    })}
                  </p>
                )}
                {c.is_mine && !isEditing && !change?.deleted && (
                  <OwnActions onEdit={() => startEditing({ kind: 'server', id: c.id })} onDelete={() => setDeleting({ kind: 'server', comment: c })} />
                )}
              </div>
            </li>
          )
        })}
      </ul>
      {comments.hasNextPage && (
        <button
          type="button"
          className={buttonClassName('outline', 'small')}
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
        >
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
        error={deleteError}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null)
            setDeleteError(null)
            remove.reset()
          }
        }}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  )
}

function OwnActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <p className={styles.actions}>
      <button type="button" className={buttonClassName('ghost', 'small')} onClick={onEdit}>
        {t.edit}
      </button>
      <button type="button" className={buttonClassName('ghost', 'small')} onClick={onDelete}>
        {t.delete}
      </button>
    </p>
  )
}
