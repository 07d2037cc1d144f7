import { useQuery } from '@tanstack/react-query'
import type { RecordItem, RecordKind } from '@/contract/profile-record'
import { DataState } from '@/components/data-state/data-state'
import { profileQueries, type RecordGroup } from '../../api/profile-queries'
import { formatDay } from '../../profile-format'
import { profileTexts } from '../../texts'
import { SectionHead } from '../profile-sections'
import styles from '../profile.module.css'

const t = profileTexts.public

type AnyRecord = { [K in RecordKind]: { kind: K; item: RecordItem<K> } }[RecordKind]

const span = (from: string, to: string | null) => (to ? `${formatDay(from)} – ${formatDay(to)}` : `${formatDay(from)} – sekarang`)

/** One record's title and the line under it, by kind. */
function describe(record: AnyRecord): { title: string; meta: string; text?: string | null; link?: string | null; cover?: string | null } {
  switch (record.kind) {
    case 'trainings':
      return {
        title: record.item.title,
        meta: `${record.item.organizer} · ${span(record.item.start_date, record.item.end_date)}`,
        link: record.item.certificate_url,
      }
    case 'mentor-and-speakers':
      return {
        title: record.item.title,
        meta: `${record.item.role === 'mentor' ? 'Mentor' : 'Pembicara'} · ${record.item.event} · ${record.item.organizer} · ${formatDay(record.item.date)}`,
        link: record.item.url,
      }
    case 'work-projects':
      return { title: record.item.title, meta: `${record.item.role} · ${span(record.item.start_date, record.item.end_date)}`, text: record.item.description }
    case 'volunteers':
      return {
        title: record.item.organization,
        meta: `${record.item.role} · ${span(record.item.start_date, record.item.end_date)}`,
        text: record.item.description,
      }
    case 'watched-contents':
      return { title: record.item.title, meta: `${record.item.platform} · ${formatDay(record.item.watched_at)}`, link: record.item.url }
    case 'book-reads':
      return {
        title: record.item.title,
        meta: `${record.item.author} · ${formatDay(record.item.finished_at)}`,
        text: record.item.review,
        cover: record.item.cover_url,
      }
  }
}

/** The six kinds of activity records, read-only, as the public record endpoints answer them. */
export function PublicRecords({ username }: { username: string }) {
  const records = useQuery(profileQueries.records(username))
  return (
    <section className={styles.section} aria-labelledby="profile-records">
      <SectionHead id="profile-records" title={t.records} />
      <DataState query={records} errorText={t.recordsError} variant="section">
        {(all) => {
          const groups = all.filter((g) => g.items.length > 0)
          return groups.length === 0 ? <p className={styles.muted}>{t.recordsEmpty}</p> : groups.map((group) => <Group key={group.kind} group={group} />)
        }}
      </DataState>
    </section>
  )
}

function Group({ group }: { group: RecordGroup }) {
  const items = group.items as RecordItem<RecordKind>[]
  return (
    <div className={styles.group}>
      <h3 className={styles.subTitle}>
        {profileTexts.recordKinds[group.kind]} <span className={styles.muted}>({items.length})</span>
      </h3>
      <ul className={styles.list}>
        {items.map((item) => {
          const d = describe({ kind: group.kind, item } as AnyRecord)
          return (
            <li key={item.id} className={`${styles.item} ${styles.itemRow}`}>
              {d.cover && <img src={d.cover} alt="" className={styles.cover} loading="lazy" />}
              <div>
                <p className={styles.itemTitle}>
                  {d.link ? (
                    <a href={d.link} target="_blank" rel="noopener noreferrer">
                      {d.title}
                    </a>
                  ) : (
                    d.title
                  )}
                </p>
                <p className={styles.itemMeta}>{d.meta}</p>
                {d.text && <p className={styles.text}>{d.text}</p>}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
