import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AppLink } from '@/components/layout/app-link'
import { InfiniteList } from '@/components/list-page/infinite-list'
import { buttonClassName } from '@/components/ui/button'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { discoveryKeys } from '../../api/discovery-keys'
import { SAVED_RESOURCE_PREFIX } from '../../api/discovery-mutation-keys'
import { discoveryQueries } from '../../api/discovery-queries'
import { discoveryTexts } from '../../texts'
import { DiscoveryCard } from '../feed/discovery-card'
import records from '../records/records.module.css'

const t = discoveryTexts.saved

/** When a saved mark's write left the outbox, the saved list and the feeds are read again. */
function useRefreshWhenSavedSent() {
  const queryClient = useQueryClient()
  const count = usePendingWrites()?.filter((e) => e.resource.startsWith(SAVED_RESOURCE_PREFIX) && e.state !== 'failed').length
  const last = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (count === undefined) return
    if (last.current !== undefined && count < last.current) void queryClient.invalidateQueries({ queryKey: discoveryKeys.all })
    last.current = count
  }, [count, queryClient])
}

/** What the user saved from Discovery (colleagues' public records), last saved first. */
export function SavedSection() {
  useRefreshWhenSavedSent()
  return (
    <section className={records.section} aria-labelledby="discovery-saved" data-testid="discovery-saved">
      <div className={records.groupHead}>
        <div className={records.sectionHead}>
          <h2 id="discovery-saved" className={records.title}>
            {t.title}
          </h2>
          <p className={records.muted}>{t.intro}</p>
        </div>
        <AppLink to="/discovery" className={buttonClassName('outline', 'small')}>
          {t.open}
        </AppLink>
      </div>
      <InfiniteList
        options={discoveryQueries.saved()}
        label={t.title}
        itemKey={(item) => item.id}
        renderItem={(item) => <DiscoveryCard item={item} />}
        errorText={t.error}
        emptyText={t.empty}
        emptyHint={t.emptyHint}
        summary={false}
      />
    </section>
  )
}
