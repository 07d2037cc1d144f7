// The drafts of forms (use-draft.ts) in local storage. Apart from the hook: main.tsx registers
// forgetDrafts at start, as drafts of an earlier visit must go at sign-out even if no form was opened.

const PREFIX = 'draft:'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export const draftKey = (userId: number, name: string) => `${PREFIX}${userId}:${name}`

export function readDraft(key: string | null): string | null {
  if (key === null) return null
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeDraft(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch {
    // Storage full or blocked: the text stays in the form, only not across a reload.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Blocked storage held nothing either.
  }
}

/** Forgets every draft on this device: the user changed (sign-out, or someone else signed in). */
export function forgetDrafts(): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) removeDraft(key)
}
