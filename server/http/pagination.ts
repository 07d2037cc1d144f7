/** The `meta` of every paginated answer. */
export const pageMeta = (page: number, limit: number, total: number) => ({ page, limit, total, total_pages: Math.ceil(total / limit) })

export const pageOfItems = <T>(items: T[], total: number, page: number, limit: number) => ({ data: items, meta: pageMeta(page, limit, total) })
