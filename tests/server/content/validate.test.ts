import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PACK_DIR } from '../../../server/content/demo'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { removeTempDirs, TINY_WEBP, tinyPack, writePack, type PackText } from '../helpers/content-pack'

afterAll(removeTempDirs)

/** What validation says of `files` (a folder written from them). */
async function issuesOf(files: PackText) {
  const { pack, issues } = validatePack(await readPack(writePack(files)))
  if (issues.length > 0) expect(pack).toBeNull()
  return issues
}

const without = (files: PackText, ...names: string[]) => Object.fromEntries(Object.entries(files).filter(([name]) => !names.includes(name)))

describe('content pack validation', () => {
  it('accepts the tiny pack and the demo pack, every kind in import order', async () => {
    expect(await issuesOf(tinyPack())).toEqual([])
    const demo = validatePack(await readPack(DEMO_PACK_DIR))
    expect(demo.issues).toEqual([])
    expect([...demo.pack!.items.keys()].map((k) => k.name)).toEqual(['banner', 'help-category', 'help-topic', 'help-question', 'video', 'quiz', 'package', 'channel', 'catalogue', 'inclass-event', 'mentor', 'opening'])
    expect(demo.pack!.manifest).toMatchObject({ format: 1, name: 'demo', language: 'id' })
  })

  it('refuses a missing or bad manifest, naming each field', async () => {
    expect(await issuesOf(without(tinyPack(), 'pack.yaml'))).toEqual([{ file: 'pack.yaml', path: '', message: 'paket tidak punya pack.yaml' }])
    const issues = await issuesOf({ ...tinyPack(), 'pack.yaml': 'format: 2\nname: Paket Saya\nlanguage: id\nauthor: x\n' })
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['pack.yaml', ''],
      ['pack.yaml', 'format'],
      ['pack.yaml', 'name'],
      ['pack.yaml', 'version'],
    ])
    expect(issues.find((i) => i.path === 'format')!.message).toMatch(/format 1 yang dibaca versi Tumbuh ini/)
    expect(issues.find((i) => i.path === '')!.message).toMatch(/author/)
  })

  it('adds items in the order the manifest gives, the others after by key; refuses an unknown kind or key and a key named twice', async () => {
    const manifest = 'format: 1\nname: uji\nversion: "1"\nlanguage: id\n'
    const ordered = validatePack(await readPack(writePack({ ...tinyPack(), 'pack.yaml': `${manifest}order:\n  help-question: [cara-mulai]\n` })))
    expect(ordered.issues).toEqual([])
    const questions = [...ordered.pack!.items].find(([kind]) => kind.name === 'help-question')![1]
    expect(questions.map((q) => q.key)).toEqual(['cara-mulai', 'apa-itu'])

    const issues = await issuesOf({ ...tinyPack(), 'pack.yaml': `${manifest}order:\n  lagu: [a]\n  help-question: [cara-mulai, hilang, cara-mulai]\n` })
    expect(issues).toEqual([
      { file: 'pack.yaml', path: 'order.help-question.1', message: "help-question 'hilang' tidak ada dalam paket" },
      { file: 'pack.yaml', path: 'order.help-question.2', message: "kunci 'cara-mulai' disebut dua kali" },
      { file: 'pack.yaml', path: 'order.lagu', message: expect.stringMatching(/^jenis 'lagu' tidak dikenal/) },
    ])
  })

  it('refuses a missing reference, with the field that names it', async () => {
    const issues = await issuesOf({
      ...tinyPack(),
      'help-topics/dasar.yaml': 'name: Dasar\ncategory: tidak-ada\norder: 1\n',
      'help-questions/apa-itu.yaml': "title: Apa itu Tumbuh?\ntopic: dasar\norder: 1\nrelated: [cara-mulai, hilang]\nanswer: 'Aplikasi belajar.'\n",
    })
    expect(issues).toEqual([
      { file: 'help-questions/apa-itu.yaml', path: 'related.1', message: "help-question 'hilang' tidak ada dalam paket" },
      { file: 'help-topics/dasar.yaml', path: 'category', message: "help-category 'tidak-ada' tidak ada dalam paket" },
    ])
  })

  it('refuses a related question named twice', async () => {
    const issues = await issuesOf({ ...tinyPack(), 'help-questions/apa-itu.yaml': "title: Apa?\ntopic: dasar\norder: 1\nrelated: [cara-mulai, cara-mulai]\nanswer: 'x'\n" })
    expect(issues).toEqual([{ file: 'help-questions/apa-itu.yaml', path: 'related.1', message: "'cara-mulai' sudah disebut sebelumnya" }])
  })

  it('refuses a key used twice, and a key that is not a slug', async () => {
    const twice = await issuesOf({ ...tinyPack(), 'help-topics/dasar.yml': 'name: Dasar lagi\ncategory: umum\norder: 2\n' })
    expect(twice).toEqual([{ file: 'help-topics/dasar.yml', path: '', message: "kunci help-topic 'dasar' sudah dipakai oleh help-topics/dasar.yaml" }])
    const badKey = await issuesOf({ ...tinyPack(), 'banners/Promo Besar.yaml': 'title: Promo\nimage: media/selamat-datang.webp\nsort_order: 2\n' })
    expect(badKey).toHaveLength(1)
    expect(badKey[0]).toMatchObject({ file: 'banners/Promo Besar.yaml', path: '' })
    expect(badKey[0]!.message).toMatch(/kunci 'Promo Besar'/)
  })

  it('refuses bad fields with their paths: a wrong type, a missing field, an unknown field, a link off the rules', async () => {
    const issues = await issuesOf({
      ...tinyPack(),
      'help-categories/umum.yaml': 'name: Umum\ndescription: Dasar.\nicon: app\norder: pertama\n',
      'help-topics/dasar.yaml': 'category: umum\norder: 1\n',
      'banners/selamat-datang.yaml': 'title: Halo\nimage: /banners/a.svg\nlink_url: //evil.example\nsort_order: 1\ncolour: red\n',
    })
    expect(issues.map((i) => `${i.file} ${i.path}`)).toEqual([
      'banners/selamat-datang.yaml ',
      'banners/selamat-datang.yaml image',
      'banners/selamat-datang.yaml link_url',
      'help-categories/umum.yaml order',
      'help-topics/dasar.yaml name',
    ])
    expect(issues[0]!.message).toMatch(/colour/)
    expect(issues[1]!.message).toBe('harus berkas di folder media/ paket (media/…)')
  })

  it('refuses a banner picture that is missing, not a picture by its content, or over 1 MiB', async () => {
    const banner = (image: string) => `title: Halo\nimage: ${image}\nsort_order: 1\n`
    const issues = await issuesOf({
      ...tinyPack(),
      'banners/a.yaml': banner('media/tidak-ada.webp'),
      'banners/b.yaml': banner('media/bukan-gambar.webp'),
      'banners/c.yaml': banner('media/besar.webp'),
      'banners/d.yaml': banner('media/gambar.svg'),
      'media/bukan-gambar.webp': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'media/besar.webp': `${TINY_WEBP}${'a'.repeat(1024 * 1024)}`,
      'media/gambar.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    expect(issues).toEqual([
      { file: 'banners/a.yaml', path: 'image', message: 'berkas media/tidak-ada.webp tidak ada dalam paket' },
      { file: 'banners/b.yaml', path: 'image', message: 'media/bukan-gambar.webp bukan gambar (isinya tidak dikenali sebagai webp, png, jpg)' },
      { file: 'banners/c.yaml', path: 'image', message: 'media/besar.webp lebih dari 1048576 bita' },
      { file: 'banners/d.yaml', path: 'image', message: 'media/gambar.svg bukan gambar (isinya tidak dikenali sebagai webp, png, jpg)' },
    ])
  })

  it('refuses rich text the page would not show as written, each problem named', async () => {
    const answer = '<p>Halo</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">klik</a><strong>tebal'
    const issues = await issuesOf({ ...tinyPack(), 'help-questions/apa-itu.yaml': `title: Apa?\ntopic: dasar\norder: 1\nanswer: '${answer}'\n` })
    expect(issues.every((i) => i.file === 'help-questions/apa-itu.yaml' && i.path === 'answer')).toBe(true)
    expect(issues.map((i) => i.message)).toEqual([
      'tag <p> tidak diizinkan (yang boleh: h2, em, strong, u, ul, ol, li, br, span, a)',
      'tag <p> tidak diizinkan (yang boleh: h2, em, strong, u, ul, ol, li, br, span, a)',
      'tag <script> tidak diizinkan (yang boleh: h2, em, strong, u, ul, ol, li, br, span, a)',
      'tag <script> tidak diizinkan (yang boleh: h2, em, strong, u, ul, ol, li, br, span, a)',
      "tautan 'javascript:alert(1)' tidak diizinkan: pakai jalur aplikasi (/…), https:// atau mailto:",
      'atribut onclick pada <a> tidak diizinkan (yang boleh: href, target, rel)',
      'tag yang tidak ditutup: <strong>',
    ])
  })

  it('refuses unreadable YAML and files outside the kinds’ folders', async () => {
    const issues = await issuesOf({ ...tinyPack(), 'help-topics/dasar.yaml': 'name: [Dasar\n', 'help-question/typo.yaml': 'title: x\n', 'catatan.txt': 'x' })
    // The questions naming the unreadable topic are not reported again: its key is known.
    expect(issues.map((i) => i.file)).toEqual(['catatan.txt', 'help-question/typo.yaml', 'help-topics/dasar.yaml'])
    expect(issues.find((i) => i.file === 'help-topics/dasar.yaml')!.message).toMatch(/^YAML tidak terbaca \(baris \d+\)/)
    expect(issues.find((i) => i.file === 'catatan.txt')!.message).toMatch(/berkas tidak dikenal/)
  })

  it('lists every error of a pack at once', async () => {
    const issues = await issuesOf({
      ...tinyPack(),
      'pack.yaml': 'format: 1\nname: uji\nlanguage: id\n',
      'help-topics/dasar.yaml': 'name: Dasar\ncategory: lain\norder: 1\n',
      'help-questions/cara-mulai.yaml': 'title: Mulai\ntopic: dasar\norder: -1\nanswer: "<b>x</b>"\n',
    })
    expect(issues.map((i) => `${i.file} ${i.path}`)).toEqual(['pack.yaml version', 'help-questions/cara-mulai.yaml order', 'help-topics/dasar.yaml category'])
  })
})
