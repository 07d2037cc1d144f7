/** The outbox resource of a path's writes: they are sent in the order made (taking before progress). */
export const pathResource = (pathId: number) => `${PATH_RESOURCE_PREFIX}${pathId}`
export const PATH_RESOURCE_PREFIX = 'growth-path:'
