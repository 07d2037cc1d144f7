// The screen a page shows, as the route's pattern in the spec's notation (issue 19, decision 027):
// what screen views and error reports carry instead of the filled URL. Zod-free and tiny: the
// start-up chunk counts the first view with it.

/** Not a page of the app (the router's not-found answer). */
export const NOT_FOUND_SCREEN = '*'

/**
 * TanStack Router's route id (`/learning/videos/$id`, `/activity/`) → `/learning/videos/{id}`,
 * `/activity`; the root (a not-found answer) → `*`.
 */
export function screenPattern(routeId: string): string {
  if (routeId === '__root__' || routeId === '') return NOT_FOUND_SCREEN
  const pattern = routeId.replace(/\$(\w+)/g, '{$1}').replace(/\/+$/, '')
  return pattern === '' ? '/' : pattern
}
