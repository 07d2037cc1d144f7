import { useMutation } from '@tanstack/react-query'
import { buttonClassName } from '@/components/ui/button'
import { saveVerb, type DiscoveryItem } from '@/contract/discovery'
import { format } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { discoveryMutationKeys, savedResource } from '../../api/discovery-mutation-keys'
import type { SaveVariables } from '../../api/save-mutations'
import { discoveryTexts } from '../../texts'
import styles from './feed.module.css'

const t = discoveryTexts.feed

/** "Saya juga mau baca" (tonton, or 'Simpan'), a toggle: pressed once saved; the write waits in the outbox offline. */
export function SaveButton({ item }: { item: DiscoveryItem }) {
  const save = useMutation<OutboxEntry, Error, SaveVariables>({ mutationKey: discoveryMutationKeys.save })
  const unsave = useMutation<OutboxEntry, Error, SaveVariables>({ mutationKey: discoveryMutationKeys.unsave })
  const queued = (usePendingWrites(savedResource(item.id)) ?? []).filter((e) => e.state !== 'failed')
  const waiting = queued.length > 0
  // The last queued press decides what shows (PUT saves, DELETE unsaves): a list stored before its
  // optimistic update (a reload right after the press) would otherwise show the old state.
  const last = queued.at(-1)
  const saved = last ? last.method === 'PUT' : item.saved
  const verb = saveVerb(item.kind)
  const action = verb === 'read' ? t.saveRead : verb === 'watch' ? t.saveWatch : t.save
  const toggle = () => (saved ? unsave : save).mutate({ id: item.id, title: item.title })
  return (
    <span className={styles.saveWrap}>
      <button
        type="button"
        className={buttonClassName(saved ? 'primary' : 'outline', 'small')}
        aria-pressed={saved}
        aria-label={saved ? format(t.savedLabel, { title: item.title }) : format(t.saveLabel, { action, title: item.title })}
        onClick={toggle}
        data-testid="discovery-save"
      >
        {saved ? `✓ ${t.saved}` : action}
      </button>
      {waiting && <span className={styles.pending}>{t.savePending}</span>}
    </span>
  )
}
