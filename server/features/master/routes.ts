import type { FastifyInstance } from 'fastify'
import { masterApi } from '../../../src/contract/master'
import { listCompanyLocations, listNamed } from '../../db/repositories/master-repository'
import type { NamedTableName } from '../../db/schema/master'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** Which table answers each named master list of the contract. */
const namedListTables = {
  growthPathCategories: 'growth_path_categories',
  growthPathSkills: 'growth_path_skills',
  courseCategories: 'learning_categories',
  employeeStatuses: 'employee_statuses',
  businessUnits: 'business_units',
} as const satisfies Partial<Record<keyof typeof masterApi, NamedTableName>>

export async function masterRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  for (const [key, table] of Object.entries(namedListTables) as [keyof typeof namedListTables, NamedTableName][]) {
    registerEndpoint(app, masterApi[key], async () => ({ data: await listNamed(db, table) }))
  }
  registerEndpoint(app, masterApi.companyLocations, async () => ({ data: await listCompanyLocations(db) }))
}
