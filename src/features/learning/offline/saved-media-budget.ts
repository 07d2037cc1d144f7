import { format } from '@/lib/i18n/id'
import { savedMediaTexts } from './texts'
import { lazyFormat } from '@/lib/i18n/lazy-format'

const t = savedMediaTexts

/** A sensible default for phones: a few dozen lessons, well inside what browsers grant a site. */
export const DEFAULT_BUDGET_MB = 500
export const MIN_BUDGET_MB = 50
export const MAX_BUDGET_MB = 20_000
/** A device setting (not per user): it is about this device's storage. */
export const BUDGET_STORAGE_KEY = 'tumbuh.saved-media.budget-mb'
const MB = 1024 * 1024

export function readBudgetMb(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const value = Number(storage?.getItem(BUDGET_STORAGE_KEY) ?? NaN)
  return Number.isInteger(value) && value >= MIN_BUDGET_MB && value <= MAX_BUDGET_MB ? value : DEFAULT_BUDGET_MB
}

/** Stores a whole number of MB in range; false (and nothing stored) otherwise. */
export function writeBudgetMb(mb: number, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): boolean {
  if (!Number.isInteger(mb) || mb < MIN_BUDGET_MB || mb > MAX_BUDGET_MB) return false
  storage.setItem(BUDGET_STORAGE_KEY, String(mb))
  return true
}

export const budgetBytes = (mb: number): number => mb * MB

const oneDecimal = lazyFormat(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }))

/** '0 B', '812 KB', '1,2 MB', '3,4 GB' (binary units, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`
  const units = ['KB', 'MB', 'GB', 'TB'] as const
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${oneDecimal().format(value)} ${units[unit]}`
}

export interface BudgetInput {
  /** Bytes the new save adds (media already saved for another item cost nothing). */
  neededBytes: number
  /** Bytes the user's saved media already take. */
  usedBytes: number
  budgetMb: number
  /** navigator.storage.estimate(), when the browser has it. */
  estimate?: { usage?: number; quota?: number } | null
}

export interface BudgetRefusal {
  reason: 'budget' | 'quota'
  /** In the user's words. */
  message: string
}

/** Why a save is refused (the user's budget, then the browser's estimate); null when it fits both. */
export function budgetRefusal({ neededBytes, usedBytes, budgetMb, estimate }: BudgetInput): BudgetRefusal | null {
  const budget = budgetBytes(budgetMb)
  if (usedBytes + neededBytes > budget) {
    const vars = { needed: formatBytes(neededBytes), left: formatBytes(Math.max(0, budget - usedBytes)), budget: formatBytes(budget) }
    return { reason: 'budget', message: format(t.errors.budget, vars) }
  }
  if (estimate?.quota !== undefined) {
    const left = Math.max(0, estimate.quota - (estimate.usage ?? 0))
    if (neededBytes > left) return { reason: 'quota', message: format(t.errors.quota, { needed: formatBytes(neededBytes), left: formatBytes(left) }) }
  }
  return null
}
