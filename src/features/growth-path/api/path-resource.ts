/** The outbox resource of a path's writes: they are sent in the order made (taking before progress). */
export const pathResource = (pathId: number) => `growth-path:${pathId}`
