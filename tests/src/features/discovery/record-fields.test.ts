import { describe, expect, it } from 'vitest'
import { recordKinds } from '@/contract/profile-record'
import { bodyOf, checkBody, emptyValues, recordFields, titleOf, valuesOf } from '@/features/discovery/components/records/record-fields'

// The record form's rules (issue 18): typed text becomes the contract's body, checked with the
// contract's own schema so each mistake is named at its field, in Indonesian, before anything is sent.

describe('record form fields', () => {
  it('turns typed text into the body: trimmed, optional fields left empty as null, the visibility chosen', () => {
    const body = bodyOf('work-projects', { title: '  Migrasi Gudang ', role: 'Ketua', description: '', start_date: '2024-01-02', end_date: '' }, 'private')
    expect(body).toEqual({ visibility: 'private', title: 'Migrasi Gudang', role: 'Ketua', description: null, start_date: '2024-01-02', end_date: null })
    expect(checkBody('work-projects', body)).toEqual({})
  })

  it('names each wrong field with an Indonesian message, the contract’s own where it has one', () => {
    const errors = checkBody(
      'trainings',
      bodyOf('trainings', { title: 'AB', organizer: '', start_date: '2024-03-06', end_date: '2024-03-04', certificate_url: 'javascript:alert(1)' }, 'public'),
    )
    expect(errors['title']).toBe('Minimal 3 karakter.')
    expect(errors['organizer']).toBe('Wajib diisi.')
    expect(errors['end_date']).toBe('Tanggal selesai tidak boleh sebelum tanggal mulai')
    expect(errors['certificate_url']).toBe('Alamat harus berupa URL http:// atau https://')
    expect(
      checkBody('book-reads', bodyOf('book-reads', { title: 'Buku', author: 'Penulis', finished_at: '2999-01-01', review: '' }, 'public'))['finished_at'],
    ).toBe('Tanggal tidak boleh di masa depan')
    expect(Object.values(errors).join(' ')).not.toMatch(/Invalid|Too small|expected/)
  })

  it('gives every kind a form whose filled-in values pass, and reads a record back into the same text', () => {
    const filled: Record<string, string> = {
      title: 'Judul Catatan',
      organizer: 'Penyelenggara',
      organization: 'Organisasi Relawan',
      role: 'speaker',
      event: 'Acara Tahunan',
      author: 'Penulis Buku',
      platform: 'YouTube',
      description: '',
      review: '',
      url: 'https://contoh.example/a',
      certificate_url: '',
    }
    for (const kind of recordKinds) {
      const values = { ...emptyValues(kind) }
      for (const field of recordFields[kind]) values[field.name] = field.type === 'date' ? '2024-01-02' : (filled[field.name] ?? 'Isian')
      const body = bodyOf(kind, values, 'public')
      expect(checkBody(kind, body), kind).toEqual({})
      expect(valuesOf(kind, body)).toEqual(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v])))
      expect(titleOf(kind, body)).toBe(kind === 'volunteers' ? 'Organisasi Relawan' : 'Judul Catatan')
    }
  })
})
