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

/** Mutation keys of the queued writes (mentor-mutations.ts registers their defaults). */
export const mentorMutationKeys = {
  book: ['mentor', 'book'] as const,
}

/** The outbox resource of bookings with one mentor: they arrive in the order made. */
export const bookingResource = (mentorId: number) => `mentor-booking:${mentorId}`
export const BOOKING_RESOURCE_PREFIX = 'mentor-booking:'
