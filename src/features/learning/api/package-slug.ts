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
