import { useId, useState, type ChangeEvent } from 'react'
import { PHOTO_MAX_BYTES } from '@/contract/profile-user'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { centerSquare, dataUrlToUpload } from '../../profile-format'
import { profileTexts } from '../../texts'
import form from '@/components/ui/form-field.module.css'
import styles from './edit.module.css'

const t = profileTexts.edit
/** The side of the square the photo is cut to: enough for the large avatar on any screen. */
const SIDE = 512

/** Cuts the centred square of a picture and scales it to SIDE×SIDE: a JPEG data: URL. */
async function cropSquare(file: File): Promise<string> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const { sx, sy, size } = centerSquare(image.naturalWidth, image.naturalHeight)
    const canvas = document.createElement('canvas')
    canvas.width = SIDE
    canvas.height = SIDE
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.fillStyle = '#fff'
    context.fillRect(0, 0, SIDE, SIDE)
    context.drawImage(image, sx, sy, size, size, 0, 0, SIDE, SIDE)
    return canvas.toDataURL('image/jpeg', 0.88)
  } finally {
    URL.revokeObjectURL(url)
  }
}

export type PhotoChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; preview: string; upload: string }

/** The photo: the current one, or a new one cut square here, or none. */
export function PhotoPicker({
  name,
  current,
  choice,
  onChange,
  error,
}: {
  name: string
  current: string | null
  choice: PhotoChoice
  onChange: (choice: PhotoChoice) => void
  error?: string
}) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const shown = choice.kind === 'new' ? choice.preview : choice.kind === 'remove' ? null : current
  const message = problem ?? error

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > PHOTO_MAX_BYTES * 4) return setProblem(t.photoTooLarge)
    try {
      const dataUrl = await cropSquare(file)
      setProblem(null)
      onChange({ kind: 'new', preview: dataUrl, upload: dataUrlToUpload(file.name.replace(/\.[^.]*$/, '') + '.jpg', dataUrl) })
    } catch {
      setProblem(t.photoUnreadable)
    }
  }

  return (
    <fieldset className={form.fieldset} aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className={form.legend}>{t.photo}</legend>
      <div className={styles.photoRow}>
        <span role={choice.kind === 'new' ? 'img' : undefined} aria-label={choice.kind === 'new' ? t.photoPreview : undefined}>
          <Avatar name={name} src={shown} size="large" />
        </span>
        <div className={styles.photoActions}>
          <label htmlFor={`${id}-file`} className={buttonClassName('outline', 'small', styles.fileButton)}>
            {t.choosePhoto}
            <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" className={styles.fileInput} onChange={(e) => void pick(e)} />
          </label>
          {shown && (
            <button type="button" className={buttonClassName('ghost', 'small')} onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}>
              {t.removePhoto}
            </button>
          )}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} className={form.error} role="alert">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className={form.hint}>
          {t.photoHint}
        </p>
      )}
    </fieldset>
  )
}
