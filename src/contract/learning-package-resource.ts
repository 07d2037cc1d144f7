// A module of its own, importing nothing: register.ts files run before the first screen, and
// this is all they need of the contract (no zod in the start-up code).

/**
 * The outbox resource of a package's writes (`package:4`): its enrolment and its materials'
 * progress share it, so they arrive in the order made. The learning area queues them; the study
 * history of /activity declares its refresh by this prefix, and lists the waiting enrolments
 * (learning-package-enrolment.ts tells them from progress writes; decision 047).
 */
export const PACKAGE_OUTBOX_RESOURCE_PREFIX = 'package:'
export const packageOutboxResource = (packageId: number) => `${PACKAGE_OUTBOX_RESOURCE_PREFIX}${packageId}`
