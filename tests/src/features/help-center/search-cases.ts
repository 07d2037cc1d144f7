// Queries and the questions (by slug, in order) the help center's search must give for them: the
// server on SQLite and PostgreSQL (tests/server/features/help-center/search.test.ts) and the
// browser's offline search over the same content (tests/src/features/help-center/offline-search.test.ts).

export interface SearchCase {
  q: string
  why: string
  /** The first hits, in order. */
  first: readonly string[]
  /** Every hit, in any order, when the case names them all. */
  all?: readonly string[]
  /** The words searched after misspellings were put right. */
  corrected?: string
}

export const searchCases: readonly SearchCase[] = [
  {
    q: 'pasang aplikasi android',
    why: 'every word, as written, first; then those with two of them',
    first: ['pasang-android', 'pasang-iphone', 'pasang-komputer'],
  },
  {
    q: 'memasang aplikasi',
    why: "the prefix me- taken off: 'dipasang' and 'pemasangan' in the answers count",
    first: ['pasang-android', 'pasang-iphone', 'pasang-komputer', 'hapus-aplikasi', 'notifikasi-iphone'],
  },
  {
    q: 'pemasangan',
    why: 'pe- and -an taken off the query',
    first: ['pasang-android'],
    all: ['pasang-android', 'pasang-iphone', 'pasang-komputer', 'hapus-aplikasi', 'notifikasi-iphone'],
  },
  { q: 'pasa', why: 'the start of a word', first: ['pasang-android', 'pasang-iphone', 'pasang-komputer', 'hapus-aplikasi', 'notifikasi-iphone'] },
  { q: 'menunggu dikirim', why: 'the title has both words', first: ['menunggu-dikirim', 'gagal-terkirim'] },
  { q: 'pembatalan sesi mentor', why: "pem- and -an off: 'membatalkan' in the title", first: ['batal-sesi-mentor', 'status-sesi-mentor'] },
  { q: 'batalkan sesi', why: '-kan off', first: ['batal-sesi-mentor', 'status-sesi-mentor'] },
  { q: 'memesan mentor', why: "mem- with the swallowed p put back: 'pesan'", first: ['pesan-sesi-mentor', 'jam-sudah-dipesan'] },
  { q: 'pendaftaran', why: 'pen- and -an off: daftar', first: ['daftar-inclass', 'batal-inclass'] },
  { q: 'format cv', why: 'a short word; both words first', first: ['format-cv'], all: ['format-cv', 'cara-melamar', 'lamaran-ditolak-server'] },
  { q: 'ukuran cv', why: 'words of the answer', first: ['format-cv'] },
  { q: 'lupa sandi', why: 'stop words and order do not matter', first: ['lupa-kata-sandi'] },
  { q: 'tarik lamaran', why: 'both in the title first', first: ['tarik-lamaran'] },
  { q: 'aktifkan notifikasi', why: 'the title first', first: ['aktifkan-notifikasi', 'notifikasi-iphone', 'notifikasi-diblokir'] },
  { q: 'nilai mentor', why: "pen- before a root starting with n: 'penilaian' holds 'nilai'", first: ['rating-mentor'] },
  {
    q: 'lowongan kerja',
    why: 'issue 40: not every word required; the question holding both first, then those with lowongan in the title',
    first: ['cara-melamar', 'kecocokan-lowongan', 'lowongan-ditutup'],
  },
  {
    q: 'lowongn kerja',
    why: 'issue 40: the misspelt word put right though the other one finds answers, to the word the content uses (not the root lowong)',
    first: ['cara-melamar', 'kecocokan-lowongan', 'lowongan-ditutup'],
    corrected: 'lowongan kerja',
  },
  {
    q: 'pelatihn',
    why: 'issue 40: put right to the word the content uses, pelatihan (not pelatih), and the records’ answer first',
    first: ['catatan-aktivitas'],
    corrected: 'pelatihan',
  },
  {
    q: 'notifkasi iphone',
    why: 'a letter missing',
    first: ['notifikasi-iphone', 'pasang-iphone'],
    corrected: 'notifikasi iphone',
  },
  { q: 'andorid', why: 'two letters swapped', first: ['pasang-android'], all: ['pasang-android'], corrected: 'android' },
  { q: 'lamran', why: 'a letter missing', first: ['cara-melamar', 'lamaran-ditolak-server', 'status-lamaran'], corrected: 'lamaran' },
  { q: 'batalkan sesi mentr', why: 'one word of three misspelt', first: ['batal-sesi-mentor'], corrected: 'batalkan sesi mentor' },
  { q: 'xylofon zebra', why: 'nothing near: no correction shown', first: [], all: [] },
  { q: 'zxqwv lamaran', why: 'a word nothing is near: the other still finds, and no correction is shown', first: ['cara-melamar', 'lamaran-ditolak-server', 'status-lamaran'] },
]
