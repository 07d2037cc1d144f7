const dayFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A calendar day `YYYY-MM-DD` in Indonesian ("12 Okt 2025"); anything else as it is. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) ? day : dayFormat.format(time)
}

/** A span of days: one day, "start – end", or "start – sekarang" while it runs. */
export function formatSpan(start: string, end: string | null | undefined, ongoing: string | null): string {
  if (end === undefined || (end === null && ongoing === null) || end === start) return formatDay(start)
  return `${formatDay(start)} – ${end === null ? ongoing : formatDay(end)}`
}
