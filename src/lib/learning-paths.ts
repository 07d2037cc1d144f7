import type { CourseKind } from '@/contract/learning-common'

/**
 * The page of a learning item, as `<Link to params>` props, for features outside the learning
 * area (home, activity) that may not import it. The package rule is the one of
 * src/features/learning/api/package-slug.ts (`{id}-{slug}`); keep the two equal.
 */
export type LearningItemLink =
  | { to: '/learning/videos/$id'; params: { id: number } }
  | { to: '/learning/course/$slug'; params: { slug: string } }
  | { to: '/learning/inclass/$id'; params: { id: number } }

export function learningItemLink(item: { kind: CourseKind; id: number; slug: string }): LearningItemLink {
  if (item.kind === 'package') return { to: '/learning/course/$slug', params: { slug: `${item.id}-${item.slug}` } }
  if (item.kind === 'inclass') return { to: '/learning/inclass/$id', params: { id: item.id } }
  return { to: '/learning/videos/$id', params: { id: item.id } }
}
