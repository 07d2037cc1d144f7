import { describe, expect, it } from 'vitest'
import {
  correctTerms,
  editDistance,
  hasUnknownTerm,
  foldText,
  highlightParts,
  indexText,
  plainText,
  queryTerms,
  rankHits,
  searchTerms,
  snippetOf,
  termForms,
  termMatches,
  writtenWordsOf,
} from '@/contract/help-center-search'

// The help center's search rules, shared by the server's full-text search and the page's offline one.

describe('the words of a text', () => {
  it('folds case, accents and punctuation, and leaves stop words and single letters out', () => {
    expect(foldText('Apa arti “Menunggu Dikirim”? Café!')).toBe('apa arti menunggu dikirim cafe')
    expect(searchTerms('Bagaimana cara memasang aplikasi di Android?')).toEqual(['memasang', 'aplikasi', 'android'])
    expect(searchTerms('   ')).toEqual([])
  })
})

describe('Indonesian affixes', () => {
  it.each([
    ['memasang', 'pasang'],
    ['pemasangan', 'pasang'],
    ['menunggu', 'tunggu'],
    ['dikirim', 'kirim'],
    ['mengirim', 'kirim'],
    ['terkirim', 'kirim'],
    ['pengiriman', 'kirim'],
    ['membatalkan', 'batal'],
    ['dibatalkan', 'batal'],
    ['pembatalan', 'batal'],
    ['pendaftaran', 'daftar'],
    ['mendaftar', 'daftar'],
    ['lamaran', 'lamar'],
    ['melamar', 'lamar'],
    ['memesan', 'pesan'],
    ['pemesanan', 'pesan'],
    ['menyimpan', 'simpan'],
    ['tersimpan', 'simpan'],
    ['bertanya', 'tanya'],
    ['notifikasinya', 'notifikasi'],
    ['mentornya', 'mentor'],
    ['penilaian', 'nilai'],
    ['menilai', 'nilai'],
    ['pemakaian', 'pakai'],
  ])('%s has the root %s', (word, root) => {
    expect(termForms(word)).toContain(root)
    expect(termForms(word)[0]).toBe(word)
  })

  it('keeps short words and words with digits as they are, and never makes a root under 4 letters', () => {
    expect(termForms('pesan')).toEqual(['pesan'])
    expect(termForms('sesi')).toEqual(['sesi'])
    expect(termForms('ios16')).toEqual(['ios16'])
    expect(termForms('mentor')).toEqual(['mentor'])
    for (const word of ['pemasangan', 'dibatalkan', 'menunggu', 'berikan']) expect(termForms(word).every((f) => f.length >= 4)).toBe(true)
  })

  it('matches a query term by a word’s start or by a shared root, either side affixed', () => {
    const forms = indexText('Cara memesan sesi mentor').split(' ')
    expect(forms).toEqual(expect.arrayContaining(['memesan', 'pesan', 'sesi', 'mentor']))
    const [pesan, pemesanan, mem, kirim] = [...queryTerms('pesan'), ...queryTerms('pemesanan'), ...queryTerms('mem'), ...queryTerms('kirim')]
    expect(termMatches(pesan!, forms)).toBe(true)
    expect(termMatches(pemesanan!, forms)).toBe(true)
    expect(termMatches(mem!, forms)).toBe(true)
    expect(termMatches(kirim!, forms)).toBe(false)
  })
})

