import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { buttonClassName } from '@/components/ui/button'
import { RichText } from '@/components/ui/rich-text'
import type { ResponseOf } from '@/contract/endpoint'
import type { PackageDetail, PackageMaterial, packagesApi } from '@/contract/learning-package'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../texts'
import type { QueryFreshness } from '@/lib/offline/freshness'
import { useDocumentTitle } from '@/lib/use-document-title'
import { packageQueries, useEnrolment } from '../api/package-queries'
import { learningMutationKeys } from '../api/learning-mutation-keys'
import type { EnrolVariables } from '../api/learning-mutations'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { clock, type WatchMaterialVariables } from '../api/progress-mutations'
import { progressMutationKeys } from '../api/progress-keys'
import { durationText } from '@/components/learning/course-card'
import { InstructorCard } from './instructor-card'
import { MaterialList } from './material-list'
import { SaveOfflineButton } from './offline/save-offline-button'
import { packageSaveRequest } from './offline/save-requests'
import { SavedMediaPanel } from './offline/saved-media-panel'
import { MaterialContent } from './material-content'
import type { QuizAction } from './quiz-action'
import frame from '@/components/ui/detail-page.module.css'
import detail from './detail-page.module.css'
import styles from './package-detail.module.css'

const t = learningTexts

/** /learning/course/{slug}: the package, enrolment, its materials and the current one to study. */
export function PackageDetailPage({ packageId, materialId, quizAction }: { packageId: number; materialId?: number; quizAction: QuizAction }) {
  const pkg = useQuery(packageQueries.detail(packageId))
  // Asked together with the package, not after it: the materials are the page's other half.
  const contents = useQuery(packageQueries.contents(packageId))
  useDocumentTitle(pkg.data?.data.title)
  return (
    <DataState query={pkg} offline loadingText={t.detail.loading} skeleton={<Placeholder className={detail.skeleton} />} errorText={t.detail.error}>
      {(answer) => <PackageView pkg={answer.data} freshness={pkg} contents={contents} materialId={materialId} quizAction={quizAction} />}
    </DataState>
  )
}

interface PackageViewProps {
  pkg: PackageDetail
  freshness: QueryFreshness
  contents: UseQueryResult<ResponseOf<typeof packagesApi.contents>>
  materialId?: number
  quizAction: QuizAction
}

function PackageView({ pkg: p, freshness, contents, materialId, quizAction }: PackageViewProps) {
  const enrol = useMutation<OutboxEntry, Error, EnrolVariables>({ mutationKey: learningMutationKeys.enrol })
  const enrolment = useEnrolment(p.id)
  const watch = useMutation<unknown, Error, WatchMaterialVariables>({ mutationKey: progressMutationKeys.watchMaterial })
  const navigate = useNavigate()

  const materials = contents.data?.data.materials ?? []
  const done = materials.filter((m) => m.progress?.completed).length
  const currentId = materialId ?? p.currentCourseMaterialID ?? materials[0]?.id
  const current = materials.find((m) => m.id === currentId) ?? materials[0]
  const enrolled = p.enrolled === true || enrolment.waiting !== undefined || done > 0 || materials.some((m) => m.progress)
  const select = (m: PackageMaterial) => void navigate({ to: '.', search: { currentCourseMaterialID: m.id } as never, replace: true })
  const write = (m: PackageMaterial, positionS?: number, completed?: boolean) =>
    watch.mutate({ packageId: p.id, materialId: m.id, title: m.title, positionS, completed })
  const next = current ? materials[materials.indexOf(current) + 1] : undefined

  return (
    <div className={detail.layout}>
      <div className={detail.main}>
        <header className={`${frame.hero} ${frame.heroTop}`}>
          <img src={p.thumbnail_url} alt="" className={frame.cover} width={320} height={180} />
          <div className={frame.header}>
            {p.category && <p className={frame.eyebrow}>{p.category.name}</p>}
            <h1 className={frame.title}>{p.title}</h1>
            <p className={detail.meta}>
              <span>{format(t.course.materials, { n: p.material_count })}</span>
              <span>{durationText(p.duration_s)}</span>
              <span>{format(t.list.participants, { n: p.participants })}</span>
            </p>
            <FreshnessMark queries={[freshness, contents]} />
            {enrolled && enrolment.waiting && (
              <p className={styles.waiting} data-testid="enrol-waiting">
                {t.course.enrolWaiting}
              </p>
            )}
            {enrolled ? (
              <p className={detail.progress} data-testid="package-progress">
                {done === materials.length && materials.length > 0 ? t.course.completedAll : format(t.course.progress, { done, total: materials.length })}
                <span className={detail.bar} aria-hidden="true"><span style={{ width: `${materials.length ? (done / materials.length) * 100 : 0}%` }} /></span>
              </p>
            ) : (
              <div className={styles.enrol}>
                <button type="button" className={buttonClassName('primary')} onClick={() => enrol.mutate({ packageId: p.id, title: p.title })} disabled={enrol.isPending} aria-busy={enrol.isPending}>
                  {enrol.isPending ? t.course.enrolling : t.course.enrol}
                </button>
                {(enrol.error || enrolment.refused) && (
                  <p role="alert" className={styles.error}>
                    {format(t.course.enrolFailed, { reason: enrol.error?.message ?? enrolment.refused?.lastError?.detail ?? '' })}
                  </p>
                )}
              </div>
            )}
            <SaveOfflineButton request={packageSaveRequest(p, materials)} />
          </div>
        </header>
        {current && (
          <section aria-labelledby="material-title" className={styles.material} data-testid="current-material">
            <h2 id="material-title" className={detail.blockTitle}>{current.title}</h2>
            <MaterialContent key={current.id} material={current} onWrite={(w) => write(current, w.positionS, w.completed)} />
            <div className={styles.materialActions}>
              {current.quiz_id !== null && quizAction(current.quiz_id)}
              {current.progress?.completed ? (
                <span className={styles.done}>{t.course.done}</span>
              ) : (
                <button type="button" className={buttonClassName('outline')} onClick={() => write(current, current.progress?.position_s, true)}>
                  {t.course.markDone}
                </button>
              )}
              {next && (
                <button type="button" className={buttonClassName('primary')} onClick={() => select(next)}>
                  {t.course.next}
                </button>
              )}
            </div>
          </section>
        )}
        {p.instructor && <InstructorCard instructor={p.instructor} />}
        <section aria-labelledby="description-title" className={detail.block}>
          <h2 id="description-title" className={detail.blockTitle}>{t.detail.description}</h2>
          <RichText html={p.description} />
        </section>
      </div>
      <aside className={detail.aside} aria-labelledby="contents-title">
        <h2 id="contents-title" className={detail.blockTitle}>{t.course.contents}</h2>
        <MaterialList materials={materials} currentId={current?.id} onSelect={select} clock={clock} />
        <SavedMediaPanel />
      </aside>
    </div>
  )
}
