import { fillPath } from '@/contract/endpoint'
import { videosApi } from '@/contract/learning-video'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox, type Outbox } from '@/shared/outbox/outbox'
import { commentsResource } from './learning-mutation-keys'
import { postCommentLabel } from './learning-mutations'

/** One server comment's writes still waiting: its latest text, or that it is to be deleted. */
export interface WaitingChange {
  text?: string
  deleted: boolean
  refused?: OutboxEntry
}

const textOf = (entry: OutboxEntry) => (entry.body as { text?: string }).text ?? ''

/** A waiting post's text when `entry` is a new comment on this video (not an edit or a delete, not another video's). */
export function waitingPostOf(videoId: number, entry: OutboxEntry): string | undefined {
  const isPost = entry.resource === commentsResource(videoId) && entry.method === 'POST' && entry.url === fillPath(videosApi.postComment.path, { id: videoId })
  return isPost ? textOf(entry) : undefined
}

/**
 * What the video's comment writes in the outbox mean for the server's comments: for each, its
 * waiting edit or deletion (the waiting posts are listed by usePendingListItems, with waitingPostOf).
 */
export function readCommentChanges(videoId: number, entries: readonly OutboxEntry[]): Map<number, WaitingChange> {
  const changes = new Map<number, WaitingChange>()
  for (const entry of entries) {
    if (entry.resource !== commentsResource(videoId) || waitingPostOf(videoId, entry) !== undefined) continue
    const id = Number(/\/(\d+)$/.exec(entry.url)?.[1])
    if (!Number.isInteger(id)) continue
    const change = changes.get(id) ?? { deleted: false }
    if (entry.state === 'failed') change.refused = entry
    else if (entry.method === 'DELETE') change.deleted = true
    else if (entry.method === 'PATCH') change.text = textOf(entry)
    changes.set(id, change)
  }
  return changes
}

/**
 * An edit of a comment still waiting: merged into its waiting post (one request, the new text),
 * never a second request against a comment the server does not have. False when the post may
 * already have reached the server (it is being sent): the caller asks to try again once it is there.
 */
export async function editWaitingComment(entryId: string, text: string, videoTitle: string, outbox: Outbox = getOutbox()): Promise<boolean> {
  const changed = await outbox.amend(entryId, () => ({
    body: { text },
    label: postCommentLabel(videoTitle, text),
  }))
  return changed !== undefined
}

/** A deletion of a comment still waiting: its post leaves the outbox, nothing is sent. False as for an edit. */
export function deleteWaitingComment(entryId: string, outbox: Outbox = getOutbox()): Promise<boolean> {
  return outbox.withdraw(entryId)
}
