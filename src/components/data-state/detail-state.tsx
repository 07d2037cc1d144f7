import { isNotFoundError } from '@/lib/api/api-error'
import { DataState, Placeholder, type DataStateProps } from './data-state'

export interface DetailStateProps<T> extends Omit<DataStateProps<T>, 'offline' | 'skeleton' | 'errorText' | 'canRetry'> {
  /** Said when the server answers 404: the id or slug names nothing (or nothing the caller may see). */
  notFoundText: string
  /** Said for any other failure, with a retry. */
  errorText: string
  /** The placeholder's shape (one block, sized by the page's own class). */
  skeletonClassName?: string
}

/**
 * The states of a detail page (one resource by its id or slug): `DataState` as a page, with the
 * offline state, where a 404 says `notFoundText` and offers no retry (it would answer the same).
 */
export function DetailState<T>({ notFoundText, errorText, skeletonClassName, ...props }: DetailStateProps<T>) {
  return (
    <DataState
      {...props}
      offline
      skeleton={<Placeholder className={skeletonClassName} />}
      errorText={(error) => (isNotFoundError(error) ? notFoundText : errorText)}
      canRetry={(error) => !isNotFoundError(error)}
    />
  )
}
