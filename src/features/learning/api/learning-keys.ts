import type { LearningListQuery } from '@/contract/learning-common'
import type { InclassListQuery } from '@/contract/learning-inclass'

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
    /** The id of the package a plain slug names (/learning/course/{slug}). */
    bySlug: (slug: string) => ['learning', 'packages', 'slug', slug] as const,
    contents: (id: number) => ['learning', 'packages', 'contents', id] as const,
  },
  inclass: {
    all: ['learning', 'inclass'] as const,
    list: (query: InclassListQuery) => ['learning', 'inclass', 'list', query] as const,
    today: () => ['learning', 'inclass', 'today'] as const,
    detail: (id: number) => ['learning', 'inclass', 'detail', id] as const,
  },
  channels: {
    all: ['learning', 'channels'] as const,
    list: () => ['learning', 'channels', 'list'] as const,
    detail: (id: number) => ['learning', 'channels', 'detail', id] as const,
    specials: () => ['learning', 'channels', 'specials'] as const,
  },
  catalogs: {
    all: ['learning', 'catalogs'] as const,
    list: () => ['learning', 'catalogs', 'list'] as const,
    detail: (id: number) => ['learning', 'catalogs', 'detail', id] as const,
    courses: (id: number, query: LearningListQuery) => ['learning', 'catalogs', 'courses', id, query] as const,
  },
  progress: {
    all: ['learning', 'progress'] as const,
    videoHistories: (page: number) => ['learning', 'progress', 'video-histories', page] as const,
    packageHistories: (page: number) => ['learning', 'progress', 'package-histories', page] as const,
    summary: () => ['learning', 'progress', 'summary'] as const,
  },
}