describe('misspellings', () => {
  it('counts an adjacent swap as one mistake and stops beyond the limit', () => {
    expect(editDistance('notifikasi', 'notifkasi')).toBe(1)
    expect(editDistance('mentor', 'mnetor')).toBe(1)
    expect(editDistance('android', 'andorid')).toBe(1)
    expect(editDistance('lamaran', 'xyz')).toBe(3)
  })

  it('puts a word right against the vocabulary, within 1 mistake up to 6 letters and 2 from 7, and says when nothing changed', () => {
    const vocabulary = ['aplikasi', 'iphone', 'mentor', 'notifikasi', 'pasang', 'sesi']
    expect(correctTerms(queryTerms('notifkasi iphnoe'), vocabulary)?.map((t) => t.word)).toEqual(['notifikasi', 'iphone'])
    expect(correctTerms(queryTerms('mentor sesi'), vocabulary)).toBeNull()
    // Too far off: left as typed (and then nothing is found).
    expect(correctTerms(queryTerms('zebra'), vocabulary)).toBeNull()
    // Short words are never "corrected".
    expect(correctTerms(queryTerms('cv'), vocabulary)).toBeNull()
    // The start of a longer word counts: 'aplikas' is within reach of 'aplikasi' as typed so far.
    expect(correctTerms(queryTerms('aplkas'), vocabulary)?.map((t) => t.word)).toEqual(['aplikasi'])
  })

  it('prefers, at the same distance, the word the content uses as written to a root the affix rules made (issue 40)', () => {
    const content = ['Bagaimana cara melamar lowongan internal?', 'Anda dapat menambahkan pelatihan.']
    const vocabulary = [...new Set(content.flatMap((t) => indexText(t).split(' ')))].sort()
    expect(vocabulary).toEqual(expect.arrayContaining(['lowong', 'lowongan', 'pelatih', 'pelatihan']))
    const written = writtenWordsOf(content)
    expect(correctTerms(queryTerms('lowongn'), vocabulary, written)?.map((t) => t.word)).toEqual(['lowongan'])
    expect(correctTerms(queryTerms('pelatihn'), vocabulary, written)?.map((t) => t.word)).toEqual(['pelatihan'])
    // Without the written words, alphabetical order picked the root (the bug).
    expect(correctTerms(queryTerms('lowongn'), vocabulary)?.map((t) => t.word)).toEqual(['lowong'])
  })
})

describe('the order of the found questions (issue 40)', () => {
  const hit = (id: number, title: string, answer: string) => ({ id, forms: indexText(`${title} ${answer}`).split(' '), titleForms: indexText(title).split(' ') })

  it('puts those holding every word first, then those holding more of them, not requiring all', () => {
    const hits = [hit(1, 'Cara masuk', 'Tekan Masuk.'), hit(2, 'Melamar lowongan', 'Pilih lowongan.'), hit(3, 'Profil', 'Lowongan kerja dan rekan kerja.')]
    expect(rankHits(queryTerms('lowongan kerja'), hits).map((h) => h.id)).toEqual([3, 2, 1])
  })

  it('orders by the terms the title holds, a rarer term counting more, then by id', () => {
    const hits = [hit(1, 'Memesan sesi mentor', 'Mentor menerima.'), hit(2, 'Berhenti menerima sesi', 'Profil mentor.'), hit(3, 'Status sesi mentor', 'Mentor.')]
    // All three hold every word; 'menerima' (in 2) is rarer than 'mentor' (in 3), so 2 comes first.
    expect(rankHits(queryTerms('mentor menerima sesi'), hits).map((h) => h.id)).toEqual([2, 1, 3])
  })

  it('tells a word the found questions do not hold: only then is the query put right', () => {
    const found = [hit(1, 'Profil', 'Rekan kerja.')]
    expect(hasUnknownTerm(queryTerms('lowongn kerja'), found)).toBe(true)
    expect(hasUnknownTerm(queryTerms('rekan kerja'), found)).toBe(false)
  })
})

describe('what the screens show', () => {
  it('marks the matched words, keeping the text as written', () => {
    const parts = highlightParts('Cara Memasang aplikasi di Android.', queryTerms('pasang android'))
    expect(parts).toEqual([
      { text: 'Cara ', mark: false },
      { text: 'Memasang', mark: true },
      { text: ' aplikasi di ', mark: false },
      { text: 'Android', mark: true },
      { text: '.', mark: false },
    ])
    expect(highlightParts('Tanpa kueri', [])).toEqual([{ text: 'Tanpa kueri', mark: false }])
  })

  it('makes plain text of rich text, and a snippet around the first matched word', () => {
    expect(plainText('<ol><li>Buka <strong>Chrome</strong>.</li><li>Pasang</li></ol>Selesai &amp; siap.')).toBe('Buka Chrome. Pasang Selesai & siap.')
    const text = `${'Kata pembuka yang panjang sekali. '.repeat(10)}Di sini jawabannya: batalkan paling lambat 12 jam sebelumnya. ${'Penutup. '.repeat(20)}`
    const snippet = snippetOf(text, queryTerms('membatalkan'))
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet).toContain('batalkan paling lambat 12 jam')
    expect(snippet.length).toBeLessThanOrEqual(170)
  })
})
