// Small pure helpers of the profile's screens (tested in tests/src/features/profile).

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })
const dayFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' })
const shortDay = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' })

/** 7260 → '2 jam 1 menit'; under a minute '0 menit'. */
export function formatLearningTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} menit`
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`
}

/** 1536 → '1,5 KB'; 2_621_440 → '2,5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`
  return `${number.format(bytes / (1024 * 1024))} MB`
}

/** '2024-08-20' or an ISO time → '20 Agustus 2024'; '-' when unreadable. */
export function formatDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00+07:00` : value)
  return Number.isNaN(date.getTime()) ? '-' : dayFormat.format(date)
}

/** '2024-08-20' → 'Agu 2024' (a chart's axis). */
export function formatMonth(value: string): string {
  const date = new Date(`${value}T12:00:00+07:00`)
  return Number.isNaN(date.getTime()) ? value : shortDay.format(date)
}

/** The largest centred square of a w×h picture: where to cut it from. */
export function centerSquare(width: number, height: number): { sx: number; sy: number; size: number } {
  const size = Math.min(width, height)
  return { sx: Math.floor((width - size) / 2), sy: Math.floor((height - size) / 2), size }
}

/** How the last score moved from the one before: +n, -n or 0 (null with one result only). */
export function scoreChange(history: readonly { score: number }[]): number | null {
  if (history.length < 2) return null
  return history.at(-1)!.score - history.at(-2)!.score
}

/** A data: URL's payload in the spec's upload form, "file name,base64" (commas and slashes out of the name). */
export function dataUrlToUpload(name: string, dataUrl: string): string {
  return `${name.replace(/[,/\\]/g, '_').slice(0, 200) || 'berkas'},${dataUrl.slice(dataUrl.indexOf(',') + 1)}`
}

/** A file in the spec's upload form. */
export function fileToUpload(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(dataUrlToUpload(file.name, String(reader.result)))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}
