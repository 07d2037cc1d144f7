import { useRef, useState, type RefObject } from 'react'

/**
 * What an applicant's item says after HR changed it, and where focus lands then: the change may
 * remove the control that opened the confirmation (a final status has no next move), so focus goes
 * to the message instead of the page's start.
 */
export interface Outcome {
  message: string | null
  target: RefObject<HTMLParagraphElement | null>
  say(message: string): void
}

export function useOutcome(): Outcome {
  const [message, setMessage] = useState<string | null>(null)
  const target = useRef<HTMLParagraphElement>(null)
  return { message, target, say: setMessage }
}

/** The confirmation's onCloseAutoFocus: after a change that went through, focus the outcome's message. */
export function focusAfterChange(outcome: Outcome, changed: RefObject<boolean>) {
  return (event: Event) => {
    if (!changed.current) return
    changed.current = false
    event.preventDefault()
    outcome.target.current?.focus()
  }
}
