import { describe, expect, it } from 'vitest'
import { isPackageSlug, packageIdOf, packageSlugParam } from '@/lib/learning-paths'

describe('/learning/course/{slug}', () => {
  it('reads the id of `{id}-{words}` links (the app’s own and older ones) and of a bare id', () => {
    expect(packageIdOf(packageSlugParam({ id: 12, slug: 'dasar-kepemimpinan' }))).toBe(12)
    expect(packageIdOf('7')).toBe(7)
    expect(isPackageSlug('12-dasar-kepemimpinan')).toBe(false)
  })

  it('takes a plain slug (the spec’s parameter) as a slug, and refuses what is neither', () => {
    expect(packageIdOf('dasar-kepemimpinan')).toBeNull()
    expect(isPackageSlug('dasar-kepemimpinan')).toBe(true)
    expect(isPackageSlug('k3-dasar')).toBe(true)
    for (const bad of ['Dasar-Kepemimpinan', 'dasar--kepemimpinan', '-dasar', 'dasar kepemimpinan', '', 'a'.repeat(121)]) {
      expect(isPackageSlug(bad), bad).toBe(false)
      expect(packageIdOf(bad), bad).toBeNull()
    }
  })
})
