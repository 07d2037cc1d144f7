import { useId } from 'react'
import { format } from '@/lib/i18n/id'
import type { VideoRendition } from '@/contract/learning-video'
import { formatBytes } from '@/features/learning/offline/saved-media-budget'
import { learningTexts } from '../../texts'
import type { QualityPreference } from './rendition-choice'
import type { RenditionState } from './use-rendition-choice'
import styles from './video-player.module.css'

const t = learningTexts.quality

/** '180p · 45,8 KB' (or '180p' when the size is unknown). */
export const renditionDetail = (r: VideoRendition) => (r.bytes === null ? `${r.height}p` : format(t.detail, { height: r.height, size: formatBytes(r.bytes) }))

/**
 * 'Kualitas video: Otomatis / Hemat data / Standar' as a radio group (arrow keys move between
 * them, the screen reader reads the group's name), with what is playing and why below it.
 */
export function QualityControl({ state }: { state: RenditionState }) {
  const name = useId()
  const noteId = useId()
  const { renditions, preference, setPreference, choice } = state
  const options: Array<{ value: QualityPreference; label: string; detail?: string }> = [
    { value: 'auto', label: t.auto },
    ...renditions.map((r) => ({ value: r.quality, label: t[r.quality], detail: renditionDetail(r) })),
  ]
  return (
    <fieldset className={styles.quality} aria-describedby={noteId} data-testid="video-quality">
      <legend className={styles.qualityLegend}>{t.legend}</legend>
      <div className={styles.qualityOptions}>
        {options.map((o) => (
          <label key={o.value} className={styles.qualityOption}>
            <input type="radio" name={name} value={o.value} checked={preference === o.value} onChange={() => setPreference(o.value)} />
            <span className={styles.qualityLabel}>{o.label}</span>
            {o.detail && <span className={styles.qualityDetail}>{o.detail}</span>}
          </label>
        ))}
      </div>
      <p id={noteId} className={styles.qualityNote} role="status">
        {choice && `${format(t.playing, { quality: t[choice.rendition.quality], height: choice.rendition.height })} ${t.reasons[choice.reason]}`}
      </p>
    </fieldset>
  )
}
