import { queryOptions, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FilterBar, type SelectFilter } from '@/components/list-page/filter-bar'
import { masterApi } from '@/contract/master'
import { callApi } from '@/lib/api/client'
import { opportunityTexts } from '../../texts'
import { listSorts, type OpportunitySearch } from './list-search'
import styles from './opportunity-list.module.css'

const t = opportunityTexts.list

/** A master list of the filters (spec section 7, /api/master/…): kept a day, and offline. */
const masterQuery = (name: 'businessUnits' | 'companyLocations' | 'employeeStatuses') =>
  queryOptions({
    queryKey: ['opportunity', 'master', name] as const,
    queryFn: ({ signal }) => callApi(masterApi[name], { signal }).then((r) => r.data),
    staleTime: 24 * 60 * 60_000,
    meta: { persist: true },
  })

type BarSearch = Omit<OpportunitySearch, 'tab' | 'open'>

/** Search, the unit, location and employee-status filters, the sorts (fit for a signed-in user), and closed ones or not. */
export function OpportunityFilterBar({
  search,
  onChange,
  signedIn,
}: {
  search: OpportunitySearch
  onChange: (next: OpportunitySearch) => void
  signedIn: boolean
}) {
  const units = useQuery(masterQuery('businessUnits'))
  const locations = useQuery(masterQuery('companyLocations'))
  const statuses = useQuery(masterQuery('employeeStatuses'))
  const closedId = useId()
  const filters: SelectFilter<BarSearch>[] = [
    { name: 'business_unit_id', label: t.unit, options: units.data ?? [] },
    { name: 'company_location_id', label: t.location, options: locations.data ?? [] },
    { name: 'employee_status_id', label: t.status, options: statuses.data ?? [] },
  ]
  const sorts = listSorts.filter((s) => s !== 'fit' || signedIn).map((value) => ({ value, label: t.sorts[value] }))
  const { tab, open, ...bar } = search
  return (
    <>
      <FilterBar<BarSearch> search={bar} onChange={(next) => onChange({ ...next, tab, open })} filters={filters} sorts={sorts} searchPlaceholder={t.search} />
      <p className={styles.closedToggle}>
        <input
          id={closedId}
          type="checkbox"
          checked={open === 'false'}
          onChange={(e) => onChange({ ...search, open: e.target.checked ? 'false' : undefined })}
        />
        <label htmlFor={closedId}>{t.includeClosed}</label>
      </p>
    </>
  )
}
