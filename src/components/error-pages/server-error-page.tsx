import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ErrorPage } from './error-page'

/**
 * Any other route error (status 500 by default). A missing code chunk after a deploy reloads the
 * page (at most once a minute); offline it never does, and the page says the screen is not on the
 * device yet. Every error met here is reported, a chunk's too.
 */
export function ServerErrorPage({ error }: { error: unknown }) {
  useDocumentTitle(id.errors.serverDocumentTitle)
  const [chunkOffline] = useState(() => isChunkLoadError(error) && typeof navigator !== 'undefined' && navigator.onLine === false)
  useEffect(() => {
    // Reported first: a failed chunk load is worth knowing even when the reload mends it.
    reportError(error, { source: 'route' })
    // Offline it never reloads: this page says what happened instead.
    if (isChunkLoadError(error)) reloadForChunkError()
  }, [error])
  if (chunkOffline) return <ErrorPage title={id.errors.chunkOfflineTitle} hint={id.errors.chunkOffline} illustration="/illustrations/server-error.svg" />
  return <ErrorPage code={500} title={id.errors.serverTitle} hint={id.errors.serverHint} illustration="/illustrations/server-error.svg" />
}
