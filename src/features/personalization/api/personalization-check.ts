import { personalizationApi } from '@/contract/personalization'
import { callApi, type ApiClientDeps } from '@/lib/api/client'
import { reportError } from '@/lib/errors/error-reporter'
import { applyPersonalizationStatus } from '@/stores/personalization-store'

/**
 * What this browser session already knows per user: 'personalized' (interests saved or the
 * status said so) or 'later' ('Nanti saja'). Either means no status call and no modal until the
 * tab's session ends; sessionStorage is exactly that lifetime.
 */
const SESSION_KEY = 'tumbuh:personalization'
type Settled = 'personalized' | 'later'

function settledFor(userId: number): Settled | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as { userId?: unknown; state?: unknown } | null
    return saved?.userId === userId && (saved.state === 'personalized' || saved.state === 'later') ? saved.state : null
  } catch {
    return null
  }
}

export function rememberSettled(userId: number, state: Settled): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ userId, state }))
  } catch {
    // Storage full or blocked: the modal may ask again next session, nothing worse.
  }
}

/** Users already asked about during this page's life: the call runs once, whatever re-renders. */
const asked = new Set<number>()

/**
 * The status call of spec section 4, once per session for a signed-in user: false opens the
 * modal, true keeps it closed. A failure is logged only (spec section 8) and the modal stays
 * closed. `isCurrent` drops an answer that arrives after the user changed (logout, another tab).
 */
export async function checkPersonalization(userId: number, isCurrent: () => boolean, deps: ApiClientDeps = {}): Promise<void> {
  if (asked.has(userId) || settledFor(userId)) return
  asked.add(userId)
  try {
    const answer = await callApi(personalizationApi.status, {}, deps)
    if (!isCurrent()) return
    const has = answer.data.hasPersonalizedContent
    applyPersonalizationStatus(has)
    if (has) rememberSettled(userId, 'personalized')
  } catch (error) {
    reportError(error, { source: 'personalization-status' })
  }
}

/** Tests: forget who was asked. */
export function resetPersonalizationCheck(): void {
  asked.clear()
}
