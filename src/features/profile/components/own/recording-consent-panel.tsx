import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { telemetryApi } from '@/contract/telemetry'
import { isApiError } from '@/lib/api/api-error'
import { callApi } from '@/lib/api/client'
import { hasRecordingConsent, setRecordingConsent } from '@/lib/telemetry/recording-consent'
import { profileTexts } from '../../texts'
import { SectionHead } from '../profile-sections'
import styles from '../profile.module.css'

const t = profileTexts.recording

/** Whether the server records sessions (SESSION_RECORDING), and how long it keeps them. */
const recordingSettings = {
  queryKey: ['telemetry', 'settings'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(telemetryApi.settings, { signal }).then((r) => r.data.session_recording),
  staleTime: 5 * 60_000,
}

/**
 * /profile: the consent to session recording (decision 029), on this device, for this user. Shown
 * only when the server records sessions; nothing else of the page changes when it does not.
 * Withdrawing stops the recording at once and deletes what the server kept of this user's.
 */
export function RecordingConsentPanel({ userId }: { userId: number }): ReactNode {
  const settings = useQuery(recordingSettings)
  const [given, setGiven] = useState(() => hasRecordingConsent(userId))
  const [message, setMessage] = useState<{ text: string; alert: boolean; retry: boolean } | null>(null)
  const hintId = useId()
  const forget = useMutation({
    mutationFn: () => callApi(telemetryApi.forgetRecordings, {}),
    onSuccess: () => setMessage({ text: t.withdrawn, alert: false, retry: false }),
    onError: (error) =>
      setMessage(
        isApiError(error) && error.status === 0 ? { text: t.withdrawnOffline, alert: true, retry: true } : { text: t.withdrawFailed, alert: true, retry: true },
      ),
  })

  const recording = settings.data
  if (!recording) return null

  const change = (next: boolean) => {
    setRecordingConsent(userId, next)
    setGiven(next)
    setMessage(null)
    if (!next) forget.mutate()
  }

  return (
    <section className={styles.section} aria-labelledby="profile-recording">
      <SectionHead id="profile-recording" title={t.title} />
      <div id={hintId} className={styles.recordingText}>
        <p className={styles.text}>{t.intro}</p>
        <p className={styles.hint}>{t.masked}</p>
        <p className={styles.hint}>{t.retention.replace('{days}', String(recording.retention_days))}</p>
      </div>
      <label className={styles.recordingToggle}>
        <input type="checkbox" role="switch" checked={given} onChange={(e) => change(e.target.checked)} aria-describedby={hintId} />
        <span>
          <strong>{t.toggle}</strong>
          <span className={styles.hint}>{given ? t.on : t.off}</span>
        </span>
      </label>
      {forget.isPending && (
        <p role="status" className={styles.hint}>
          {t.withdrawing}
        </p>
      )}
      {message && (
        <div className={styles.recordingMessage}>
          <p role={message.alert ? 'alert' : 'status'} className={styles.text}>
            {message.text}
          </p>
          {message.retry && !given && (
            <button type="button" className={buttonClassName('outline', 'small')} onClick={() => forget.mutate()} disabled={forget.isPending}>
              {t.retry}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
