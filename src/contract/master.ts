import * as z from 'zod/mini'
import { dataOf, namedItem } from './common'
import { endpoint, offlineReadable } from './endpoint'

function list(path: string, summary: string): ReturnType<typeof listOf<typeof namedItem>>
function list<T extends z.ZodMiniType>(path: string, summary: string, item: T): ReturnType<typeof listOf<T>>
function list(path: string, summary: string, item: z.ZodMiniType = namedItem) {
  return listOf(path, summary, item)
}

function listOf<T extends z.ZodMiniType>(path: string, summary: string, item: T) {
  return endpoint({ method: 'GET', path, group: 'master', access: 'public', summary, response: dataOf(z.array(item)) })
}

export const companyLocationSchema = z.extend(namedItem, { city: z.string() })

export const masterApi = {
  growthPathCategories: list('/api/master/growthpath-category', 'Growth-path categories'),
  growthPathSkills: offlineReadable(list('/api/master/growthpath-skill/all', 'All growth-path skills')),
  courseCategories: offlineReadable(list('/api/master/category/course', 'Learning (course) categories')),
  employeeStatuses: list('/api/master/employee-status', 'Employee statuses used by job opportunities'),
  businessUnits: list('/api/master/business-unit', 'Business units of the group'),
  companyLocations: list('/api/master/company-location', 'Company locations', companyLocationSchema),
}
