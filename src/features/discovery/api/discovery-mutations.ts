import type { QueryClient } from '@tanstack/react-query'
import { registerRecordMutations } from './record-mutations'
import { registerSaveMutations } from './save-mutations'

/** Every queued write of the area (register.ts loads this at the first one). */
export function registerDiscoveryMutations(queryClient: QueryClient): void {
  registerRecordMutations(queryClient)
  registerSaveMutations(queryClient)
}
