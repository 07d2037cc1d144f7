import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { FilterBar, type SelectFilter } from '@/components/list-page/filter-bar'
import { masterApi } from '@/contract/master'
import { callApi } from '@/lib/api/client'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore } from '@/stores/master-store'
import { growthPathTexts } from '../../texts'
import { listLevels, listSorts, type GrowthPathSearch } from './list-search'

const t = growthPathTexts.list

/** The categories of the filter (spec section 7, /api/master/growthpath-category): kept a day, and offline. */
export const growthPathCategoriesQuery = () =>
  queryOptions({
    queryKey: ['growth-path', 'categories'] as const,
    queryFn: ({ signal }) => callApi(masterApi.growthPathCategories, { signal }).then((r) => r.data),
    staleTime: 24 * 60 * 60_000,
    meta: { persist: true },
  })

/**
 * The shared filter bar sees the level as a number (its selects are master lists with ids): the
 * level's place in the contract's order, 1 for 'pemula'. The URL keeps the word.
 */
type BarSearch = Omit<GrowthPathSearch, 'level'> & { level?: number }

const toBar = ({ level, ...rest }: GrowthPathSearch): BarSearch => (level ? { ...rest, level: listLevels.indexOf(level) + 1 } : rest)
const fromBar = ({ level, ...rest }: BarSearch): GrowthPathSearch => {
  const word = level === undefined ? undefined : listLevels[level - 1]
  return word ? { ...rest, level: word } : rest
}

const levelOptions = listLevels.map((level, i) => ({ id: i + 1, name: growthPathTexts.levels[level] }))
const sorts = listSorts.map((value) => ({ value, label: t.sorts[value] }))

export interface GrowthPathFilterBarProps {
  search: GrowthPathSearch
  onChange: (next: GrowthPathSearch) => void
}

/** Search, the category, skill and level filters and the sorts of the growth-path list. */
export function GrowthPathFilterBar({ search, onChange }: GrowthPathFilterBarProps) {
  const categories = useQuery(growthPathCategoriesQuery())
  const master = useSnapshot(masterStore)
  useEffect(() => void ensureMasterList('growthPathSkill', masterLoaders), [])
  const filters: SelectFilter<BarSearch>[] = [
    { name: 'category_id', label: t.category, options: categories.data ?? [] },
    { name: 'skill_id', label: t.skill, options: master.growthPathSkill },
    { name: 'level', label: t.level, options: levelOptions },
  ]
  return <FilterBar<BarSearch> search={toBar(search)} onChange={(next) => onChange(fromBar(next))} filters={filters} sorts={sorts} searchPlaceholder={t.search} />
}
