import { appConfig, whatsappUrl } from '@/lib/config'
import { helpCenterTexts } from '../texts'
import styles from './help-center.module.css'

const t = helpCenterTexts.contact

/** 'Masih butuh bantuan?': the help WhatsApp contact (a new window) and the e-mail, from the configuration. */
export function StillNeedHelp() {
  return (
    <aside className={styles.contact} aria-labelledby="help-contact-title">
      <h2 id="help-contact-title" className={styles.contactTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.body}</p>
      <div className={styles.contactActions}>
        <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={styles.whatsapp}>
          {t.whatsapp}
          <span className="visually-hidden"> {t.opensInNewWindow}</span>
        </a>
        <a href={`mailto:${appConfig.contactEmail}`} className={styles.email}>
          {t.email}: {appConfig.contactEmail}
        </a>
      </div>
    </aside>
  )
}
