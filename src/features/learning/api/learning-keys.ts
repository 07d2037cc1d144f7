import type { LearningListQuery } from '@/contract/learning-common'

/**
 * Query keys of the learning area, one factory so invalidation and optimistic updates hit exactly
 * the queries they mean. Lists are keyed by their normalized query (see list-query.ts).
 */
export const learningKeys = {
  all: ['learning'] as const,
  videos: {
    all: ['learning', 'videos'] as const,
    list: (query: LearningListQuery) => ['learning', 'videos', 'list', query] as const,
    detail: (id: number) => ['learning', 'videos', 'detail', id] as const,
    recommendations: (id: number) => ['learning', 'videos', 'recommendations', id] as const,
    comments: (id: number) => ['learning', 'videos', 'comments', id] as const,
  },
  packages: {
    all: ['learning', 'packages'] as const,
    list: (query: LearningListQuery) => ['learning', 'packages', 'list', query] as const,
    detail: (id: number) => ['learning', 'packages', 'detail', id] as const,
    contents: (id: number) => ['learning', 'packages', 'contents', id] as const,
  },
  progress: {
    all: ['learning', 'progress'] as const,
    videoHistories: (page: number) => ['learning', 'progress', 'video-histories', page] as const,
    packageHistories: (page: number) => ['learning', 'progress', 'package-histories', page] as const,
    summary: () => ['learning', 'progress', 'summary'] as const,
  },
}
