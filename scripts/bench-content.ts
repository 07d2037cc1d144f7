// How long a content import takes, per engine: `npx tsx scripts/bench-content.ts` (SQLite in a
// temp dir; PostgreSQL too when TEST_DATABASE_URL is set, in a schema of its own). Two packs, each
// into a freshly migrated database: the demo pack (content/demo), and a generated pack of 1,000
// items (10 banners, 10 help categories, 90 topics, 890 questions with rich text and related
// questions; no media). Issue 41 asks for the 1,000 items in at most 60 s. Prints the time to read
// and validate, to import, and to import the same pack again (nothing to write). A third pack
// times the video work: 3 videos, each a 30 s 1280×720 source made here by ffmpeg, transcoded into
// the two renditions and a poster (then again: hashed only). A fourth, the learning catalogue's
// kinds without media: 200 course packages of 5 readings each (1,000 materials), 20 channels and
// 10 catalogues listing them. BENCH_PACKS=demo,generated,video,packages picks some (default all).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_PACK_DIR } from '../server/content/demo'
import { toYaml } from '../server/content/exporter'
import { importPack } from '../server/content/importer'
import { readPack } from '../server/content/reader'
import { validatePack } from '../server/content/validate'
import { createDatabase } from '../server/db/database'
import { migrate } from '../server/db/migrate'
import { seedOrganisation } from '../server/db/seed/seed'

function generatedPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-pack-'))
  const write = (name: string, data: Record<string, unknown>) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), toYaml(data))
  }
  write('pack.yaml', { format: 1, name: 'bench', version: '1', language: 'id' })
  // One banner picture (the demo's) that all ten name: stored once, as its hash says.
  fs.mkdirSync(path.join(dir, 'media'))
  fs.copyFileSync(path.join(DEMO_PACK_DIR, 'media', 'banner-growth-path.webp'), path.join(dir, 'media', 'banner.webp'))
  for (let b = 1; b <= 10; b++) write(`banners/banner-${b}.yaml`, { title: `Banner ${b}`, subtitle: 'Belajar setiap hari.', image: 'media/banner.webp', link_url: '/learning', sort_order: b })
  let question = 0
  for (let c = 1; c <= 10; c++) {
    write(`help-categories/kategori-${c}.yaml`, { name: `Kategori ${c}`, description: `Pertanyaan tentang bagian ${c} aplikasi.`, icon: 'app', order: c })
    for (let t = 1; t <= 9; t++) {
      write(`help-topics/topik-${c}-${t}.yaml`, { name: `Topik ${c}.${t}`, category: `kategori-${c}`, order: t })
      for (let q = 1; q <= (c === 10 && t === 9 ? 8 : 10) && question < 890; q++) {
        question += 1
        const related = [1, 2, 3].map((d) => `pertanyaan-${((question + d * 7 - 1) % 890) + 1}`)
        const answer = `Buka <strong>Menu ${q}</strong> lalu pilih <em>Pengaturan</em>. ${'Pemasangan aplikasi membantu belajar tanpa koneksi. '.repeat(4)}<br>Lihat <a href="/help-center">Pusat Bantuan</a>.`
        write(`help-questions/pertanyaan-${question}.yaml`, { title: `Bagaimana cara ${q} di topik ${c}.${t}?`, topic: `topik-${c}-${t}`, order: q, related, answer })
      }
    }
  }
  return dir
}

function packagesPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-packages-'))
  const write = (name: string, data: Record<string, unknown>) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), toYaml(data))
  }
  write('pack.yaml', { format: 1, name: 'bench-paket', version: '1', language: 'id' })
  const body = `<p>Bacaan untuk dipelajari.</p><h2>Langkah</h2><ol><li>Baca</li><li>Coba</li><li>Ulangi</li></ol>${'<p>Paragraf penjelasan yang cukup panjang untuk materi bacaan.</p>'.repeat(5)}`
  for (let p = 1; p <= 200; p++) {
    const materials = [1, 2, 3, 4, 5].map((m) => ({ key: `materi-${m}`, title: `Materi ${m} paket ${p}`, article: body, reading_seconds: 300 + m * 60 }))
    write(`packages/paket-${p}.yaml`, { title: `Paket ${p}`, description: `<p>Paket nomor ${p}.</p>`, category: 'bench', published_at: '2026-12-07', materials })
  }
  for (let c = 1; c <= 20; c++) write(`channels/saluran-${c}.yaml`, { name: `Saluran ${c}`, order: c, special: c <= 2, items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({ package: `paket-${((c * 10 + i) % 200) + 1}` })) })
  for (let c = 1; c <= 10; c++) write(`catalogues/katalog-${c}.yaml`, { name: `Katalog ${c}`, order: c, items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({ package: `paket-${((c * 17 + i) % 200) + 1}` })) })
  return dir
}

function videoPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-video-'))
  fs.mkdirSync(path.join(dir, 'media'))
  fs.mkdirSync(path.join(dir, 'videos'))
  fs.writeFileSync(path.join(dir, 'pack.yaml'), toYaml({ format: 1, name: 'bench-video', version: '1', language: 'id' }))
  for (let v = 1; v <= 3; v++) {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=30', '-f', 'lavfi', '-i', `sine=frequency=${300 + v * 100}:duration=30`],
      ...['-c:v', 'libvpx', '-b:v', '2M', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', path.join(dir, `media/video-${v}.webm`)],
    ])
    fs.writeFileSync(path.join(dir, `videos/video-${v}.yaml`), toYaml({ title: `Video ${v}`, description: 'Uji kecepatan.', category: 'bench', published_at: '2026-12-07', source: `media/video-${v}.webm` }))
  }
  return dir
}

async function bench(label: string, source: string, url: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-bench-'))
  const schema = url ? `bench_content_${process.pid}` : undefined
  const database = createDatabase({ dataDir, databaseUrl: url }, schema ? { schema } : {})
  try {
    await migrate(database)
    // As at a first start: the organisation first (the lists videos name; seed step 1), then the pack.
    await seedOrganisation(database)
    // The video pack names a learning category, which the app's own lists (not a pack) hold.
    await database.db.insertInto('learning_categories').values({ slug: 'bench', name: 'Bench' }).execute()
    let start = performance.now()
    const { pack, issues } = validatePack(await readPack(source))
    if (!pack) throw new Error(issues.map((i) => `${i.file} ${i.path}: ${i.message}`).join('\n'))
    const validated = performance.now() - start
    const items = [...pack.items.values()].reduce((n, list) => n + list.length, 0)
    start = performance.now()
    const first = await importPack(database, pack)
    const imported = performance.now() - start
    start = performance.now()
    await importPack(database, pack)
    const again = performance.now() - start
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    console.log(`${database.engine.padEnd(8)} ${label.padEnd(10)} ${items} items: read and validate ${s(validated)}, import ${s(imported)} (${first.added} added), again ${s(again)}`)
  } finally {
    if (url && schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const chosen = new Set((process.env.BENCH_PACKS ?? 'demo,generated,video,packages').split(','))
const packs: [string, string][] = []
if (chosen.has('demo')) packs.push(['demo', DEMO_PACK_DIR])
if (chosen.has('generated')) packs.push(['generated', generatedPack()])
if (chosen.has('video')) packs.push(['video', videoPack()])
if (chosen.has('packages')) packs.push(['packages', packagesPack()])
for (const url of [undefined, ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])]) {
  for (const [label, dir] of packs) await bench(label, dir, url)
}
for (const [label, dir] of packs) if (label !== 'demo') fs.rmSync(dir, { recursive: true, force: true })
