import type { PackageMaterial } from '@/contract/learning-package'
import { minutesOf } from '@/components/learning/course-card'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../texts'
import styles from './package-detail.module.css'

const t = learningTexts.course

/** The package's materials in order: kind, length (a video's clock, a reading's minutes), done or current; choosing one opens it. */
export function MaterialList({
  materials,
  currentId,
  onSelect,
  clock,
}: {
  materials: PackageMaterial[]
  currentId: number | undefined
  onSelect: (m: PackageMaterial) => void
  clock: (s: number) => string
}) {
  return (
    <ol className={styles.materials}>
      {materials.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={styles.materialButton}
            aria-current={m.id === currentId ? 'step' : undefined}
            data-completed={m.progress?.completed ? 'true' : undefined}
            onClick={() => onSelect(m)}
          >
            <span className={styles.check} aria-hidden="true">{m.progress?.completed ? '✓' : m.position}</span>
            <span className={styles.materialText}>
              <span>{m.title}</span>
              <span className={styles.materialMeta}>
                {m.kind === 'video' ? `${t.video} · ${clock(m.duration_s)}` : `${t.article} · ${format(t.readingTime, { n: minutesOf(m.duration_s) })}`}
                {m.progress?.completed ? ` · ${t.done}` : m.id === currentId ? ` · ${t.current}` : ''}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  )
}
