import type { Generated } from 'kysely'

// Discovery (migration 0017): colleagues' public records an employee saved to their own list.

export interface DiscoverySaveTable {
  id: Generated<number>
  employee_id: number
  record_id: number
  created_at: string
}

export interface DiscoveryTables {
  discovery_saves: DiscoverySaveTable
}
