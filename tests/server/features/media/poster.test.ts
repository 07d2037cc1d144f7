import { describe, expect, it } from 'vitest'
import { POSTER_FREE_FROM_Y, renderThumbnailSvg } from '../../../../server/features/media/thumbnail-svg'

/** Each title line's baseline and the font size it is drawn in. */
function titleLines(svg: string): { y: number; size: number }[] {
  const size = Number(/<text font-family="system-ui,sans-serif" font-size="(\d+)" font-weight="700" fill="#fff">/.exec(svg)![1])
  return [...svg.matchAll(/<tspan x="32" y="(\d+)">/g)].map((m) => ({ y: Number(m[1]), size }))
}

describe('a video poster (the thumbnail drawn for the player)', () => {
  const titles = ['Budaya K3', 'Dasar Kepemimpinan Situasional', 'Membaca Laporan Keuangan untuk Non-Keuangan di Unit Bisnis Sehari-hari']

  it('keeps its title, descenders included, above the player’s control bar, and has no play mark of its own', () => {
    for (const title of titles) {
      const svg = renderThumbnailSvg({ slug: 'contoh', title, kind: 'video', poster: true })
      const lines = titleLines(svg)
      expect(lines.length).toBeGreaterThan(0)
      // A descender reaches about a quarter of the font size below the baseline.
      for (const line of lines) expect(line.y + line.size * 0.25, title).toBeLessThanOrEqual(POSTER_FREE_FROM_Y)
      expect(svg).not.toMatch(/<circle cx="320"/)
    }
  })

  it('is drawn only when asked: a card’s thumbnail keeps its title on the bottom band', () => {
    const card = renderThumbnailSvg({ slug: 'contoh', title: titles[1], kind: 'video' })
    expect(Math.max(...titleLines(card).map((l) => l.y))).toBeGreaterThan(POSTER_FREE_FROM_Y)
  })
})
