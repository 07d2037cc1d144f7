import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query'
import { EAGER_IMAGES, InfiniteList, type ListPageAnswer } from '@/components/list-page/infinite-list'
import { ListPage } from '@/components/list-page/list-page'
import { learningTexts } from '../../texts'
import { CollectionCard, type Collection } from './collection-card'

const t = learningTexts

/** /learning/channel and /learning/katalog: a titled grid of collections, more on request. */
export function CollectionListPage<P extends ListPageAnswer<Collection>, K extends QueryKey>({
  kind,
  options,
}: {
  kind: 'channel' | 'katalog'
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, K, number>
}) {
  const texts = t[kind]
  return (
    <ListPage title={texts.title} intro={texts.intro}>
      <InfiniteList
        options={options}
        label={texts.title}
        itemKey={(c) => c.id}
        renderItem={(c, index) => <CollectionCard collection={c} kind={kind} eager={index < EAGER_IMAGES} />}
        errorText={texts.error}
        emptyText={texts.empty}
        summary={false}
      />
    </ListPage>
  )
}
