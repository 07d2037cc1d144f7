import { catalogApi } from '@/contract/learning-catalog'
import { learningV1Api } from '@/contract/learning-v1'
import { masterApi } from '@/contract/master'
import { callApi } from '@/lib/api/client'
import type { MasterLoaders } from '@/stores/master-store'

/** Where each master list comes from (spec section 7: master data.data, learning API v1/v2 data). */
export const masterLoaders: MasterLoaders = {
  growthPathSkill: () => callApi(masterApi.growthPathSkills, {}).then((r) => r.data),
  learningCategories: () => callApi(masterApi.courseCategories, {}).then((r) => r.data),
  learningUnits: () => callApi(catalogApi.units, {}).then((r) => r.data),
  professions: () => callApi(learningV1Api.professions, {}).then((r) => r.data),
  topics: () => callApi(learningV1Api.topics, {}).then((r) => r.data),
  fields: () => callApi(learningV1Api.fields, {}).then((r) => r.data),
}
