// Apart from the query keys: register.ts runs before the first screen, and this is all it needs.

/** Mutation keys of the queued writes (mentor-mutations.ts registers their defaults). */
export const mentorMutationKeys = {
  book: ['mentor', 'book'] as const,
}

/** The outbox resource of bookings with one mentor: they arrive in the order made. */
export const bookingResource = (mentorId: number) => `mentor-booking:${mentorId}`
export const BOOKING_RESOURCE_PREFIX = 'mentor-booking:'
