// Apart from learning-package-resource.ts: register.ts needs only the prefix at start-up, and this
// is needed only by the list that shows waiting enrolments. No zod here either.
import { PACKAGE_OUTBOX_RESOURCE_PREFIX, packageOutboxResource } from './learning-package-resource'

/** Where a package enrolment is sent (v2); learning-package.ts declares the endpoint on it. */
export const PACKAGE_ENROL_PATH = '/api/v2/users/courses/packages/{id}/register'

const enrolUrl = new RegExp(`^${PACKAGE_ENROL_PATH.replace('{id}', '(\\d{1,9})')}$`)

/**
 * The package an outbox write enrols in; null for any other write, a progress write of the same
 * package among them (same resource, another address).
 */
export function packageEnrolmentOf(entry: { method: string; url: string; resource: string }): number | null {
  if (entry.method !== 'POST' || !entry.resource.startsWith(PACKAGE_OUTBOX_RESOURCE_PREFIX)) return null
  const match = enrolUrl.exec(entry.url)
  const id = match ? Number(match[1]) : 0
  return id > 0 && entry.resource === packageOutboxResource(id) ? id : null
}
