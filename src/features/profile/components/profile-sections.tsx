import type { NamedItem } from '@/contract/common'
import { profileTexts } from '../texts'
import styles from './profile.module.css'

const t = profileTexts

/** A section's heading, with a mark for its owner when colleagues do not see it. */
export function SectionHead({ id, title, hidden }: { id: string; title: string; hidden?: boolean }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {hidden && <span className={styles.hiddenBadge}>{t.hiddenBadge}</span>}
    </div>
  )
}

/** Bio and skills; `bio` and `skills` null: hidden from the caller. */
export function AboutSection({
  bio,
  skills,
  hidden,
  hiddenNote,
}: {
  bio: string | null
  skills: readonly NamedItem[] | null
  hidden: boolean
  hiddenNote: string
}) {
  return (
    <section className={styles.section} aria-labelledby="profile-about">
      <SectionHead id="profile-about" title={t.about} hidden={hidden} />
      {skills === null ? (
        <p className={styles.muted}>{hiddenNote}</p>
      ) : (
        <>
          {bio ? <p className={styles.text}>{bio}</p> : <p className={styles.muted}>{t.noBio}</p>}
          <h3 className={styles.subTitle}>{t.skills}</h3>
          {skills.length === 0 ? (
            <p className={styles.muted}>{t.noSkills}</p>
          ) : (
            <ul className={styles.chips}>
              {skills.map((skill) => (
                <li key={skill.id}>{skill.name}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
