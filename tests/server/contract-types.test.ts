import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { endpoint, fillPath, toRouterPath, type BodyOf, type ParamsOf, type QueryOf } from '../../src/contract/endpoint'
import { expect } from 'vitest'

const withInput = endpoint({
  method: 'POST',
  path: '/api/v2/things/{id}',
  group: 'learningV2',
  access: 'user',
  summary: 'test',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ page: z.coerce.number().default(1) }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
})
const withoutInput = endpoint({ method: 'GET', path: '/api/x', group: 'platform', access: 'public', summary: 't', response: z.object({}) })

describe('contract helpers', () => {
  it('infers validated inputs when an endpoint declares them, undefined when it does not', () => {
    expectTypeOf<ParamsOf<typeof withInput>>().toEqualTypeOf<{ id: number }>()
    expectTypeOf<QueryOf<typeof withInput>>().toEqualTypeOf<{ page: number }>()
    expectTypeOf<BodyOf<typeof withInput>>().toEqualTypeOf<{ name: string }>()
    expectTypeOf<ParamsOf<typeof withoutInput>>().toEqualTypeOf<undefined>()
    expectTypeOf<BodyOf<typeof withoutInput>>().toEqualTypeOf<undefined>()
  })

  it('turns spec paths into router paths and fills them with encoded values', () => {
    expect(toRouterPath('/api/v2/users/{id}/activities/{kind}')).toBe('/api/v2/users/:id/activities/:kind')
    expect(fillPath('/api/growthpath/{slug}', { slug: 'a b/c' })).toBe('/api/growthpath/a%20b%2Fc')
    expect(() => fillPath('/api/mentor/{id}', {})).toThrow(/Missing path parameter "id"/)
  })
})
