import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { CourseCard } from '@/components/learning/course-card'
import { EAGER_IMAGES, InfiniteList, type ListPageAnswer } from '@/components/list-page/infinite-list'
import type { CourseCard as Card } from '@/contract/learning-common'
import { learningTexts } from '../texts'

const t = learningTexts.list

export interface CourseListProps<P extends ListPageAnswer<Card>, K extends QueryKey> {
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, K, number>
  label: string
  /** Swaps the card for lists whose items carry more (in-class events: date and seats). */
  renderCard?: (card: P['data'][number], index: number) => ReactNode
}

/** A searchable list of learning items (videos, packages, events, a collection's courses), page after page. */
export function CourseList<P extends ListPageAnswer<Card>, K extends QueryKey>({ options, label, renderCard }: CourseListProps<P, K>) {
  return (
    <InfiniteList
      options={options}
      label={label}
      itemKey={(card) => `${card.kind}-${card.id}`}
      renderItem={renderCard ?? ((card, index) => <CourseCard card={card} eager={index < EAGER_IMAGES} />)}
      emptyText={t.empty}
      emptyHint={t.emptyHint}
      summary
    />
  )
}
