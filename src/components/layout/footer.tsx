import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/icons'
import { InstagramIcon, LinkedinIcon, WhatsappIcon } from '@/components/icons/social-icons'
import { InstallButton } from '@/components/pwa/install-button'
import { appConfig, telUrl, whatsappUrl } from '@/lib/config'
import { format, id } from '@/lib/i18n/id'
import { AppLink } from './app-link'
import styles from './footer.module.css'

const t = id.footer

/**
 * Company address, contacts, help by WhatsApp, social and sister-site links, all from
 * configuration; 'Baca FAQ' leads to the help center.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const product = appConfig.productName
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <p id="footer-brand" className={styles.brandName}>
            <img src="/brand/logo-mark.svg" alt="" width={32} height={32} className={styles.mark} />
            {product}
          </p>
          <p className={styles.tagline}>{t.tagline}</p>
          <InstallButton variant="footer" />
        </section>

        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={styles.heading}>{t.addressTitle}</h2>
          <p className={styles.row}>
            <MapPinIcon size={18} className={styles.icon} />
            <span>{appConfig.companyAddress}</span>
          </p>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>{t.contactTitle}</h2>
          <ul role="list" className={styles.list}>
            <li>
              <a href={telUrl()} className={styles.row}>
                <PhoneIcon size={18} className={styles.icon} />
                <span className="visually-hidden">{t.phone}: </span>
                {appConfig.contactPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${appConfig.contactEmail}`} className={styles.row}>
                <MailIcon size={18} className={styles.icon} />
                <span className="visually-hidden">{t.email}: </span>
                {appConfig.contactEmail}
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>{t.helpTitle}</h2>
          <ul role="list" className={styles.list}>
            <li>
              <AppLink to="/help-center" className={styles.row}>
                {t.readFaq}
              </AppLink>
            </li>
            <li>
              <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={styles.whatsapp}>
                <WhatsappIcon size={18} />
                {t.whatsapp}
                <span className="visually-hidden"> {id.a11y.opensInNewWindow}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{format(t.copyright, { year, product })}</p>
        <ul role="list" className={styles.social}>
          <li>
            <a href={appConfig.sisterSiteUrl} target="_blank" rel="noopener noreferrer" className={styles.sister}>
              {format(t.sisterSite, { site: appConfig.sisterSiteName })}
              <ExternalLinkIcon size={14} />
              <span className="visually-hidden"> {id.a11y.opensInNewTab}</span>
            </a>
          </li>
          <li>
            <a href={appConfig.instagramUrl} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={`${format(t.instagram, { product })} ${id.a11y.opensInNewTab}`}>
              <InstagramIcon />
            </a>
          </li>
          <li>
            <a href={appConfig.linkedinUrl} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={`${format(t.linkedin, { product })} ${id.a11y.opensInNewTab}`}>
              <LinkedinIcon />
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}
