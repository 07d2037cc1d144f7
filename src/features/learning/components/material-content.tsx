import { RichText } from '@/components/ui/rich-text'
import type { PackageMaterial } from '@/contract/learning-package'
import { learningTexts } from '../texts'
import { VideoPlayer } from './player/video-player'
import type { WatchWrite } from './player/use-watch-progress'
import styles from './package-detail.module.css'

const t = learningTexts.course

/** Whether rich text has any words once its tags are gone (an empty '<p></p>' has none). */
const hasText = (html: string | null): html is string => !!html && html.replace(/<[^>]*>/g, '').trim().length > 0

/**
 * What the current material holds: a video plays, a reading shows its text (sanitized by
 * RichText), and one that has neither yet says so rather than leaving the panel empty.
 */
export function MaterialContent({ material: m, onWrite }: { material: PackageMaterial; onWrite: (w: WatchWrite) => void }) {
  if (m.kind === 'video') {
    if (!m.video_url) return <p className={styles.missing}>{t.noVideo}</p>
    return (
      <VideoPlayer
        key={m.id}
        src={m.video_url}
        title={m.title}
        resumeAtS={m.progress && !m.progress.completed ? m.progress.position_s : 0}
        durationS={m.duration_s}
        onWrite={onWrite}
      />
    )
  }
  if (!hasText(m.body)) return <p className={styles.missing}>{t.noText}</p>
  return <RichText html={m.body} className={styles.reading} />
}
