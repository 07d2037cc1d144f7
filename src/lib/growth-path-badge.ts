/** Spec: Growth Path carries a 'New' badge while the current year is 2025 or earlier. */
export const GROWTH_PATH_BADGE_LAST_YEAR = 2025

export function showGrowthPathBadge(now: Date = new Date()): boolean {
  return now.getFullYear() <= GROWTH_PATH_BADGE_LAST_YEAR
}
