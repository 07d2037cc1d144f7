import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toListQuery } from '@/features/learning/api/list-query'
import { videoQueries } from '@/features/learning/api/video-queries'
import { LearningListPage } from '@/features/learning/components/learning-list-page'
import { personalizationStore, resetPersonalizationStore } from '@/stores/personalization-store'
import { fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

describe('learning list search keywords', () => {
  beforeEach(() => {
    resetClientState()
    resetPersonalizationStore()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('offers the top three keywords from the personalization state, which the keywords call fills', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/v2/search/histories/top-three': { body: { data: { keywords: ['excel', 'negosiasi', 'k3', 'lebih'] } } },
        'GET /api/v2/courses/videos': { body: { data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } } },
      }).fetch,
    )
    renderWithRouter(() => <LearningListPage title="Video" search={{}} options={videoQueries.list(toListQuery({}))} />)

    expect(await screen.findByRole('button', { name: 'negosiasi' })).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((b) => b.textContent).filter((text) => ['excel', 'negosiasi', 'k3', 'lebih'].includes(text ?? ''))).toEqual(['excel', 'negosiasi', 'k3'])
    expect(personalizationStore.popularSearchKeywords).toEqual(['excel', 'negosiasi', 'k3'])
  })
})
