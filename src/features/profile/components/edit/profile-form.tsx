import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { safeParse } from 'zod/mini'
import { profileSections, SKILLS_MAX, userUpdateSchema, type ProfileVisibility, type UserDetail, type UserUpdate } from '@/contract/profile-user'
import { buttonClassName } from '@/components/ui/button'
import { isApiError } from '@/lib/api/api-error'
import { masterLoaders } from '@/stores/master-loaders'
import { ensureMasterList, masterStore } from '@/stores/master-store'
import { useUpdateProfile } from '../../api/profile-mutations'
import { profileTexts } from '../../texts'
import { PhotoPicker, type PhotoChoice } from './photo-picker'
import form from '@/components/ui/form-field.module.css'
import styles from './edit.module.css'

const t = profileTexts.edit
const FIELDS = ['given_name', 'family_name', 'position', 'bio', 'skill_ids', 'visibility', 'photo'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field | 'form', string>>

/** The contract's field errors (`skill_ids.2` → `skill_ids`), the first message per field. */
export function fieldErrors(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as Field
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * The profile form, filled from the saved record. Checked with the contract's rules before it is
 * sent; the server's refusals land on their fields; nothing typed is lost on an error or offline.
 */
export function ProfileForm({ user }: { user: UserDetail }) {
  const master = useSnapshot(masterStore)
  useEffect(() => void ensureMasterList('growthPathSkill', masterLoaders), [])
  const [givenName, setGivenName] = useState(user.given_name)
  const [familyName, setFamilyName] = useState(user.family_name)
  const [position, setPosition] = useState(user.position ?? '')
  const [bio, setBio] = useState(user.bio ?? '')
  const [skills, setSkills] = useState<number[]>(user.skills.map((s) => s.id))
  const [visibility, setVisibility] = useState<ProfileVisibility>(user.visibility)
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' })
  const [errors, setErrors] = useState<Errors>({})
  const [saved, setSaved] = useState(false)
  const savedRef = useRef<HTMLParagraphElement>(null)
  const formError = useRef<HTMLParagraphElement>(null)
  const ids = { given_name: useId(), family_name: useId(), position: useId(), bio: useId(), skill_ids: useId() }
  const save = useUpdateProfile(user.id)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const body: UserUpdate = {
      given_name: givenName.trim(),
      family_name: familyName.trim(),
      position: position.trim() || null,
      bio: bio.trim() || null,
      skill_ids: skills,
      visibility,
      ...(photo.kind === 'new' ? { photo: photo.upload } : photo.kind === 'remove' ? { photo: null } : {}),
    }
    const checked = safeParse(userUpdateSchema, body)
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })))
      setErrors({ ...found, form: t.fixErrors })
      const first = FIELDS.find((field) => found[field])
      if (first && first in ids) document.getElementById(ids[first as keyof typeof ids])?.focus()
      return
    }
    setErrors({})
    save.mutate(body, {
      onSuccess: () => {
        setPhoto({ kind: 'keep' })
        setSaved(true)
        setTimeout(() => savedRef.current?.focus(), 0)
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 0) setErrors({ form: t.offline })
        else {
          const found = isApiError(error) ? fieldErrors(error.problem.errors ?? []) : {}
          setErrors({ ...found, form: isApiError(error) && error.problem.detail ? error.problem.detail : t.failed })
        }
        setTimeout(() => formError.current?.focus(), 0)
      },
    })
  }

  const described = (field: Field, hint?: string) => (errors[field] ? `${ids[field as keyof typeof ids]}-error` : hint)
  const toggleSkill = (id: number, on: boolean) => setSkills((old) => (on ? [...old, id] : old.filter((s) => s !== id)))

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhotoPicker name={`${givenName} ${familyName}`} current={user.profile_image} choice={photo} onChange={setPhoto} error={errors.photo} />
      <div className={styles.row}>
        <TextField
          id={ids.given_name}
          label={t.givenName}
          value={givenName}
          onChange={setGivenName}
          max={60}
          error={errors.given_name}
          autoComplete="given-name"
        />
        <TextField
          id={ids.family_name}
          label={t.familyName}
          value={familyName}
          onChange={setFamilyName}
          max={60}
          error={errors.family_name}
          autoComplete="family-name"
        />
      </div>
      <TextField
        id={ids.position}
        label={t.position}
        value={position}
        onChange={setPosition}
        max={120}
        error={errors.position}
        autoComplete="organization-title"
      />
      <div className={form.field}>
        <label htmlFor={ids.bio}>{t.bio}</label>
        <textarea
          id={ids.bio}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          rows={5}
          aria-invalid={Boolean(errors.bio) || undefined}
          aria-describedby={described('bio', `${ids.bio}-hint`)}
        />
        <Note id={ids.bio} error={errors.bio} hint={`${t.bioHint} ${bio.trim().length}/500`} />
      </div>
      <fieldset className={form.fieldset} aria-describedby={errors.skill_ids ? `${ids.skill_ids}-error` : `${ids.skill_ids}-hint`}>
        <legend id={ids.skill_ids} tabIndex={-1} className={form.legend}>
          {t.skills}
        </legend>
        <Note id={ids.skill_ids} error={errors.skill_ids} hint={`${t.skillsHint} (${skills.length}/${SKILLS_MAX})`} />
        <div className={styles.skills}>
          {master.growthPathSkill.map((skill) => (
            <label key={skill.id} className={styles.skill} data-checked={skills.includes(skill.id) || undefined}>
              <input type="checkbox" checked={skills.includes(skill.id)} onChange={(e) => toggleSkill(skill.id, e.target.checked)} />
              <span>{skill.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={form.fieldset} aria-describedby="visibility-hint">
        <legend className={form.legend}>{t.visibility}</legend>
        <p id="visibility-hint" className={form.hint}>
          {t.visibilityHint}
        </p>
        {profileSections.map((section) => (
          <label key={section} className={styles.toggle}>
            <input
              type="checkbox"
              role="switch"
              checked={visibility[section]}
              onChange={(e) => setVisibility((old) => ({ ...old, [section]: e.target.checked }))}
            />
            <span>
              <strong>{t.sections[section]}</strong>
              <span className={form.hint}>{visibility[section] ? t.publicLabel : profileTexts.hiddenBadge}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {errors.form && (
        <p ref={formError} tabIndex={-1} role="alert" className={form.error}>
          {errors.form}
        </p>
      )}
      {saved && (
        <p ref={savedRef} tabIndex={-1} role="status" className={styles.saved}>
          {t.saved}{' '}
          <Link to="/profile/$id" params={{ id: user.username }}>
            {profileTexts.viewPublic}
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary', 'large')} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
        <Link to="/profile" className={buttonClassName('ghost', 'large')}>
          {t.cancel}
        </Link>
      </div>
    </form>
  )
}

function TextField(props: { id: string; label: string; value: string; onChange: (v: string) => void; max: number; error?: string; autoComplete?: string }) {
  return (
    <div className={form.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        maxLength={props.max + 20}
        autoComplete={props.autoComplete}
        aria-invalid={Boolean(props.error) || undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      />
      {props.error && (
        <p id={`${props.id}-error`} className={form.error}>
          {props.error}
        </p>
      )}
    </div>
  )
}

function Note({ id, error, hint }: { id: string; error?: string; hint: string }) {
  return error ? (
    <p id={`${id}-error`} className={form.error}>
      {error}
    </p>
  ) : (
    <p id={`${id}-hint`} className={form.hint}>
      {hint}
    </p>
  )
}
