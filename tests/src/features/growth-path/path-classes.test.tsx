import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GrowthPathClass } from '@/contract/growth-path'
import { PathClasses } from '@/features/growth-path/components/detail/path-classes'
import { useDeviceZone } from '../../support/device-zone'
import { fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const klass: GrowthPathClass = {
  id: 5,
  kind: 'inclass',
  slug: 'bootcamp-excel',
  title: 'Bootcamp Analisis Data dengan Excel',
  summary: 'Pivot table dan dasbor sederhana.',
  thumbnail_url: '/thumbnails/bootcamp-excel.svg',
  category: { id: 4, name: 'Teknologi Informasi', slug: 'teknologi-informasi' },
  duration_s: 7200,
  published_at: '2026-11-01T01:00:00.000Z',
  instructor: null,
  participants: 2,
  // Thursday 26 November, 10.00 WIB.
  starts_at: '2026-11-26T03:00:00.000Z',
  ends_at: '2026-11-26T05:00:00.000Z',
  place: 'Ruang Melati, Lantai 8',
  city: 'Jakarta',
  is_online: false,
  seats_total: 10,
  seats_left: 3,
  item_id: 41,
  module_title: 'Modul 2',
}

function renderClasses() {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/platform/growthpath-class': { body: { data: [klass] } } }).fetch)
  renderWithRouter(() => <PathClasses slug="analis-data" />)
}

describe('growth path classes: their times', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    resetClientState()
  })

  describe('on a device set to Jakarta', () => {
    useDeviceZone('Asia/Jakarta')
    it('says the start in WIB, as every time in the app', async () => {
      renderClasses()
      const item = within(await screen.findByRole('region', { name: 'Kelas' })).getByRole('listitem')
      expect(item).toHaveTextContent('Kamis, 26 November 2026, 10.00 WIB · Ruang Melati, Lantai 8, Jakarta')
    })
  })

  describe('on a device set to another zone', () => {
    useDeviceZone('Asia/Makassar')
    it('adds the device’s own time beside the WIB one', async () => {
      renderClasses()
      const item = within(await screen.findByRole('region', { name: 'Kelas' })).getByRole('listitem')
      expect(item).toHaveTextContent('Kamis, 26 November 2026, 10.00 WIB (11.00 WITA) · Ruang Melati, Lantai 8, Jakarta')
    })
  })
})
