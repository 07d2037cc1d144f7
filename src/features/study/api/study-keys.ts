// Apart from the queries: register.ts runs before the first screen, and this is all it needs.

export type HistoryKind = 'videos' | 'packages' | 'inclasses'

/** Query keys of the study area (the learning tab of /activity): the signed-in user's own study data. */
export const studyKeys = {
  all: ['study'] as const,
  statistics: (days: number) => ['study', 'statistics', days] as const,
  calendar: (year: number, month: number) => ['study', 'calendar', year, month] as const,
  summary: () => ['study', 'summary'] as const,
  favorites: () => ['study', 'favorite-categories'] as const,
  rank: () => ['study', 'rank'] as const,
  history: (kind: HistoryKind) => ['study', 'history', kind] as const,
}
