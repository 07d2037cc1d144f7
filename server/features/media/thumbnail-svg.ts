/**
 * The picture behind every `/thumbnails/<slug>.svg`: a 16:9 card in a colour of the brand's
 * family, a faint geometric pattern, the kind of content and its title. Drawn from the slug alone
 * (deterministic, so it caches and works for content added later) and kept under 3 KB: no
 * scripts, no external references, every text escaped.
 */

export type ThumbnailKind = 'video' | 'package' | 'inclass' | 'channel' | 'catalog'

export interface ThumbnailInput {
  slug: string
  /** The content's own title when known; otherwise words of the slug. */
  title?: string
  kind?: ThumbnailKind
  /**
   * Drawn as a player's poster: the player's own controls cover the bottom of the picture (about
   * 70 px, 40% of a 360 px wide phone's player), so the title sits in the upper half and nothing is
   * drawn below it; no kind label and no play mark (the page and the player say both).
   */
  poster?: boolean
}

/** In a poster nothing is drawn below this line (of 360): the player's control bar lies there. */
export const POSTER_FREE_FROM_Y = 200

const kindLabels: Record<ThumbnailKind, string> = {
  video: 'VIDEO',
  package: 'PAKET KURSUS',
  inclass: 'KELAS TATAP MUKA',
  channel: 'KANAL',
  catalog: 'KATALOG',
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255).toString(16).padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/**
 * The brand teal (#289f8e ≈ hsl(171°, 60%, 39%)) and its neighbours on the colour wheel at the
 * brand's saturation: [turn in degrees, lightness]. The lightness keeps the white title at least
 * 4.5:1 on the darkened band it sits on (tested); warm hues are left out, they read as warnings.
 */
const paletteSteps: readonly [number, number][] = [
  [0, 0.28],
  [-24, 0.32],
  [24, 0.34],
  [-48, 0.3],
  [48, 0.38],
  [72, 0.42],
  [-12, 0.34],
]
export const thumbnailPalette: readonly string[] = ['#289f8e', ...paletteSteps.map(([turn, l]) => hslToHex((171 + turn + 360) % 360, 0.6, l))]
/** The band under the title: black at this opacity over the card colour. */
export const TITLE_BAND_OPACITY = 0.18

/** FNV-1a: a stable small hash, so one slug always gets the same colour and pattern. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const smallWords = new Set(['dan', 'di', 'ke', 'dari', 'yang', 'untuk', 'dengan', 'atau', 'pada', 'dalam'])

/** `budaya-k3-dimulai-dari-diri-sendiri` → `Budaya K3 Dimulai dari Diri Sendiri`. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i > 0 && smallWords.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ')
}

/** Greedy word wrap into at most `maxLines` lines of `width` characters; the rest becomes "…". */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width || !line) {
      line = next
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1).trimEnd()}…`
    return kept.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l))
  }
  return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l))
}

function pattern(kind: number, seed: number): string {
  const shift = (seed >>> 8) % 120
  if (kind === 0) {
    // Rings from the top right corner.
    return [0, 1, 2, 3]
      .map((i) => `<circle cx="${560 - (shift % 60)}" cy="40" r="${90 + i * 70}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="18"/>`)
      .join('')
  }
  if (kind === 1) {
    // Diagonal bands.
    return [0, 1, 2, 3, 4]
      .map((i) => `<path d="M${300 + shift + i * 70} 0h36L${180 + shift + i * 70} 360h-36z" fill="#fff" fill-opacity=".09"/>`)
      .join('')
  }
  // A grid of dots on the right.
  const dots: string[] = []
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) dots.push(`<circle cx="${400 + col * 48}" cy="${36 + row * 48 + (shift % 20)}" r="7"/>`)
  }
  return `<g fill="#fff" fill-opacity=".16">${dots.join('')}</g>`
}

const leafMark =
  '<path d="M29 59V31a3 3 0 0 1 6 0v28a3 3 0 0 1-6 0zM34.5 40C33.5 25 22.5 15 5 15c0 16 11.5 26 29.5 25zM29.5 33C30.5 15 42.5 5 60 5c0 18-12 29-30.5 28z"/>'

export function renderThumbnailSvg({ slug, title, kind, poster = false }: ThumbnailInput): string {
  const seed = hash(slug)
  const colour = thumbnailPalette[seed % thumbnailPalette.length]!
  const text = (title ?? titleFromSlug(slug)).trim() || titleFromSlug(slug)
  // 22 characters of bold 38 px fit the 576 px text column even in a wide font such as DejaVu.
  const lines = wrap(text, 22, 3)
  const fontSize = lines.length === 3 ? 34 : 38
  const lineHeight = fontSize * 1.2
  // A poster's last line ends a descender above POSTER_FREE_FROM_Y; a card's sits on the bottom band.
  const lastY = poster ? POSTER_FREE_FROM_Y - 12 : 320
  const firstY = lastY - (lines.length - 1) * lineHeight
  const band = poster ? { y: firstY - fontSize - 20, height: lastY - firstY + fontSize + 32 } : { y: 200, height: 160 }
  const label = kind && !poster ? kindLabels[kind] : undefined
  // Bold 16 px capitals with 1 px tracking: at most about 12.5 px each in common sans-serif fonts.
  const labelWidth = label ? Math.round(label.length * 12.5 + 32) : 0
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img">`,
    `<title>${escapeXml(text)}</title>`,
    `<rect width="640" height="360" fill="${colour}"/>`,
    pattern(seed % 3, seed),
    `<rect y="${Math.round(band.y)}" width="640" height="${Math.round(band.height)}" fill="#000" fill-opacity="${TITLE_BAND_OPACITY}"/>`,
    `<g transform="translate(568 24) scale(.75)" fill="#fff" fill-opacity=".9">${leafMark}</g>`,
    label
      ? `<rect x="32" y="32" width="${labelWidth}" height="36" rx="18" fill="#fff" fill-opacity=".92"/>` +
        `<text x="48" y="56" font-family="system-ui,sans-serif" font-size="16" font-weight="700" letter-spacing="1" fill="#12312d">${escapeXml(label)}</text>`
      : '',
    kind === 'video' && !poster ? `<circle cx="320" cy="132" r="40" fill="#fff" fill-opacity=".9"/><path d="M308 112v40l34-20z" fill="${colour}"/>` : '',
    `<text font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">`,
    ...lines.map((line, i) => `<tspan x="32" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`),
    `</text></svg>`,
  ].join('')
}
