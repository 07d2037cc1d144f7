import { proxy } from 'valtio'
import type { NamedItem } from '@/contract/common'
import { reportError } from '@/lib/errors/error-reporter'

/**
 * The master lists (spec section 3: growthPathSkill, learningCategories, learningUnits; the
 * learning filters add professions, topics and fields). Fetched once and kept; a list is fetched
 * again only while it is empty (spec section 4).
 */
export interface MasterState {
  growthPathSkill: NamedItem[]
  learningCategories: NamedItem[]
  learningUnits: NamedItem[]
  professions: NamedItem[]
  topics: NamedItem[]
  fields: NamedItem[]
}

export type MasterListName = keyof MasterState

export const masterStore = proxy<MasterState>({
  growthPathSkill: [],
  learningCategories: [],
  learningUnits: [],
  professions: [],
  topics: [],
  fields: [],
})

export type MasterLoaders = Record<MasterListName, () => Promise<NamedItem[]>>

const inFlight = new Map<MasterListName, Promise<void>>()

/**
 * Makes sure `name` is loaded: a list that has entries is not fetched again; two callers at once
 * share one call. A failure is reported and leaves the list empty, so a later call tries again.
 */
export function ensureMasterList(name: MasterListName, loaders: MasterLoaders): Promise<void> {
  if (masterStore[name].length > 0) return Promise.resolve()
  const running = inFlight.get(name)
  if (running) return running
  const load = loaders[name]()
    .then((items) => {
      masterStore[name] = items
    })
    .catch((error: unknown) => reportError(error, { source: `master:${name}` }))
    .finally(() => inFlight.delete(name))
  inFlight.set(name, load)
  return load
}

/** Test helper and logout: empty every list. */
export function resetMasterStore(): void {
  for (const name of Object.keys(masterStore) as MasterListName[]) masterStore[name] = []
  inFlight.clear()
}
