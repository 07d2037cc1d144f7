/** The local-storage key of spec section 2's learning navigation rule. */
export const NEXT_PAGE_KEY = 'next_page'

/**
 * Spec section 2: navigating to the learning section stores the requested path (the part after
 * /learning, with its query) as next_page, and the app goes to /learning/{path}. Storage may be
 * unavailable (private mode, quota): the navigation goes on without it.
 */
export function rememberLearningPath(pathname: string, searchStr: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  const path = pathname.replace(/^\/learning\/?/, '').replace(/\/+$/, '')
  try {
    storage?.setItem(NEXT_PAGE_KEY, `${path}${searchStr}`)
  } catch {
    // Nothing to keep it in; the page itself still opens.
  }
}
