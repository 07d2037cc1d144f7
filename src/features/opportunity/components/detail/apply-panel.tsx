import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSignIn } from '@/components/auth/use-sign-in'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog, preloadConfirmDialog } from '@/components/ui/confirm-dialog'
import form from '@/components/ui/form-field.module.css'
import panel from '@/components/ui/panel.module.css'
import { APPLICATION_MOTIVATION_MIN, CV_MAX_BYTES, type OpportunityDetail } from '@/contract/opportunity'
import { profileDocumentApi, type ProfileDocument } from '@/contract/profile-document'
import { callApi } from '@/lib/api/client'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useDraft } from '@/lib/drafts/use-draft'
import { format } from '@/lib/i18n/id'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { opportunityKeys } from '../../api/opportunity-keys'
import { applicationResource, opportunityMutationKeys } from '../../api/opportunity-mutation-keys'
import type { ApplyVariables } from '../../api/opportunity-mutations'
import { opportunityTexts } from '../../texts'
import { ApplicationView } from '../applications/application-view'
import styles from './opportunity-detail.module.css'

const t = opportunityTexts
const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The file in the spec's upload form, "name,base64", kept with the write in the outbox until sent. */
function toUpload(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(`${file.name.replace(/[,/\\]/g, '_')},${String(reader.result).slice(String(reader.result).indexOf(',') + 1)}`)
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/** A PDF document of the caller's profile in the spec's upload form, fetched from its file URL. */
async function documentUpload(doc: ProfileDocument): Promise<string> {
  const response = await fetch(doc.url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`document ${response.status}`)
  const blob = await response.blob()
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
  return `${doc.name.replace(/[,/\\]/g, '_')},${dataUrl.slice(dataUrl.indexOf(',') + 1)}`
}

/** The caller's profile documents that can be a CV (PDF; Word files are not profile documents). */
function useProfileCvs() {
  const documents = useQuery({
    queryKey: [...opportunityKeys.all, 'profile-documents'],
    queryFn: ({ signal }) => callApi(profileDocumentApi.list, { signal }).then((r) => r.data),
    staleTime: 60_000,
  })
  return (documents.data ?? []).filter((doc) => doc.kind === 'pdf' && doc.size <= CV_MAX_BYTES)
}

/**
 * The side panel: a visitor is offered the sign-in; an applicant sees their application (status,
 * history, withdrawing); otherwise the form, sent through the outbox after a confirmation, with
 * 'menunggu dikirim' until it arrives and the server's refusal when it is refused.
 */
export function ApplyPanel({ opening }: { opening: OpportunityDetail }) {
  const userId = useUserId()
  // Its delivery reads the opening and the lists again by opportunity's declared refresh (decision 047).
  const pending = usePendingWrites(applicationResource(opening.id)) ?? []
  const application = opening.my_application && opening.my_application.status !== 'ditarik' ? opening.my_application : null
  const waiting = pending.filter((entry) => entry.state !== 'failed')
  const refused = pending.filter((entry) => entry.state === 'failed').at(-1)
  return (
    <section className={panel.panel} aria-labelledby="op-apply">
      <h2 id="op-apply" className={panel.title}>
        {application ? t.application.title : t.apply.title}
      </h2>
      {userId === null ? (
        <SignInToApply />
      ) : application ? (
        <ApplicationView application={application} />
      ) : waiting.length > 0 ? (
        <p className={styles.waiting} role="status" data-testid="application-waiting">
          {t.apply.waiting}
        </p>
      ) : opening.closed ? (
        <p className={styles.muted}>{t.apply.closed}</p>
      ) : (
        <ApplyForm opening={opening} refused={refused} />
      )}
    </section>
  )
}

function SignInToApply() {
  const signIn = useSignIn()
  return (
    <>
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={signIn.start}
        disabled={signIn.status === 'pending'}
        aria-busy={signIn.status === 'pending'}
      >
        {t.apply.signIn}
      </button>
      {signIn.status === 'unavailable' && (
        <p role="alert" className={form.error}>
          {t.apply.signInUnavailable}
        </p>
      )}
    </>
  )
}

type Errors = { motivation?: string; cv?: string; form?: string }

function ApplyForm({ opening, refused }: { opening: OpportunityDetail; refused?: OutboxEntry }) {
  const apply = useMutation<OutboxEntry, Error, ApplyVariables>({ mutationKey: opportunityMutationKeys.apply })
  // Kept as a draft: a reload (or one the browser made offline) does not lose it.
  const [motivation, setMotivation, clearDraft] = useDraft(`opportunity-apply:${opening.id}`)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const upload = useRef<string | null>(null)
  const ids = { motivation: useId(), cv: useId(), profileCv: useId() }
  const profileCvs = useProfileCvs()
  const [profileCv, setProfileCv] = useState<number | null>(null)
  const chosen = profileCvs.find((doc) => doc.id === profileCv) ?? null

  // The send's code (its confirmation, its write) is fetched while the form is shown (connected),
  // so a send offline, even on a first visit before the service worker keeps the code, still
  // queues the application.
  useEffect(() => {
    preloadConfirmDialog()
    preloadQueuedMutation(opportunityMutationKeys.apply)
  }, [])

  // A refusal: the motivation comes back into the form (the write stays in the outbox list).
  useEffect(() => {
    if (refused) setMotivation((old) => old || ((refused.body as { motivation?: string }).motivation ?? ''))
  }, [refused])

  const check = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (motivation.trim().length < APPLICATION_MOTIVATION_MIN) found.motivation = format(t.apply.motivationShort, { min: APPLICATION_MOTIVATION_MIN })
    if (chosen) {
      // A document of the profile is the CV: no file to check here.
    } else if (!file) found.cv = t.apply.cvMissing
    else if (file.size > CV_MAX_BYTES) found.cv = t.apply.cvTooLarge
    else if (!/\.(pdf|docx)$/i.test(file.name)) found.cv = t.apply.cvKind
    if (found.motivation || found.cv) {
      setErrors({ ...found, form: t.apply.fixErrors })
      document.getElementById(found.motivation ? ids.motivation : ids.cv)?.focus()
      return
    }
    try {
      upload.current = chosen ? await documentUpload(chosen) : await toUpload(file!)
    } catch {
      return setErrors({ cv: chosen ? t.apply.fromProfileUnreadable : t.apply.cvUnreadable, form: t.apply.fixErrors })
    }
    setErrors({})
    apply.reset()
    setConfirming(true)
  }

  const send = async () => {
    // The refused application is answered by this one: it leaves the outbox list.
    if (refused) await getOutbox().remove(refused.id)
    apply.mutate(
      { opportunityId: opening.id, title: opening.title, motivation: motivation.trim(), cv: upload.current! },
      {
        onSuccess: () => {
          clearDraft()
          setConfirming(false)
        },
      },
    )
  }

  return (
    <form className={styles.form} onSubmit={(e) => void check(e)} noValidate>
      {refused && (
        <div className={styles.refused} role="alert" data-testid="application-refused">
          <p>
            <strong>{t.apply.refused}</strong> {refused.lastError?.detail}
          </p>
          <p>{t.apply.refusedHint}</p>
        </div>
      )}
      <div className={form.field}>
        <label htmlFor={ids.motivation}>{t.apply.motivation}</label>
        <textarea
          id={ids.motivation}
          value={motivation}
          onChange={(e) => setMotivation(e.target.value)}
          rows={6}
          maxLength={2000}
          aria-invalid={Boolean(errors.motivation) || undefined}
          aria-describedby={`${ids.motivation}-note`}
        />
        <p id={`${ids.motivation}-note`} className={errors.motivation ? form.error : form.hint}>
          {errors.motivation ?? format(t.apply.motivationHint, { min: APPLICATION_MOTIVATION_MIN })}
        </p>
      </div>
      <div className={form.field}>
        <label htmlFor={ids.cv}>{t.apply.cv}</label>
        <input
          id={ids.cv}
          type="file"
          accept={ACCEPT}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          disabled={chosen !== null}
          aria-invalid={Boolean(errors.cv) || undefined}
          aria-describedby={errors.cv ? `${ids.cv}-error` : undefined}
        />
        {errors.cv && (
          <p id={`${ids.cv}-error`} className={form.error}>
            {errors.cv}
          </p>
        )}
      </div>
      {profileCvs.length > 0 && (
        <div className={form.field}>
          <label htmlFor={ids.profileCv}>{t.apply.fromProfile}</label>
          <select id={ids.profileCv} value={profileCv ?? ''} onChange={(e) => setProfileCv(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t.apply.fromProfileNone}</option>
            {profileCvs.map((doc) => (
              <option key={doc.id} value={doc.id}>
                {doc.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {errors.form && (
        <p role="alert" className={form.error}>
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary')}>
        {t.apply.submit}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.apply.confirmTitle}
        description={format(t.apply.confirmBody, { title: opening.title, unit: opening.business_unit.name })}
        confirmLabel={t.apply.confirm}
        cancelLabel={t.apply.cancel}
        busy={apply.isPending}
        error={apply.error ? t.apply.failed : null}
        onConfirm={() => void send()}
        onOpenChange={setConfirming}
      />
    </form>
  )
}
