import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { AppLink } from '@/components/layout/app-link'
import { EAGER_IMAGES, InfiniteList } from '@/components/list-page/infinite-list'
import { ListHeader } from '@/components/list-page/list-page'
import { buttonClassName } from '@/components/ui/button'
import { recordKinds, type RecordKind } from '@/contract/profile-record'
import { useDocumentTitle } from '@/lib/use-document-title'
import { discoveryQueries } from '../../api/discovery-queries'
import { discoveryTexts } from '../../texts'
import { DiscoveryCard } from './discovery-card'
import { toFeedQuery, type DiscoverySearch } from './feed-search'
import styles from './feed.module.css'

const t = discoveryTexts.feed

/**
 * /discovery: colleagues' public records, newest first, page after page, narrowed by kind and
 * business unit (kept in the URL); each links to the colleague's profile and can be saved.
 */
export function DiscoveryPage({ search }: { search: DiscoverySearch }) {
  useDocumentTitle(t.title)
  const navigate = useNavigate()
  const change = (next: DiscoverySearch) => void navigate({ to: '.', search: next as never, replace: true })
  return (
    <div className={`container ${styles.page}`}>
      <ListHeader title={t.title} intro={t.intro}>
        <AppLink to="/activity" search={{ tab: 'discovery' }} className={buttonClassName('outline')}>
          {t.mine}
        </AppLink>
      </ListHeader>
      <FeedFilters search={search} onChange={change} />
      <section aria-labelledby="discovery-feed" className={styles.feed}>
        <h2 id="discovery-feed" className="visually-hidden">
          {t.list}
        </h2>
        <InfiniteList
          options={discoveryQueries.feed(toFeedQuery(search))}
          label={t.list}
          itemKey={(item) => item.id}
          renderItem={(item, index) => <DiscoveryCard item={item} eager={index < EAGER_IMAGES} />}
          errorText={t.error}
          emptyText={t.empty}
          emptyHint={t.emptyHint}
          summary
        />
      </section>
    </div>
  )
}

function FeedFilters({ search, onChange }: { search: DiscoverySearch; onChange: (next: DiscoverySearch) => void }) {
  const id = useId()
  const units = useQuery(discoveryQueries.units())
  const narrowed = search.kind !== undefined || search.unit !== undefined
  return (
    <div className={styles.filters} role="group" aria-label={t.list}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-kind`}>{t.kind}</label>
        <select
          id={`${id}-kind`}
          value={search.kind ?? ''}
          onChange={(e) => onChange({ ...search, kind: (e.target.value || undefined) as RecordKind | undefined })}
        >
          <option value="">{t.allKinds}</option>
          {recordKinds.map((kind) => (
            <option key={kind} value={kind}>
              {discoveryTexts.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-unit`}>{t.unit}</label>
        <select
          id={`${id}-unit`}
          value={search.unit ?? ''}
          onChange={(e) => onChange({ ...search, unit: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t.allUnits}</option>
          {(units.data ?? []).map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </select>
      </div>
      {narrowed && (
        <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => onChange({})}>
          {t.clear}
        </button>
      )}
    </div>
  )
}
