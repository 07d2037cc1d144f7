import type { CourseKind } from '@/contract/learning-common'

/**
 * The {slug} of /learning/course/{slug}: the package's id and slug, `12-dasar-kepemimpinan`. The
 * API finds a package by id; the words keep the address readable and stable if a title changes.
 */
export function packageSlugParam(pkg: { id: number; slug: string }): string {
  return `${pkg.id}-${pkg.slug}`
}

/** The package id of a {slug} parameter; null when it does not start with one. */
export function packageIdOf(slug: string): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(slug)
  const value = match ? Number(match[1]) : 0
  return value > 0 ? value : null
}

/**
 * A plain package slug (`dasar-kepemimpinan`), the spec's {slug}: lower-case words joined by hyphens
 * with at least one letter, so `{id}-{words}` and a bare id stay ids.
 */
export function isPackageSlug(slug: string): boolean {
  return slug.length <= 120 && packageIdOf(slug) === null && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
}

/** The page of a learning item, as `<Link to params>` props (cards of every area link the same way). */
export type LearningItemLink =
  | { to: '/learning/videos/$id'; params: { id: number } }
  | { to: '/learning/course/$slug'; params: { slug: string } }
  | { to: '/learning/inclass/$id'; params: { id: number } }

export function learningItemLink(item: { kind: CourseKind; id: number; slug: string }): LearningItemLink {
  if (item.kind === 'package')
    return {
      to: '/learning/course/$slug',
      params: { slug: packageSlugParam(item) },
    }
  if (item.kind === 'inclass') return { to: '/learning/inclass/$id', params: { id: item.id } }
  return { to: '/learning/videos/$id', params: { id: item.id } }
}
