import { expect, it } from 'vitest'
import * as z from 'zod/mini'
import { growthPathSlug } from '@/contract/growth-path'
import { growthPathSlugParam } from '@/features/growth-path/slug-param'

it('accepts exactly the slugs the contract accepts', () => {
  const samples = ['analis-data', 'k3', 'a', 'x'.repeat(80), 'x'.repeat(81), '', 'Analis-Data', 'analis--data', '-analis', 'analis-', 'analis data', 'analis_data', '12-kepemimpinan-dasar', 'é']
  for (const sample of samples) expect(z.safeParse(growthPathSlugParam, sample).success, sample).toBe(z.safeParse(growthPathSlug, sample).success)
})
