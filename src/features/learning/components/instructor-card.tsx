import { Avatar } from '@/components/ui/avatar'
import type { Instructor } from '@/contract/learning-common'
import { id } from '@/lib/i18n/id'
import styles from './detail-page.module.css'

export function InstructorCard({ instructor }: { instructor: Instructor }) {
  return (
    <section className={styles.instructor} aria-label={id.learning.detail.instructor}>
      <Avatar name={instructor.name} src={instructor.photo_url} />
      <span>
        <span className={styles.instructorLabel}>{id.learning.detail.instructor}</span>
        <strong>{instructor.name}</strong>
        {instructor.position && <span className={styles.instructorPosition}>{instructor.position}</span>}
      </span>
    </section>
  )
}
