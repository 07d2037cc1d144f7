import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { FilterBar, type SelectFilter } from '@/components/list-page/filter-bar'
import { learningSorts } from '@/contract/learning-common'
import { learningTexts } from '../texts'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore, type MasterListName } from '@/stores/master-store'
import { filterNames, type FilterName, type LearningSearch } from '../api/list-query'

const t = learningTexts.list

const filterLists: Record<FilterName, { list: MasterListName; label: string }> = {
  category_id: { list: 'learningCategories', label: t.category },
  unit_id: { list: 'learningUnits', label: t.unit },
  topic_id: { list: 'topics', label: t.topic },
  profession_id: { list: 'professions', label: t.profession },
  field_id: { list: 'fields', label: t.field },
}

const sorts = learningSorts.map((value) => ({ value, label: t.sorts[value] }))

export interface LearningFilterBarProps {
  search: LearningSearch
  onChange: (next: LearningSearch) => void
  /** Which master-list filters to offer. Default: all five. */
  filters?: readonly FilterName[]
  /** Keywords offered under the search box (the top three). */
  keywords?: readonly string[]
}

/** The shared filter bar with learning's filters: the master lists of spec section 3, and its sorts. */
export function LearningFilterBar({ search, onChange, filters = filterNames, keywords }: LearningFilterBarProps) {
  const master = useSnapshot(masterStore)
  useEffect(() => {
    for (const name of filters) void ensureMasterList(filterLists[name].list, masterLoaders)
  }, [filters])
  const selects: SelectFilter<LearningSearch>[] = filters.map((name) => ({ name, label: filterLists[name].label, options: master[filterLists[name].list] }))
  return <FilterBar search={search} onChange={onChange} filters={selects} sorts={sorts} keywords={keywords} />
}
