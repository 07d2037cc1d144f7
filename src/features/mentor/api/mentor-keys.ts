import type { MentorListQuery, SessionListQuery } from '@/contract/mentor'

/** Query keys of the mentor area: one factory, so writes refresh exactly what they change. */
export const mentorKeys = {
  all: ['mentor'] as const,
  list: (query: MentorListQuery) => ['mentor', 'list', query] as const,
  popular: () => ['mentor', 'popular'] as const,
  detail: (id: number) => ['mentor', 'detail', id] as const,
  slots: (id: number, days: number) => ['mentor', 'slots', id, days] as const,
  slotsOf: (id: number) => ['mentor', 'slots', id] as const,
  /** The signed-in user's own: their mentor profile (or null) and their sessions. */
  mine: () => ['mentor', 'mine'] as const,
  sessions: (query: SessionListQuery) => ['mentor', 'sessions', query] as const,
  allSessions: () => ['mentor', 'sessions'] as const,
}
