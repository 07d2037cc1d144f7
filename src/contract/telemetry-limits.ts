// Telemetry's limits both sides know (decision 027), apart from the schemas so the page's
// reporting module ships none of them.

/** One batch: a page sends at most this many at a time. */
export const MAX_ERRORS_PER_BATCH = 10
export const MAX_VIEW_ROWS_PER_BATCH = 50
/** Views older than this are not counted any more (the summary covers 30 days). */
export const VIEW_MAX_AGE_DAYS = 30
