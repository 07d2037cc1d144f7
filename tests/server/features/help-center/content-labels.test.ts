import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { plainText } from '../../../../src/contract/help-center-search'
import { demoHelpCategories as helpCategories } from '../../helpers/demo-content'

// Issue 40, item 7: the help content described another app ('Edit Profil' where the button says
// 'Ubah Profil'). Every label it quotes — <strong>, <em> and '…' or “…” — must be a text the app
// shows: a string of the page's code (the areas' texts.ts, src/lib/i18n, components' own strings),
// whole, or filling a template's {placeholders}, or a message's first sentence. The browser's and
// the phone's own labels are named per question below.

const SRC = join(import.meta.dirname, '../../../../src')

/** What the browser or the phone shows, not the app: per question, the labels it may quote. */
const notTheApps: Record<string, readonly string[]> = {
  'pasang-android': ['Chrome', 'Instal aplikasi', 'Tambahkan ke layar utama'],
  'pasang-iphone': ['Safari', 'Bagikan', 'Tambahkan ke Layar Utama', 'Tambah'],
  'notifikasi-iphone': ['Bagikan', 'Tambahkan ke Layar Utama'],
  'hapus-aplikasi': ['Hapus', 'Copot pemasangan'],
  'notifikasi-diblokir': ['Notifikasi', 'Izinkan'],
}

/** Every string literal and JSX text of the page's code. */
function appStrings(): string[] {
  const out: string[] = []
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
  for (const file of files) {
    const code = readFileSync(join(SRC, file), 'utf8')
    for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|>([^<>{}]*[\p{L}][^<>{}]*)</gu)) {
      const text = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\\(.)/g, '$1').trim()
      if (text) out.push(text)
    }
  }
  return out
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * Whether the app shows `label`: a string whole, a message's first sentence, or a template whose
 * placeholders are filled with a number or another of the app's strings ('Tambah {kind}' shows
 * 'Tambah Pelatihan', not 'Tambah ke kalender').
 */
function shows(strings: readonly string[], label: string): boolean {
  const whole = new Set(strings)
  return strings.some((s) => {
    if (s === label || s.startsWith(`${label}. `)) return true
    if (!/\$\{[^}]*\}|\{\w+\}/.test(s)) return false
    const pattern = escape(s).replace(/\\?\$\\?\{[^}]*\}|\\?\{\w+\\?\}/g, '(.+)')
    const m = new RegExp(`^${pattern}$`).exec(label)
    return m !== null && m.slice(1).every((fill) => /^\d+$/.test(fill) || whole.has(fill))
  })
}

/** The labels a question quotes: <strong> and <em> (not an address), and '…' or “…”. */
function quotedLabels(title: string, answer: string): string[] {
  const labels: string[] = []
  for (const m of answer.matchAll(/<(strong|em)>(.*?)<\/\1>/g)) labels.push(plainText(m[2]!))
  for (const text of [title, plainText(answer)]) for (const m of text.matchAll(/(?<![\p{L}])'([^']+)'(?![\p{L}])|“([^”]+)”/gu)) labels.push(m[1] ?? m[2]!)
  return labels.filter((l) => !l.startsWith('/'))
}

const questions = helpCategories.flatMap((c) => c.topics.flatMap((t) => t.questions))

describe('the help content quotes the app', () => {
  const strings = appStrings()

  it('reads the app’s texts (the check itself can fail)', () => {
    expect(shows(strings, 'Ubah Profil')).toBe(true)
    expect(shows(strings, 'Edit Profil')).toBe(false)
    // A template's placeholder filled, and a message's first sentence.
    expect(shows(strings, '3 menunggu dikirim')).toBe(true)
    expect(shows(strings, 'Tambah Pelatihan')).toBe(true)
    expect(shows(strings, 'Tambah ke kalender')).toBe(false)
    expect(shows(strings, 'Layanan masuk sedang tidak tersedia')).toBe(true)
    expect(quotedLabels("Apa arti 'New'?", '<strong>Ubah Profil</strong> dan <em>/activity</em>')).toEqual(['Ubah Profil', 'New'])
  })

  it('with every button, menu, tab and message label it names', () => {
    const missing = questions.flatMap((q) =>
      quotedLabels(q.title, q.answer)
        .filter((label) => !notTheApps[q.slug]?.includes(label) && !shows(strings, label))
        .map((label) => `${q.slug}: “${label}”`),
    )
    expect(missing, `labels the app does not show:\n${missing.join('\n')}`).toEqual([])
  })

  it('names only browser or phone labels its answers quote', () => {
    for (const [slug, labels] of Object.entries(notTheApps)) {
      const q = questions.find((x) => x.slug === slug)
      expect(q, slug).toBeDefined()
      const quoted = quotedLabels(q!.title, q!.answer)
      for (const label of labels) expect(quoted, `${slug}: ${label}`).toContain(label)
    }
  })
})
