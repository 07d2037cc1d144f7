import { proxy } from 'valtio'
import type { UserInfo } from '@/contract/profile-user-info'
import { onUserChanged } from '@/lib/user-changed'

/**
 * Personalization state (spec section 3), exactly its four fields. The status call after sign-in
 * decides the modal (spec section 4): hasPersonalizedContent false → modalPersonalized true.
 */
export interface PersonalizationState {
  userInfo: UserInfo | null
  hasPersonalizedContent: boolean
  modalPersonalized: boolean
  popularSearchKeywords: string[]
}

const initial = (): PersonalizationState => ({ userInfo: null, hasPersonalizedContent: true, modalPersonalized: false, popularSearchKeywords: [] })

export const personalizationStore = proxy<PersonalizationState>(initial())

/** The status call's answer: the modal follows it. */
export function applyPersonalizationStatus(hasPersonalizedContent: boolean): void {
  personalizationStore.hasPersonalizedContent = hasPersonalizedContent
  personalizationStore.modalPersonalized = !hasPersonalizedContent
}

/** Interests saved: nothing left to ask. */
export function markPersonalized(): void {
  personalizationStore.hasPersonalizedContent = true
  personalizationStore.modalPersonalized = false
}

export function closePersonalizationModal(): void {
  personalizationStore.modalPersonalized = false
}

export function setPersonalizationUser(userInfo: UserInfo | null): void {
  personalizationStore.userInfo = userInfo
}

export function setPopularSearchKeywords(keywords: readonly string[]): void {
  personalizationStore.popularSearchKeywords = [...keywords]
}

/** Another user, sign-out and tests: back to the defaults (the user, their answer, their search keywords). */
export function resetPersonalizationStore(): void {
  Object.assign(personalizationStore, initial())
}

onUserChanged(resetPersonalizationStore)
