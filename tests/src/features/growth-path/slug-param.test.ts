import { expect, it } from 'vitest'
import * as z from 'zod/mini'
import { growthPathSlug } from '@/contract/growth-path'
import { growthPathSlugParam, itemIdInPlaceOfSlug } from '@/features/growth-path/slug-param'

const samples = ['analis-data', 'k3', 'a', 'x'.repeat(80), 'x'.repeat(81), '', 'Analis-Data', 'analis--data', '-analis', 'analis-', 'analis data', 'analis_data', '12-kepemimpinan-dasar', 'é', '12345', '12-34', '0', '007']

it('accepts exactly the slugs the contract accepts', () => {
  for (const sample of samples) expect(z.safeParse(growthPathSlugParam, sample).success, sample).toBe(z.safeParse(growthPathSlug, sample).success)
})

it('reads a number in place of the slug as an item id, and nothing is both', () => {
  expect(samples.filter((s) => z.safeParse(itemIdInPlaceOfSlug, s).success)).toEqual(['12345'])
  for (const sample of samples) expect(z.safeParse(growthPathSlugParam, sample).success && z.safeParse(itemIdInPlaceOfSlug, sample).success, sample).toBe(false)
})
