import { OfflineState } from '@/components/offline/offline-state'
import { DataStateCore, type DataStateCoreProps } from './data-state-core'

// With the core, which the home page's rows use alone; every other screen imports them from here.
export { Placeholder, type StateQuery } from './data-state-core'

export interface DataStateProps<T> extends Omit<DataStateCoreProps<T>, 'offlineState'> {
  /** A page (not a part of one): offline and never opened here, it offers what can be read instead. */
  offline?: boolean
}

const offlineState = (retry: () => void) => <OfflineState onRetry={retry} />

/**
 * The four states of data on screen, in one place: offline with nothing stored (pages only),
 * loading (a placeholder held long enough not to flicker, spec section 9), failed with a retry,
 * and the content. A failed refetch keeps the content: a stored copy beats an error.
 */
export function DataState<T>({ offline = false, ...props }: DataStateProps<T>) {
  return <DataStateCore {...props} offlineState={offline ? offlineState : undefined} />
}
