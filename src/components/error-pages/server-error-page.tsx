import { useEffect } from 'react'
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ErrorPage } from './error-page'

/**
 * Any other route error (status 500 by default). A missing code chunk after a deploy reloads the
 * page first (at most once a minute); everything shown here is reported.
 */
export function ServerErrorPage({ error }: { error: unknown }) {
  useDocumentTitle(id.errors.serverDocumentTitle)
  useEffect(() => {
    if (isChunkLoadError(error) && reloadForChunkError()) return
    reportError(error, { source: 'route' })
  }, [error])
  return <ErrorPage code={500} title={id.errors.serverTitle} hint={id.errors.serverHint} illustration="/illustrations/server-error.svg" />
}
