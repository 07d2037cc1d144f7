import { proxy } from 'valtio'

export type ToastTone = 'danger' | 'info'

export interface Toast {
  id: number
  message: string
  tone: ToastTone
}

/** Short messages over any page (both layouts), announced as alerts. */
export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] })

/** Long enough to read a sentence twice; the invalid-token notice outlives its 3 s logout. */
export const TOAST_DURATION_MS = 6000

let nextId = 1

export function showToast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  const toast: Toast = { id: nextId++, message, tone: options.tone ?? 'danger' }
  // The same message twice in a row (two failing calls) is one toast.
  toastStore.toasts = [...toastStore.toasts.filter((t) => t.message !== message), toast]
  setTimeout(() => dismissToast(toast.id), options.durationMs ?? TOAST_DURATION_MS)
  return toast.id
}

export function dismissToast(toastId: number): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== toastId)
}

export function clearToasts(): void {
  toastStore.toasts = []
}
