import { useMemo, useState } from 'react'
import type { VideoRendition } from '@/contract/learning-video'
import { useOnline } from '@/components/outbox/use-online'
import { useSavedMedia } from '@/features/learning/offline/saved-media-store'
import {
  chooseRendition,
  readQualityPreference,
  renditionToSave,
  writeQualityPreference,
  type ConnectionHint,
  type QualityPreference,
  type RenditionChoice,
} from './rendition-choice'

export interface RenditionState {
  renditions: readonly VideoRendition[]
  preference: QualityPreference
  setPreference: (preference: QualityPreference) => void
  /** Null when the video has no renditions, or until the saved media are read (so the wrong file is not fetched first). */
  choice: RenditionChoice | null
  /** What 'Simpan untuk offline' saves. */
  toSave: VideoRendition | null
  /** The player could not load `url`: from then on this page plays a saved copy if there is one. */
  sourceFailed: (url: string) => void
}

/** navigator.connection where the browser has it (Chromium, Android WebView); undefined elsewhere. */
function readConnection(): ConnectionHint | undefined {
  const connection = (globalThis.navigator as (Navigator & { connection?: ConnectionHint }) | undefined)?.connection
  return connection ? { effectiveType: connection.effectiveType, saveData: connection.saveData } : undefined
}

/**
 * The device's facts for `chooseRendition`: the user's pick (remembered in this browser), the
 * connection as it was when the page opened (read once: a change of network does not switch the
 * file under a playing video), whether the browser is online, and the user's saved media.
 */
export function useRenditionChoice(renditions: readonly VideoRendition[]): RenditionState {
  const [preference, setPreferenceState] = useState<QualityPreference>(() => readQualityPreference())
  const [connection] = useState(readConnection)
  const online = useOnline()
  // navigator.onLine says true on a network without internet (or a captive portal): a file that
  // fails to load counts as being offline too, so a saved copy takes over.
  const [failed, setFailed] = useState(false)
  const saved = useSavedMedia()
  const savedUrls = useMemo(() => new Set(saved.items.flatMap((item) => item.media.map((m) => m.url))), [saved.items])
  const choice = saved.ready ? chooseRendition({ renditions, preference, connection, online: online && !failed, savedUrls }) : null
  const toSave = renditionToSave({ renditions, preference, connection })
  const setPreference = (next: QualityPreference) => {
    writeQualityPreference(next)
    setPreferenceState(next)
  }
  const sourceFailed = (url: string) => {
    if (!savedUrls.has(url)) setFailed(true)
  }
  return { renditions, preference, setPreference, choice, toSave, sourceFailed }
}
