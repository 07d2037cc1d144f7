// Telemetry's limits both sides know (decision 027), apart from the schemas so the page's
// reporting module ships none of them.

/** One batch: a page sends at most this many at a time. */
export const MAX_ERRORS_PER_BATCH = 10
export const MAX_VIEW_ROWS_PER_BATCH = 50
/** Views older than this are not counted any more (the summary covers 30 days). */
export const VIEW_MAX_AGE_DAYS = 30

/** Session recording (decision 029): one batch of rrweb events, and how many batches one page session sends. */
export const MAX_RECORDING_EVENTS_PER_BATCH = 500
/** A batch's JSON, at most: the page starts a new batch before this; the server refuses more (413). */
export const MAX_RECORDING_BATCH_BYTES = 512 * 1024
export const MAX_RECORDING_BATCHES = 200
