import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ErrorPage } from './error-page'

/** Unknown route. The server answers the same path with HTTP 404. */
export function NotFoundPage() {
  useDocumentTitle(id.errors.notFoundDocumentTitle)
  return <ErrorPage code={404} title={id.errors.notFoundTitle} hint={id.errors.notFoundHint} illustration="/illustrations/not-found.svg" />
}
