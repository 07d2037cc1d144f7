import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { FilterBar, type SelectFilter } from '@/components/list-page/filter-bar'
import { masterApi } from '@/contract/master'
import { callApi } from '@/lib/api/client'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore } from '@/stores/master-store'
import { mentorTexts } from '../../texts'
import type { MentorSearch } from './list-search'

const t = mentorTexts.list

/** The group's business units (spec section 7, /api/master/business-unit): kept a day, and offline. */
const businessUnitsQuery = () =>
  queryOptions({
    queryKey: ['mentor', 'units'] as const,
    queryFn: ({ signal }) => callApi(masterApi.businessUnits, { signal }).then((r) => r.data),
    staleTime: 24 * 60 * 60_000,
    meta: { persist: true },
  })

/** The shared bar's selects carry ids: 'free this week' is the one choice 1. The URL keeps `available=true`. */
type BarSearch = Omit<MentorSearch, 'available'> & { available?: number }
const toBar = ({ available, ...rest }: MentorSearch): BarSearch => (available ? { ...rest, available: 1 } : rest)
const fromBar = ({ available, ...rest }: BarSearch): MentorSearch => (available === 1 ? { ...rest, available: 'true' } : rest)

/** Search, and the expertise, unit and 'free this week' filters of the mentor list. */
export function MentorFilterBar({ search, onChange }: { search: MentorSearch; onChange: (next: MentorSearch) => void }) {
  const units = useQuery(businessUnitsQuery())
  const master = useSnapshot(masterStore)
  useEffect(() => void ensureMasterList('growthPathSkill', masterLoaders), [])
  const filters: SelectFilter<BarSearch>[] = [
    { name: 'skill_id', label: t.skill, options: master.growthPathSkill },
    { name: 'unit_id', label: t.unit, options: units.data ?? [] },
    { name: 'available', label: t.available, options: [{ id: 1, name: t.availableOption }] },
  ]
  return <FilterBar<BarSearch> search={toBar(search)} onChange={(next) => onChange(fromBar(next))} filters={filters} sorts={[]} searchPlaceholder={t.search} />
}
