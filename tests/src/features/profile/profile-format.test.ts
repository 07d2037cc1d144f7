import { describe, expect, it } from 'vitest'
import { scoreLevel } from '@/contract/profile-assessment'
import { userUpdateSchema } from '@/contract/profile-user'
import { fieldErrors } from '@/features/profile/components/edit/profile-form'
import { centerSquare, dataUrlToUpload, formatDay, formatFileSize, formatLearningTime, scoreChange } from '@/features/profile/profile-format'

describe('the profile screens’ helpers', () => {
  it('reads learning time in hours and minutes', () => {
    expect(formatLearningTime(0)).toBe('0 menit')
    expect(formatLearningTime(59)).toBe('0 menit')
    expect(formatLearningTime(45 * 60)).toBe('45 menit')
    expect(formatLearningTime(7200)).toBe('2 jam')
    expect(formatLearningTime(7260 + 30)).toBe('2 jam 1 menit')
  })

  it('reads file sizes in B, KB and MB with an Indonesian decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1,5 KB')
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB')
  })

  it('reads a Jakarta day and an instant as the day in Jakarta', () => {
    expect(formatDay('2024-08-20')).toBe('20 Agustus 2024')
    // 20:00 UTC is already the next day in Jakarta.
    expect(formatDay('2024-08-20T20:00:00.000Z')).toBe('21 Agustus 2024')
    expect(formatDay('bukan tanggal')).toBe('-')
  })

  it('cuts the centred square of a wide, a tall and a square picture', () => {
    expect(centerSquare(1200, 800)).toEqual({ sx: 200, sy: 0, size: 800 })
    expect(centerSquare(600, 1001)).toEqual({ sx: 0, sy: 200, size: 600 })
    expect(centerSquare(512, 512)).toEqual({ sx: 0, sy: 0, size: 512 })
  })

  it('turns a data: URL into the spec’s "file name,base64" form the contract accepts', () => {
    const upload = dataUrlToUpload('foto, saya/baru.jpg', 'data:image/jpeg;base64,/9j/4AAQ')
    expect(upload).toBe('foto_ saya_baru.jpg,/9j/4AAQ')
    const body = {
      given_name: 'Budi',
      family_name: '',
      position: null,
      bio: null,
      skill_ids: [],
      visibility: { about: true, learning: true, growth_paths: true },
    }
    expect(userUpdateSchema.safeParse({ ...body, photo: upload }).success).toBe(true)
    expect(userUpdateSchema.safeParse({ ...body, photo: '/9j/4AAQ' }).success).toBe(false)
  })

  it('tells how the last score moved and what level it reads as', () => {
    expect(scoreChange([{ score: 70 }])).toBeNull()
    expect(scoreChange([{ score: 60 }, { score: 70 }, { score: 64 }])).toBe(-6)
    expect([54, 55, 70, 85].map(scoreLevel)).toEqual(['perlu-dikembangkan', 'berkembang', 'kompeten', 'unggul'])
  })

  it('puts the contract’s refusals on their fields, the first message each', () => {
    const checked = userUpdateSchema.safeParse({
      given_name: ' ',
      family_name: '',
      position: null,
      bio: 'x'.repeat(501),
      skill_ids: [1, 1],
      visibility: { about: true, learning: false, growth_paths: true },
    })
    expect(checked.success).toBe(false)
    const errors = fieldErrors(checked.error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
    expect(errors).toEqual({ given_name: 'Nama depan wajib diisi', bio: 'Bio maksimal 500 karakter', skill_ids: 'Keahlian tidak boleh dipilih dua kali' })
    expect(
      fieldErrors([
        { path: 'photo', message: 'Foto harus berupa gambar JPEG, PNG, atau WebP.' },
        { path: 'unknown', message: 'x' },
      ]),
    ).toEqual({
      photo: 'Foto harus berupa gambar JPEG, PNG, atau WebP.',
    })
  })
})
