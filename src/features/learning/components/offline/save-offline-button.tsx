import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { savedItemKey, type SaveRequest } from '@/features/learning/offline/saved-media'
import { formatBytes } from '@/features/learning/offline/saved-media-budget'
import { cancelSave, isSaveSupported, removeSavedItem, startSave, useSavedMedia } from '@/features/learning/offline/saved-media-store'
import { DownloadIcon, SavedIcon } from './offline-icons'
import styles from './offline.module.css'

const t = learningTexts.offline

/**
 * 'Simpan untuk offline' (a video) or 'Simpan paket untuk offline' (every video material of a
 * package): progress while it downloads, the space it takes once saved, and removal.
 */
export function SaveOfflineButton({ request, hint }: { request: SaveRequest; hint?: string }) {
  const saved = useSavedMedia()
  if (!isSaveSupported() || request.media.length === 0) return null
  const key = savedItemKey(request.kind, request.id)
  const item = saved.items.find((i) => i.key === key)
  const download = saved.downloads[key]
  const error = saved.errors[key]
  const removing = saved.removing[key] === true
  const percent = download && download.total > 0 ? Math.min(100, Math.floor((download.loaded / download.total) * 100)) : null
  const status = download
    ? format(t.saving, { percent: percent ?? formatBytes(download.loaded) })
    : item && saved.ready
      ? format(t.saved, { size: formatBytes(item.bytes) })
      : ''

  return (
    <div className={styles.save} data-testid="save-offline">
      <div className={styles.row}>
        {/* Always in the page, so assistive technology hears progress and the saved size as they change. */}
        <p role="status" aria-live="polite" className={`${styles.status} ${styles.savedText}`}>
          {item && !download && <SavedIcon className={styles.icon} />}
          {status}
        </p>
        {download ? (
          <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => cancelSave(key)}>
            {t.cancel}
          </button>
        ) : item ? (
          <button
            type="button"
            className={buttonClassName('outline', 'small')}
            onClick={() => void removeSavedItem(key)}
            disabled={removing}
            aria-busy={removing}
          >
            {removing ? t.removing : t.remove}
          </button>
        ) : (
          <button type="button" className={buttonClassName('outline', 'small')} onClick={() => startSave(request)} disabled={!saved.ready}>
            <DownloadIcon className={styles.icon} />
            {request.kind === 'package' ? t.savePackage : t.saveVideo}
          </button>
        )}
        {hint && !item && !download && <span className={styles.hint}>{hint}</span>}
      </div>
      {download && <progress className={styles.meter} aria-label={t.savingLabel} max={100} {...(percent !== null ? { value: percent } : {})} />}
      {error && !download && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
