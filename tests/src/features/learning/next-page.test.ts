import { describe, expect, it } from 'vitest'
import { NEXT_PAGE_KEY, rememberLearningPath } from '@/features/learning/next-page'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

describe('learning next_page rule (spec section 2)', () => {
  it('stores the requested path inside the learning section, with its query', () => {
    const storage = memoryStorage()
    rememberLearningPath('/learning/videos/12', '?q=rapat', storage)
    expect(storage.data.get(NEXT_PAGE_KEY)).toBe('videos/12?q=rapat')
    rememberLearningPath('/learning/', '', storage)
    expect(storage.data.get(NEXT_PAGE_KEY)).toBe('')
  })

  it('goes on without storage', () => {
    const broken = { setItem: () => { throw new Error('quota') } }
    expect(() => rememberLearningPath('/learning/course', '', broken)).not.toThrow()
  })
})
