import { describe, expect, it } from 'vitest'
import type { VideoRendition } from '@/contract/learning-video'
import {
  chooseRendition,
  QUALITY_STORAGE_KEY,
  readQualityPreference,
  renditionToSave,
  slowReason,
  writeQualityPreference,
  type ChoiceInput,
} from '@/features/learning/components/player/rendition-choice'

const low: VideoRendition = { quality: 'low', url: '/media/clip-1-low.webm', mime_type: 'video/webm', width: 320, height: 180, bytes: 46_892 }
const standard: VideoRendition = { quality: 'standard', url: '/media/clip-1.webm', mime_type: 'video/webm', width: 640, height: 360, bytes: 136_474 }
const both = [low, standard]

const input = (patch: Partial<ChoiceInput> = {}): ChoiceInput => ({
  renditions: both,
  preference: 'auto',
  connection: undefined,
  online: true,
  savedUrls: new Set(),
  ...patch,
})
const chosen = (patch: Partial<ChoiceInput> = {}) => {
  const choice = chooseRendition(input(patch))
  return choice && [choice.rendition.quality, choice.reason]
}

describe('choosing a rendition', () => {
  it('takes the small file on a slow connection: slow-2g, 2g and 3g', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(chosen({ connection: { effectiveType } })).toEqual(['low', 'slow'])
  })

  it('takes the standard file on 4g, and when the browser has no Network Information API', () => {
    expect(chosen({ connection: { effectiveType: '4g', saveData: false } })).toEqual(['standard', 'default'])
    expect(chosen({ connection: undefined })).toEqual(['standard', 'default'])
    expect(chosen({ connection: null })).toEqual(['standard', 'default'])
    // A browser that has the object but not the field says nothing about speed.
    expect(chosen({ connection: {} })).toEqual(['standard', 'default'])
  })

  it('takes the small file when the user asked the browser to save data, whatever the speed', () => {
    expect(chosen({ connection: { effectiveType: '4g', saveData: true } })).toEqual(['low', 'save-data'])
    expect(slowReason({ saveData: true, effectiveType: '2g' })).toBe('save-data')
    expect(slowReason({ effectiveType: '4g' })).toBeNull()
  })

  it('follows the user’s own pick over the connection, both ways', () => {
    expect(chosen({ preference: 'standard', connection: { effectiveType: '2g' } })).toEqual(['standard', 'chosen'])
    expect(chosen({ preference: 'low', connection: { effectiveType: '4g' } })).toEqual(['low', 'chosen'])
    expect(chosen({ preference: 'low', connection: { saveData: true } })).toEqual(['low', 'chosen'])
  })

  it('plays a saved copy online when the user has not picked, since it costs no data', () => {
    expect(chosen({ savedUrls: new Set([low.url]), connection: { effectiveType: '4g' } })).toEqual(['low', 'saved'])
    expect(chosen({ savedUrls: new Set([standard.url]), connection: { effectiveType: '3g' } })).toEqual(['standard', 'saved'])
    expect(chosen({ savedUrls: new Set([low.url, standard.url]) })).toEqual(['standard', 'saved'])
    // A hand pick online wins over the saved copy (the other file is fetched).
    expect(chosen({ savedUrls: new Set([low.url]), preference: 'standard' })).toEqual(['standard', 'chosen'])
  })

  it('offline, plays whichever rendition was saved, even against the user’s pick', () => {
    expect(chosen({ online: false, savedUrls: new Set([low.url]), preference: 'standard' })).toEqual(['low', 'offline-saved'])
    expect(chosen({ online: false, savedUrls: new Set([standard.url]), preference: 'low', connection: { effectiveType: '2g' } })).toEqual([
      'standard',
      'offline-saved',
    ])
    // Both saved: the pick, else the standard one.
    expect(chosen({ online: false, savedUrls: new Set([low.url, standard.url]), preference: 'low' })).toEqual(['low', 'offline-saved'])
    expect(chosen({ online: false, savedUrls: new Set([low.url, standard.url]) })).toEqual(['standard', 'offline-saved'])
    // Another video's saved file does not count.
    expect(chosen({ online: false, savedUrls: new Set(['/media/clip-2-low.webm']), connection: { effectiveType: '3g' } })).toEqual(['low', 'slow'])
  })

  it('falls back to the quality there is, and gives nothing when the video has no renditions', () => {
    expect(chosen({ renditions: [standard], connection: { effectiveType: '2g' } })).toEqual(['standard', 'slow'])
    expect(chosen({ renditions: [low], preference: 'standard' })).toEqual(['low', 'chosen'])
    expect(chooseRendition(input({ renditions: [] }))).toBeNull()
  })

  it('saves for offline what the user would play online: their pick, else the small file on a slow link', () => {
    expect(renditionToSave({ renditions: both, preference: 'auto', connection: { effectiveType: '3g' } })).toBe(low)
    expect(renditionToSave({ renditions: both, preference: 'auto', connection: undefined })).toBe(standard)
    expect(renditionToSave({ renditions: both, preference: 'standard', connection: { effectiveType: '2g' } })).toBe(standard)
    expect(renditionToSave({ renditions: [], preference: 'auto', connection: undefined })).toBeNull()
  })
})

describe('the remembered pick', () => {
  const memory = () => {
    const map = new Map<string, string>()
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    }
  }

  it('is kept per device, and forgotten when the user goes back to automatic', () => {
    const storage = memory()
    expect(readQualityPreference(storage)).toBe('auto')
    writeQualityPreference('low', storage)
    expect(storage.map.get(QUALITY_STORAGE_KEY)).toBe('low')
    expect(readQualityPreference(storage)).toBe('low')
    writeQualityPreference('auto', storage)
    expect(storage.map.has(QUALITY_STORAGE_KEY)).toBe(false)
    expect(readQualityPreference(storage)).toBe('auto')
  })

  it('reads anything else, or a storage that refuses, as automatic', () => {
    const storage = memory()
    storage.map.set(QUALITY_STORAGE_KEY, 'hd')
    expect(readQualityPreference(storage)).toBe('auto')
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readQualityPreference(refusing)).toBe('auto')
    expect(readQualityPreference(undefined)).toBe('auto')
  })
})
