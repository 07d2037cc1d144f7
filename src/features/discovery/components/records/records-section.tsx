import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { recordKinds, type RecordKind } from '@/contract/profile-record'
import { format } from '@/lib/i18n/id'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { discoveryMutationKeys, recordResource } from '../../api/discovery-mutation-keys'
import { discoveryQueries } from '../../api/discovery-queries'
import type { RemoveRecordVariables } from '../../api/record-mutations'
import { discoveryTexts } from '../../texts'
import { RecordFormDialog, type FormMode } from './record-form-dialog'
import { summaryOf } from './record-summary'
import { titleOf } from './record-fields'
import styles from './records.module.css'

const t = discoveryTexts.records

type Row = Record<string, unknown> & { id: number; visibility: string; cover_url?: string | null }

/** The user's own records, one group per kind, each with its add, edit and delete. */
export function RecordsSection() {
  const [notice, setNotice] = useState('')
  return (
    <section className={styles.section} aria-labelledby="discovery-records">
      <div className={styles.sectionHead}>
        <h2 id="discovery-records" className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.muted}>{t.intro}</p>
      </div>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      <div className={styles.groups}>
        {recordKinds.map((kind) => (
          <KindGroup key={kind} kind={kind} onNotice={setNotice} />
        ))}
      </div>
    </section>
  )
}

/** The id a queued DELETE is for (its URL ends in it). */
const deletedId = (entry: OutboxEntry) => (entry.method === 'DELETE' ? Number(entry.url.split('/').at(-1)) : null)

function KindGroup({ kind, onNotice }: { kind: RecordKind; onNotice: (text: string) => void }) {
  const list = useInfiniteQuery(discoveryQueries.records(kind))
  // Each write that leaves the outbox (sent or refused) has the list read again by discovery's
  // declared refresh (decision 047).
  const pending = usePendingWrites(recordResource(kind)) ?? []
  const [form, setForm] = useState<FormMode | null>(null)
  const [removing, setRemoving] = useState<Row | null>(null)
  const remove = useMutation<OutboxEntry, Error, RemoveRecordVariables>({ mutationKey: discoveryMutationKeys.removeRecord })
  const label = discoveryTexts.kinds[kind]
  const headingId = `records-${kind}`
  // Records added offline, listed first in place (decision 047).
  const adds = usePendingListItems(recordResource(kind), (body, entry) => (entry.method === 'POST' ? (body as Record<string, unknown>) : undefined))
  const deleting = new Set(pending.map(deletedId).filter((id): id is number => id !== null))
  const total = list.data?.pages[0]?.meta.total

  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={`records-${kind}`}>
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.groupTitle}>
          {label} {total !== undefined && <span className={styles.count}>({total})</span>}
        </h3>
        <button
          type="button"
          className={buttonClassName('outline', 'small')}
          onClick={() => setForm({ type: 'add' })}
          aria-label={format(t.addKind, { kind: label })}
        >
          {t.add}
        </button>
      </div>
      {adds.length > 0 && (
        <ul className={styles.list}>
          {adds.map(({ entry, item: body, refused }) => {
            const summary = summaryOf(kind, body)
            return (
              <li key={entry.id} className={`${styles.item} ${refused ? styles.refused : styles.waiting}`} data-testid="record-waiting">
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>{summary.title}</p>
                  <p className={styles.itemMeta}>
                    {summary.detail} · {summary.when}
                  </p>
                  {refused ? (
                    <p className={styles.refusal} role="alert">
                      {t.refused}: {entry.lastError?.detail || entry.lastError?.title}
                    </p>
                  ) : (
                    <p>
                      <PendingBadge />
                    </p>
                  )}
                </div>
                {refused && (
                  <div className={styles.actions}>
                    <button type="button" className={buttonClassName('primary', 'small')} onClick={() => setForm({ type: 'fix', entry })}>
                      {t.fix}
                    </button>
                    <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => void getOutbox().remove(entry.id)}>
                      {t.discard}
                    </button>
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <DataState query={list} offline variant="inline" loadingText={t.loading} errorText={t.error} skeleton={<Placeholder className={styles.skeleton} />}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.data as unknown as Row[])
          if (rows.length === 0 && adds.length === 0) return <p className={styles.muted}>{discoveryTexts.kindEmpty[kind]}</p>
          return (
            <>
              <ul className={styles.list}>
                {rows.map((row) => (
                  <RecordRow
                    key={row.id}
                    kind={kind}
                    row={row}
                    deleting={deleting.has(row.id)}
                    onEdit={() => setForm({ type: 'edit', record: row })}
                    onRemove={() => setRemoving(row)}
                  />
                ))}
              </ul>
              {list.hasNextPage && (
                <button
                  type="button"
                  className={buttonClassName('ghost', 'small')}
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {t.more}
                </button>
              )}
            </>
          )
        }}
      </DataState>
      {form && <RecordFormDialog kind={kind} mode={form} onClose={(message) => (setForm(null), message && onNotice(message))} />}
      <ConfirmDialog
        open={removing !== null}
        title={t.confirmTitle}
        description={format(t.confirmText, { title: removing ? titleOf(kind, removing) : '' })}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (!removing) return
          remove.mutate({ kind, id: removing.id, title: titleOf(kind, removing) })
          setRemoving(null)
        }}
      />
    </section>
  )
}

function RecordRow({ kind, row, deleting, onEdit, onRemove }: { kind: RecordKind; row: Row; deleting: boolean; onEdit: () => void; onRemove: () => void }) {
  const summary = summaryOf(kind, row)
  return (
    <li className={`${styles.item} ${deleting ? styles.waiting : ''}`} data-testid="record-item">
      {kind === 'book-reads' &&
        (row.cover_url ? (
          <img className={styles.cover} src={row.cover_url} alt="" loading="lazy" />
        ) : (
          <span className={styles.coverBlank} aria-hidden="true" />
        ))}
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>{summary.title}</p>
        <p className={styles.itemMeta}>
          {summary.detail} · {summary.when}
        </p>
        <p className={styles.badges}>
          {row.visibility === 'private' && (
            <span className={styles.badge} title={t.privateHint}>
              {t.private}
            </span>
          )}
          {deleting && <span className={styles.badge}>{t.waitingRemove}</span>}
          {summary.url && (
            <a href={summary.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {kind === 'trainings' ? t.certificate : t.link}
            </a>
          )}
        </p>
      </div>
      {!deleting && (
        <div className={styles.actions}>
          <button type="button" className={buttonClassName('ghost', 'small')} onClick={onEdit} aria-label={format(t.editLabel, { title: summary.title })}>
            {t.edit}
          </button>
          <button type="button" className={buttonClassName('ghost', 'small')} onClick={onRemove} aria-label={format(t.removeLabel, { title: summary.title })}>
            {t.remove}
          </button>
        </div>
      )}
    </li>
  )
}
