import { Avatar } from '@/components/ui/avatar'
import type { Instructor } from '@/contract/learning-common'
import { learningTexts } from '../texts'
import styles from './detail-page.module.css'

export function InstructorCard({ instructor }: { instructor: Instructor }) {
  return (
    <section className={styles.instructor} aria-label={learningTexts.detail.instructor}>
      <Avatar name={instructor.name} src={instructor.photo_url} />
      <span>
        <span className={styles.instructorLabel}>{learningTexts.detail.instructor}</span>
        <strong>{instructor.name}</strong>
        {instructor.position && <span className={styles.instructorPosition}>{instructor.position}</span>}
      </span>
    </section>
  )
}
