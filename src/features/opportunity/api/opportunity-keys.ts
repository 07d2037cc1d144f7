import type { OpportunityListQuery } from '@/contract/opportunity'

/** Query keys of the opportunity area: one factory, so writes refresh exactly what they change. */
export const opportunityKeys = {
  all: ['opportunity'] as const,
  list: (query: OpportunityListQuery) => ['opportunity', 'list', query] as const,
  lists: () => ['opportunity', 'list'] as const,
  detail: (slug: string) => ['opportunity', 'detail', slug] as const,
  /** The signed-in user's own applications; HR's openings and applicants. */
  applications: () => ['opportunity', 'applications'] as const,
  hrOpenings: () => ['opportunity', 'hr', 'openings'] as const,
  hrApplicants: (openingId: number) => ['opportunity', 'hr', 'applicants', openingId] as const,
}
