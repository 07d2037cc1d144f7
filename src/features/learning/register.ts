import type { QueryClient } from '@tanstack/react-query'
import { registerProgressMutations } from './api/progress-mutations'

/** What the learning area needs before the first screen: its queued progress writes. */
export function registerLearning(queryClient: QueryClient): void {
  registerProgressMutations(queryClient)
}
