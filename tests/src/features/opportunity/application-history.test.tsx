import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Applicant, Application } from '@/contract/opportunity'
import { ApplicationView } from '@/features/opportunity/components/applications/application-view'
import { Corrections } from '@/features/opportunity/components/hr/correct-status'
import { useDeviceZone } from '../../support/device-zone'
import { renderWithRouter } from '../../support/render-with-router'

// The applicant's own view of an application: each change, when (in WIB), by whom and why.
const application: Application = {
  id: 12,
  opportunity: { id: 3, slug: 'analis-data', title: 'Analis Data', business_unit: { id: 2, name: 'Unit Data', slug: 'unit-data' }, closing_day: '2026-12-31', closed: false },
  status: 'wawancara',
  motivation: 'Saya ingin belajar.',
  cv: { name: 'cv-budi.pdf', size: 20_000, kind: 'pdf', url: '/api/platform/opportunity/applications/12/cv' },
  created_at: '2026-12-01T02:00:00.000Z',
  updated_at: '2026-12-07T12:16:00.000Z',
  history: [
    { status: 'terkirim', note: null, at: '2026-12-01T02:00:00.000Z', by: null },
    { status: 'wawancara', note: 'Jadwal menyusul.', at: '2026-12-03T03:30:00.000Z', by: 'Lestari Wibowo' },
    { status: 'diterima', note: null, at: '2026-12-07T11:00:00.000Z', by: 'Lestari Wibowo' },
    { status: 'wawancara', note: 'Salah pelamar; wawancara tetap berjalan.', at: '2026-12-07T12:16:00.000Z', by: 'Lestari Wibowo', corrects: 'diterima' },
  ],
  can_withdraw: false,
}

async function historyItems() {
  renderWithRouter(() => <ApplicationView application={application} />)
  return within(await screen.findByRole('list', { name: 'Riwayat' })).getAllByRole('listitem')
}

describe('an application’s history, as its applicant sees it', () => {
  describe('on a device set to Jakarta', () => {
    useDeviceZone('Asia/Jakarta')

    it('labels HR’s correction as one, with its reason, and plain changes as they are', async () => {
      const items = await historyItems()
      expect(items).toHaveLength(4)
      expect(items[1]).toHaveTextContent('Wawancara · 3 Des 2026, 10.30 WIB · oleh Lestari Wibowo')
      expect(items[1]).not.toHaveTextContent('dikoreksi')
      expect(within(items[3]!).getByText('“Diterima” dikoreksi menjadi “Wawancara”')).toBeInTheDocument()
      expect(items[3]).toHaveTextContent('“Diterima” dikoreksi menjadi “Wawancara” · 7 Des 2026, 19.16 WIB · oleh Lestari Wibowo')
      expect(within(items[3]!).getByText('Salah pelamar; wawancara tetap berjalan.')).toBeInTheDocument()
    })
  })

  describe('on a device set to another zone', () => {
    useDeviceZone('Asia/Makassar')

    it('says each time in WIB with the device’s own beside it, as every time in the app', async () => {
      const items = await historyItems()
      expect(within(items[0]!).getByText('1 Des 2026, 09.00 WIB (10.00 WITA)')).toBeInTheDocument()
    })

    it('and so does HR’s list of an application’s corrections', async () => {
      const applicant: Applicant = {
        ...application,
        applicant: { id: 7, name: 'Budi Santoso', initials: 'BS', username: 'budi.santoso', position: null, business_unit: null },
        fit_percent: 80,
        own: false,
        next_statuses: [],
        correctable: null,
      }
      renderWithRouter(() => <Corrections applicant={applicant} />)
      const item = within(await screen.findByRole('list', { name: 'Koreksi status' })).getByRole('listitem')
      expect(within(item).getByText('7 Des 2026, 19.16 WIB (20.16 WITA)')).toBeInTheDocument()
    })
  })
})
