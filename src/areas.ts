import type { QueryClient } from '@tanstack/react-query'
import { registerLearning } from '@/features/learning/register'
import { registerQuiz } from '@/features/quiz/register'
import { registerGrowthPath } from '@/features/growth-path/register'
import { registerNotification } from '@/features/notification/register'
import { registerMentor } from '@/features/mentor/register'
import { registerOpportunity } from '@/features/opportunity/register'
import { registerDiscovery } from '@/features/discovery/register'
import { registerPersonalization } from '@/features/personalization/register'
import { registerStudy } from '@/features/study/register'

/**
 * Every area that has something to register before the first screen (queued mutations, per-user
 * resets): one line each. main.tsx runs them before the persisted cache is restored.
 * docs/ARCHITECTURE.md, "Adding an area".
 */
export const areaRegistrations: readonly ((queryClient: QueryClient) => void)[] = [registerLearning, registerQuiz, registerGrowthPath, registerNotification, registerMentor, registerOpportunity, registerDiscovery, registerPersonalization, registerStudy]
