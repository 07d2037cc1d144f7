import type { Applicant, Application, HrOpening, OpportunityCard, OpportunityDetail } from '@/contract/opportunity'
import { budi } from '../../support/fake-api'

// Openings, applications and applicants as the opportunity API answers them, for the area's client tests.

const unit = { id: 2, name: 'Unit Data', slug: 'unit-data' }
const location = { id: 1, name: 'Kantor Pusat', slug: 'kantor-pusat', city: 'Jakarta' }
const permanent = { id: 1, name: 'Karyawan Tetap', slug: 'karyawan-tetap' }
export const skill = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\W+/g, '-') })

export function card(id: number, title: string, extra: Partial<OpportunityCard> = {}): OpportunityCard {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    business_unit: unit,
    company_location: location,
    employee_status: permanent,
    closing_day: '2026-12-31',
    closes_in_days: 30,
    closed: false,
    skills: [skill(1, 'SQL')],
    summary: `Ringkasan ${title}.`,
    posted_at: '2026-11-01T02:00:00.000Z',
    fit: null,
    my_status: null,
    ...extra,
  }
}

export function detail(id: number, title: string, extra: Partial<OpportunityDetail> = {}): OpportunityDetail {
  return {
    ...card(id, title),
    description: '<p>Menganalisis data penjualan.</p>',
    requirements: '<ul><li>Menguasai SQL</li></ul>',
    posted_by: { name: 'Lestari Wibowo', position: 'HR Business Partner' },
    my_application: null,
    ...extra,
  } as OpportunityDetail
}

export function application(id: number, opening: Pick<OpportunityCard, 'id' | 'slug' | 'title'>, extra: Partial<Application> = {}): Application {
  return {
    id,
    opportunity: { id: opening.id, slug: opening.slug, title: opening.title, business_unit: unit, closing_day: '2026-12-31', closed: false },
    status: 'terkirim',
    motivation: 'Saya ingin tumbuh bersama tim data dan membawa pengalaman analisis saya.',
    cv: { name: 'cv-budi.pdf', size: 20_000, kind: 'pdf', url: `/api/platform/opportunity/applications/${id}/cv` },
    created_at: '2026-12-01T02:00:00.000Z',
    updated_at: '2026-12-01T02:00:00.000Z',
    history: [{ status: 'terkirim', note: null, at: '2026-12-01T02:00:00.000Z', by: null }],
    can_withdraw: true,
    ...extra,
  }
}

export function applicant(id: number, name: string, opening: Pick<OpportunityCard, 'id' | 'slug' | 'title'>, extra: Partial<Applicant> = {}): Applicant {
  return {
    ...application(id, opening, { can_withdraw: false }),
    applicant: { id: 100 + id, name, initials: name.slice(0, 2).toUpperCase(), username: name.toLowerCase().replace(/\W+/g, '.'), position: 'Analis', business_unit: 'Unit Data' },
    fit_percent: 60,
    own: false,
    next_statuses: ['ditinjau', 'tidak lolos'],
    correctable: null,
    ...extra,
  }
}

export function hrOpening(id: number, title: string, extra: Partial<HrOpening> = {}): HrOpening {
  const { fit: _fit, my_status: _status, skills: _skills, summary: _summary, posted_at: _posted, ...base } = card(id, title)
  return { ...base, applicants: 0, by_status: [], ...extra }
}

/** The session answer of a signed-in Budi, with HR's role or not. */
export const session = (roles: 'hr'[] = []) => ({ body: { data: { ...budi, roles, expires_at: '2030-01-01T00:00:00Z' } } })

export const json = (status: number, body: unknown) => ({ status, body })
