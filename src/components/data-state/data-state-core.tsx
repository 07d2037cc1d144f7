import type { ReactNode } from 'react'
import { AlertIcon } from '@/components/icons/icons'
import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import { showsOfflineState, useConnection, type QueryFreshness } from '@/lib/offline/freshness'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import styles from './data-state.module.css'

const t = id.dataState

/** What the states need of a query: TanStack's query and infinite-query results have all of it. */
export interface StateQuery<T> extends QueryFreshness {
  data: T | undefined
  error: unknown
  isPending: boolean
  isFetching: boolean
  refetch: () => unknown
}

export interface DataStateCoreProps<T> {
  query: StateQuery<T>
  /** Told to screen readers while the placeholder shows. */
  loadingText?: string
  /** The placeholder, shaped like what it stands for (see Placeholder); default one plain block. */
  skeleton?: ReactNode
  /** Why nothing is shown; a function reads the error (a 404 in the server's words). */
  errorText: string | ((error: unknown) => string)
  /** Whether trying again can help; default yes (a 404 will answer the same). */
  canRetry?: (error: unknown) => boolean
  /** What a page shows offline with nothing stored (data-state.tsx's `offline` gives the offline state). */
  offlineState?: (retry: () => void) => ReactNode
  /** 'page': a framed message where the page would be; 'inline': one line where a row of cards would be; 'section': a compact notice inside a card. */
  variant?: 'page' | 'inline' | 'section'
  /** Placement of the error message in the surrounding layout (the skeleton has its own shape). */
  className?: string
  children: (data: T) => ReactNode
}

/**
 * The four states of data on screen, in one place: offline with nothing stored (pages only),
 * loading (a placeholder held long enough not to flicker, spec section 9), failed with a retry,
 * and the content. A failed refetch keeps the content: a stored copy beats an error.
 *
 * Use `DataState` (data-state.tsx). This is it without the offline state's code, for the home
 * page's rows, which never show it: / loads them before it is idle (decision 021).
 */
export function DataStateCore<T>({
  query,
  loadingText = t.loading,
  skeleton,
  errorText,
  canRetry,
  offlineState,
  variant = 'page',
  className,
  children,
}: DataStateCoreProps<T>) {
  const showSkeleton = useMinimumDisplay(query.isPending)
  const { online } = useConnection()
  const retry = () => void query.refetch()

  if (offlineState && showsOfflineState(query, online)) return offlineState(retry)
  if (showSkeleton)
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {loadingText}
        </span>
        {skeleton ?? <Placeholder className={styles.block} />}
      </div>
    )
  if (query.data === undefined)
    return (
      <div className={[styles.message, styles[variant], className].filter(Boolean).join(' ')} role="alert">
        {variant !== 'section' && <AlertIcon className={styles.icon} size={variant === 'inline' ? 20 : undefined} />}
        <p>{typeof errorText === 'function' ? errorText(query.error) : errorText}</p>
        {(canRetry?.(query.error) ?? true) && (
          <button type="button" className={buttonClassName('outline', 'small')} onClick={retry} disabled={query.isFetching}>
            {t.retry}
          </button>
        )}
      </div>
    )
  return children(query.data)
}

/** One shimmering placeholder; `className` gives it the shape of what it stands for. */
export function Placeholder({ className }: { className?: string }) {
  return <div className={[styles.placeholder, className].filter(Boolean).join(' ')} aria-hidden="true" />
}
