import { ExternalLinkIcon } from '@/components/icons/icons'
import { appConfig } from '@/lib/config'
import { id } from '@/lib/i18n/id'

/** The spec's external '{product}' link; opens in a new tab and says so to screen readers. */
export function ExternalProductLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <a href={appConfig.productUrl} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      <span>{appConfig.productName}</span>
      <ExternalLinkIcon size={15} />
      <span className="visually-hidden"> {id.a11y.opensInNewTab}</span>
    </a>
  )
}
