import { problemTypes } from '../../src/contract/problem'
import type { IdentityRefusalReason } from '../auth/employee-identity'
import { ProblemError } from './problem-error'

/** What a caller sees when signing in or being signed in fails (plugins/auth.ts and the auth routes). */
export const authProblems = {
  signInRequired: () => new ProblemError(401, { type: problemTypes.unauthorized }),
  sessionExpired: () =>
    new ProblemError(401, {
      type: problemTypes.sessionExpired,
      title: 'Sesi berakhir',
      detail: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    }),
  /** The spec's invalid-token message, word for word. */
  invalidToken: () =>
    new ProblemError(401, {
      type: problemTypes.invalidToken,
      title: 'Token tidak valid',
      detail: 'Token tidak valid, silahkan login kembali',
    }),
  unavailable: () =>
    new ProblemError(503, { detail: 'Layanan masuk sedang tidak tersedia. Silahkan coba lagi nanti.' }),
}

/** The answer to each reason server/auth/employee-identity.ts refuses an identity for. */
export const identityProblems: Record<IdentityRefusalReason, () => ProblemError> = {
  'linked-elsewhere': () => new ProblemError(403, { detail: 'Akun ini sudah tertaut ke identitas lain. Hubungi admin.' }),
  'no-email': () => new ProblemError(403, { detail: 'Akun Anda belum memiliki alamat e-mail di penyedia identitas. Hubungi admin.' }),
  'email-taken': () => new ProblemError(409, { detail: 'Alamat e-mail akun ini sudah dipakai karyawan lain. Hubungi admin.' }),
}
