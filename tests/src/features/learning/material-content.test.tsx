import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PackageMaterial } from '@/contract/learning-package'
import { clock } from '@/features/learning/api/progress-mutations'
import { MaterialContent } from '@/features/learning/components/material-content'
import { MaterialList } from '@/features/learning/components/material-list'

const material = (over: Partial<PackageMaterial>): PackageMaterial => ({
  id: 3,
  position: 3,
  title: 'Lembar Kerja: Rapat Satu-Satu Pertama',
  kind: 'article',
  duration_s: 300,
  video_id: null,
  video_url: null,
  body: null,
  quiz_id: null,
  is_current: true,
  progress: null,
  ...over,
})

describe('a package material', () => {
  it('shows a reading material’s text, sanitized', () => {
    const body = '<p>Siapkan 30 menit.</p><h2>Pertanyaan pembuka</h2><ol><li>Apa yang menghambat Anda?</li></ol><script>alert(1)</script><img src=x onerror="alert(2)">'
    const { container } = render(<MaterialContent material={material({ body })} onWrite={vi.fn()} />)
    expect(screen.getByText('Siapkan 30 menit.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Pertanyaan pembuka' })).toBeVisible()
    expect(within(screen.getByRole('list')).getByText('Apa yang menghambat Anda?')).toBeVisible()
    expect(container.querySelector('script, img, [onerror]')).toBeNull()
  })

  it('says so when a reading material has no text, instead of an empty panel', () => {
    render(<MaterialContent material={material({ body: '<p> </p>' })} onWrite={vi.fn()} />)
    expect(screen.getByText('Teks bacaan ini belum tersedia.')).toBeVisible()
  })

  it('says so when a video material has no file yet', () => {
    render(<MaterialContent material={material({ kind: 'video', video_id: 4, duration_s: 24 })} onWrite={vi.fn()} />)
    expect(screen.getByText('Video materi ini belum tersedia.')).toBeVisible()
  })

  it('labels each material in the list for what it holds: a video its length, a reading its reading time', () => {
    const materials = [material({ id: 1, position: 1, kind: 'video', title: 'Dasar', duration_s: 24, video_url: '/media/clip-1.webm', body: null }), material({ body: '<p>Teks</p>' })]
    render(<MaterialList materials={materials} currentId={3} onSelect={vi.fn()} clock={clock} />)
    const [video, reading] = screen.getAllByRole('button')
    expect(video).toHaveTextContent('Video · 00:24')
    expect(reading).toHaveTextContent('Bacaan · 5 menit baca')
  })
})
