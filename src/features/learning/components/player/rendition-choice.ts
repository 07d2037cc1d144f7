import type { RenditionQuality, VideoRendition } from '@/contract/learning-video'

// Which of a video's renditions the player plays (decision 030). Pure, so every case is tested
// without a browser; `use-rendition-choice.ts` feeds it the device's facts.

/** What the Network Information API says, where the browser has it (Chromium); absent elsewhere. */
export interface ConnectionHint {
  effectiveType?: string
  saveData?: boolean
}

/** 'auto' until the user picks a quality by hand on this device. */
export type QualityPreference = RenditionQuality | 'auto'

export type ChoiceReason =
  /** The user picked it by hand. */
  | 'chosen'
  /** Saved for offline: played from the device, costs no data. */
  | 'saved'
  /** Offline (or the network file failed to load), and this is the copy saved on the device. */
  | 'offline-saved'
  /** The connection says it is slow (slow-2g, 2g, 3g). */
  | 'slow'
  /** The user asked the browser to save data. */
  | 'save-data'
  /** Neither: the standard file. */
  | 'default'

export interface RenditionChoice {
  rendition: VideoRendition
  reason: ChoiceReason
}

export interface ChoiceInput {
  renditions: readonly VideoRendition[]
  preference: QualityPreference
  connection: ConnectionHint | null | undefined
  online: boolean
  /** URLs of media saved on this device for the signed-in user. */
  savedUrls: ReadonlySet<string>
}

const slowTypes = new Set(['slow-2g', '2g', '3g'])

/** Why the connection asks for the smaller file; null when it does not (or the API is absent). */
export function slowReason(connection: ConnectionHint | null | undefined): 'slow' | 'save-data' | null {
  if (connection?.saveData === true) return 'save-data'
  return connection?.effectiveType !== undefined && slowTypes.has(connection.effectiveType) ? 'slow' : null
}

/** The rendition of `quality`, else the nearest one there is (the other quality). */
function pick(renditions: readonly VideoRendition[], quality: RenditionQuality): VideoRendition | undefined {
  return renditions.find((r) => r.quality === quality) ?? (quality === 'low' ? renditions[0] : renditions.at(-1))
}

/**
 * The rendition to play, in this order:
 * 1. offline with a saved copy: the saved one (the preferred quality if both are saved, else the standard);
 * 2. a quality the user picked by hand;
 * 3. a saved copy (free and instant), the standard one if both are;
 * 4. the low one when the connection is slow or asks to save data;
 * 5. the standard one (also when the browser has no Network Information API).
 * Null when the video has no renditions (the player then plays `video_url`).
 */
export function chooseRendition({ renditions, preference, connection, online, savedUrls }: ChoiceInput): RenditionChoice | null {
  if (renditions.length === 0) return null
  const saved = renditions.filter((r) => savedUrls.has(r.url))
  const savedOne = () => (preference !== 'auto' ? saved.find((r) => r.quality === preference) : undefined) ?? pick(saved, 'standard')!
  if (!online && saved.length > 0) return { rendition: savedOne(), reason: 'offline-saved' }
  if (preference !== 'auto') return { rendition: pick(renditions, preference)!, reason: 'chosen' }
  if (saved.length > 0) return { rendition: savedOne(), reason: 'saved' }
  const slow = slowReason(connection)
  if (slow) return { rendition: pick(renditions, 'low')!, reason: slow }
  return { rendition: pick(renditions, 'standard')!, reason: 'default' }
}

/**
 * What 'Simpan untuk offline' saves: the rendition the user would play online with nothing saved
 * yet — their own pick, else the small one on a slow or data-saving connection, else the standard.
 */
export function renditionToSave(input: Omit<ChoiceInput, 'online' | 'savedUrls'>): VideoRendition | null {
  return chooseRendition({ ...input, online: true, savedUrls: new Set() })?.rendition ?? null
}

/** A device setting (not per user), like the offline budget: it is about this device's connection. */
export const QUALITY_STORAGE_KEY = 'tumbuh.video.quality'

export function readQualityPreference(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): QualityPreference {
  try {
    const value = storage?.getItem(QUALITY_STORAGE_KEY)
    return value === 'low' || value === 'standard' ? value : 'auto'
  } catch {
    return 'auto'
  }
}

/** Remembers the pick; 'auto' forgets it. */
export function writeQualityPreference(preference: QualityPreference, storage: Pick<Storage, 'setItem' | 'removeItem'> = globalThis.localStorage): void {
  try {
    if (preference === 'auto') storage.removeItem(QUALITY_STORAGE_KEY)
    else storage.setItem(QUALITY_STORAGE_KEY, preference)
  } catch {
    // Storage refused (private mode, full): the pick holds for this page only.
  }
}
