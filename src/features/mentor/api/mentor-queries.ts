import { queryOptions } from '@tanstack/react-query'
import { mentorApi, type MentorListQuery, type SessionListQuery } from '@/contract/mentor'
import { callApi } from '@/lib/api/client'
import { paginatedQuery } from '@/lib/query/paginated-query'
import { mentorKeys } from './mentor-keys'

// Every read is persisted: a learner offline still finds a mentor, their page and the hours seen
// last (the booking waits in the outbox and the server decides), and their own sessions.

const persisted = { meta: { persist: true } } as const

export const mentorQueries = {
  list: (query: MentorListQuery) => paginatedQuery({ queryKey: mentorKeys.list(query), endpoint: mentorApi.list, query, staleTime: 60_000 }),
  popular: () =>
    queryOptions({
      queryKey: mentorKeys.popular(),
      queryFn: ({ signal }) => callApi(mentorApi.popular, { query: { limit: 6 }, signal }),
      staleTime: 5 * 60_000,
      ...persisted,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: mentorKeys.detail(id),
      queryFn: ({ signal }) => callApi(mentorApi.detail, { params: { id }, signal }),
      staleTime: 30_000,
      ...persisted,
    }),
  /** Free hours for `days` days from today (Jakarta); fresh for a short while, since others book them. */
  slots: (id: number, days: number) =>
    queryOptions({
      queryKey: mentorKeys.slots(id, days),
      queryFn: ({ signal }) => callApi(mentorApi.slots, { params: { id }, query: { days }, signal }),
      staleTime: 15_000,
      ...persisted,
    }),
  mine: () =>
    queryOptions({
      queryKey: mentorKeys.mine(),
      queryFn: ({ signal }) => callApi(mentorApi.mine, { signal }),
      staleTime: 60_000,
      ...persisted,
    }),
  sessions: (query: SessionListQuery) => paginatedQuery({ queryKey: mentorKeys.sessions(query), endpoint: mentorApi.sessions, query, staleTime: 15_000 }),
}
