import { ProblemError } from '../../http/problem-error'
import type { GrowthPathRefusal } from './trx-repository'

// How growth-path refusals reach the caller: a problem in words a person understands.

export const pathNotFound = () => new ProblemError(404, { detail: 'Growth path tidak ditemukan.' })
export const itemNotFound = () => new ProblemError(404, { detail: 'Materi growth path tidak ditemukan.' })

export function refusalProblem(refusal: GrowthPathRefusal): ProblemError {
  switch (refusal.reason) {
    case 'archived':
      return new ProblemError(409, { detail: 'Growth path ini tidak lagi menerima peserta baru.' })
    case 'not-taken':
      return new ProblemError(409, { detail: 'Ambil growth path ini terlebih dahulu.' })
    case 'item-not-in-path':
      return new ProblemError(404, { detail: 'Materi tidak ditemukan di growth path ini.', errors: [{ path: 'item_id', message: 'Bukan bagian dari growth path ini' }] })
    case 'assignment-needs-submission':
      return new ProblemError(409, { detail: 'Tugas selesai setelah jawabannya dikumpulkan.' })
    case 'not-an-assignment':
      return new ProblemError(409, { detail: 'Materi ini bukan tugas.', errors: [{ path: 'item_id', message: 'Bukan tugas' }] })
    case 'reviewed':
      return new ProblemError(409, { detail: 'Tugas ini sudah dinilai mentor dan tidak dapat diganti.' })
    case 'incomplete': {
      const left = [
        refusal.detail?.itemsLeft ? `${refusal.detail.itemsLeft} materi wajib` : '',
        refusal.detail?.assignmentsLeft ? `${refusal.detail.assignmentsLeft} tugas` : '',
      ].filter(Boolean)
      return new ProblemError(409, { detail: `Growth path belum dapat diselesaikan: masih ada ${left.join(' dan ')} yang belum selesai.` })
    }
  }
}
