import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '@/components/ui/button'
import { joinMentorInput, mentorApi, type JoinMentorInput, type MyMentor } from '@/contract/mentor'
import { callApi } from '@/lib/api/client'
import { isApiError } from '@/lib/api/api-error'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore } from '@/stores/master-store'
import { safeParse } from 'zod/mini'
import { mentorKeys } from '../../api/mentor-keys'
import { mentorTexts } from '../../texts'
import { HoursEditor, type HoursRow } from './hours-editor'
import { DaysOffEditor } from './days-off-editor'
import form from '@/components/ui/form-field.module.css'
import styles from './join.module.css'

const t = mentorTexts.join
type Errors = Partial<Record<'headline' | 'bio' | 'skill_ids' | 'hours' | 'days_off' | 'form', string>>

const FIELD_ORDER = ['headline', 'bio', 'skill_ids', 'hours', 'days_off'] as const

/** The contract's field errors (`hours.0.to_hour` → `hours`), the first message per field. */
function fieldErrors(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as keyof Errors
    if (FIELD_ORDER.includes(field as (typeof FIELD_ORDER)[number]) && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * The mentor profile form, filled from the saved profile when there is one. Checked with the
 * contract's own rules before it is sent; the server's refusals land on their fields; nothing typed
 * is lost on an error or offline.
 */
export function MentorForm({ mine }: { mine: MyMentor | null }) {
  const queryClient = useQueryClient()
  const master = useSnapshot(masterStore)
  useEffect(() => void ensureMasterList('growthPathSkill', masterLoaders), [])
  const [headline, setHeadline] = useState(mine?.headline ?? '')
  const [bio, setBio] = useState(mine?.bio ?? '')
  const [skills, setSkills] = useState<number[]>(mine?.expertise.map((s) => s.id) ?? [])
  const [hours, setHours] = useState<HoursRow[]>(mine?.hours.map((h, i) => ({ key: i, ...h })) ?? [{ key: 0, weekday: 2, from_hour: 13, to_hour: 15 }])
  const [daysOff, setDaysOff] = useState<string[]>(mine?.days_off ?? [])
  const [status, setStatus] = useState<'active' | 'paused'>(mine?.status ?? 'active')
  const [errors, setErrors] = useState<Errors>({})
  const [saved, setSaved] = useState<number | null>(null)
  const savedRef = useRef<HTMLParagraphElement>(null)
  const ids = { headline: useId(), bio: useId(), skills: useId(), hours: useId(), daysOff: useId() }

  const save = useMutation({
    mutationFn: (body: JoinMentorInput) => callApi(mentorApi.join, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(mentorKeys.detail(answer.data.id), answer)
      void queryClient.invalidateQueries({ queryKey: mentorKeys.mine() })
      void queryClient.invalidateQueries({
        queryKey: mentorKeys.all,
        predicate: (q) => q.queryKey[1] === 'list' || q.queryKey[1] === 'popular' || q.queryKey[1] === 'slots',
      })
      setSaved(answer.data.id)
      setTimeout(() => savedRef.current?.focus(), 0)
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 0) return setErrors({ form: t.offline })
      const found = isApiError(error) ? fieldErrors(error.problem.errors ?? []) : {}
      setErrors({ ...found, form: isApiError(error) && error.problem.detail ? error.problem.detail : t.failed })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(null)
    const body: JoinMentorInput = {
      headline: headline.trim(),
      bio: bio.trim(),
      skill_ids: skills,
      hours: hours.map(({ weekday, from_hour, to_hour }) => ({ weekday, from_hour, to_hour })),
      days_off: daysOff,
      status,
    }
    const checked = safeParse(joinMentorInput, body)
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })))
      setErrors({ ...found, form: t.fixErrors })
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) document.getElementById(first === 'skill_ids' ? ids.skills : first === 'days_off' ? ids.daysOff : ids[first])?.focus()
      return
    }
    setErrors({})
    save.mutate(body)
  }

  const describe = (field: keyof Errors, hint: string) => (errors[field] ? `${hint}-error` : hint)

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label htmlFor={ids.headline}>{t.headline}</label>
        <input
          id={ids.headline}
          value={headline}
          onChange={(e) => setHeadline(e.target.value)}
          maxLength={160}
          aria-invalid={Boolean(errors.headline) || undefined}
          aria-describedby={describe('headline', `${ids.headline}-hint`)}
        />
        <FieldNote id={`${ids.headline}-hint`} error={errors.headline} hint={t.headlineHint} />
      </div>
      <div className={form.field}>
        <label htmlFor={ids.bio}>{t.bio}</label>
        <textarea
          id={ids.bio}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          rows={6}
          maxLength={4000}
          aria-invalid={Boolean(errors.bio) || undefined}
          aria-describedby={describe('bio', `${ids.bio}-hint`)}
        />
        <FieldNote id={`${ids.bio}-hint`} error={errors.bio} hint={t.bioHint} />
      </div>
      <fieldset className={form.fieldset} aria-describedby={describe('skill_ids', `${ids.skills}-hint`)}>
        <legend id={ids.skills} tabIndex={-1} className={form.legend}>
          {t.expertise}
        </legend>
        <FieldNote id={`${ids.skills}-hint`} error={errors.skill_ids} hint={t.expertiseHint} />
        <div className={styles.skills}>
          {master.growthPathSkill.map((skill) => (
            <label key={skill.id} className={styles.skill} data-checked={skills.includes(skill.id) || undefined}>
              <input
                type="checkbox"
                checked={skills.includes(skill.id)}
                onChange={(e) => setSkills((old) => (e.target.checked ? [...old, skill.id] : old.filter((id) => id !== skill.id)))}
              />
              <span>{skill.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={form.fieldset} aria-describedby={describe('hours', `${ids.hours}-hint`)}>
        <legend id={ids.hours} tabIndex={-1} className={form.legend}>
          {t.hours}
        </legend>
        <FieldNote id={`${ids.hours}-hint`} error={errors.hours} hint={t.hoursHint} />
        <HoursEditor rows={hours} onChange={setHours} />
      </fieldset>
      <fieldset className={form.fieldset} aria-describedby={describe('days_off', `${ids.daysOff}-hint`)}>
        <legend id={ids.daysOff} tabIndex={-1} className={form.legend}>
          {t.daysOff}
        </legend>
        <FieldNote id={`${ids.daysOff}-hint`} error={errors.days_off} hint={t.daysOffHint} />
        <DaysOffEditor days={daysOff} onChange={setDaysOff} />
      </fieldset>
      {mine && (
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t.status}</legend>
          {(['active', 'paused'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" name="status" value={value} checked={status === value} onChange={() => setStatus(value)} />
              {value === 'active' ? t.active : t.pausedStatus}
            </label>
          ))}
        </fieldset>
      )}
      {errors.form && (
        <p role="alert" className={form.error}>
          {errors.form}
        </p>
      )}
      {saved !== null && (
        <p ref={savedRef} tabIndex={-1} role="status" className={styles.saved}>
          {t.saved}{' '}
          <Link to="/mentor/$id" params={{ id: saved }}>
            {t.viewProfile}
          </Link>
        </p>
      )}
      <button type="submit" className={buttonClassName('primary', 'large')} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t.saving : mine ? t.save : t.submit}
      </button>
    </form>
  )
}

function FieldNote({ id, error, hint }: { id: string; error?: string; hint: string }) {
  return error ? (
    <p id={`${id}-error`} className={form.error}>
      {error}
    </p>
  ) : (
    <p id={id} className={form.hint}>
      {hint}
    </p>
  )
}
