import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { removeTempDirs, testClip, TINY_WEBP, writePack } from '../helpers/content-pack'

afterAll(removeTempDirs)

// docs/content-packs.md shows one complete example of each kind: together they are a valid pack.
it('the examples of docs/content-packs.md make a valid pack', async () => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/content-packs.md'), 'utf8')
  const examples = new Map([...doc.matchAll(/^###? [^\n]*`([^`]+)`\n+```yaml\n([\s\S]*?)```/gm)].map((m) => [m[1]!, m[2]!]))
  expect([...examples.keys()]).toEqual(['pack.yaml', 'banners/<key>.yaml', 'help-categories/<key>.yaml', 'help-topics/<key>.yaml', 'help-questions/<key>.yaml', 'videos/<key>.yaml', 'quizzes/<key>.yaml', 'packages/<key>.yaml', 'channels/<key>.yaml', 'catalogues/<key>.yaml', 'inclass-events/<key>.yaml', 'growth-paths/<key>.yaml', 'mentors/<key>.yaml', 'openings/<key>.yaml'])
  const question = examples.get('help-questions/<key>.yaml')!
  const alone = question.replace(/related:[^\n]*\n(\s+- [^\n]*\n)*/, '')
  const files = {
    'pack.yaml': examples.get('pack.yaml')!,
    'banners/belajar-tanpa-batas.yaml': examples.get('banners/<key>.yaml')!,
    'help-categories/akun-dan-masuk.yaml': examples.get('help-categories/<key>.yaml')!,
    'help-topics/masuk-dan-keluar.yaml': examples.get('help-topics/<key>.yaml')!,
    'help-questions/cara-masuk.yaml': question,
    'help-questions/lupa-kata-sandi.yaml': alone,
    'help-questions/cara-keluar.yaml': alone,
    'videos/dasar-negosiasi.yaml': examples.get('videos/<key>.yaml')!,
    'quizzes/kuis-negosiasi.yaml': examples.get('quizzes/<key>.yaml')!,
    'packages/negosiasi-untuk-pemula.yaml': examples.get('packages/<key>.yaml')!,
    'channels/akademi-negosiasi.yaml': examples.get('channels/<key>.yaml')!,
    'catalogues/katalog-komunikasi.yaml': examples.get('catalogues/<key>.yaml')!,
    'inclass-events/lokakarya-negosiasi.yaml': examples.get('inclass-events/<key>.yaml')!,
    // The online event's example follows its paragraph.
    'inclass-events/webinar-ai.yaml': /An online event writes[^\n]*\n\n```yaml\n([\s\S]*?)```/.exec(doc)![1]!,
    'growth-paths/negosiasi-ketua-tim.yaml': examples.get('growth-paths/<key>.yaml')!,
    'mentors/sari-wulandari.yaml': examples.get('mentors/<key>.yaml')!,
    'openings/data-engineer.yaml': examples.get('openings/<key>.yaml')!,
    // Told by content: a clip made by ffmpeg, the first bytes of a JPEG and of a WebP.
    'media/dasar-negosiasi.mp4': testClip(1),
    'media/dasar-negosiasi.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
    'media/lokakarya-negosiasi.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
    'media/negosiasi-sampul.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
    'media/akademi-sampul.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    'media/belajar-tanpa-batas.webp': TINY_WEBP,
  }
  const { pack, issues } = validatePack(await readPack(writePack(files)))
  expect(issues).toEqual([])
  expect(pack!.manifest.name).toBe('acme-bantuan')
  expect(pack!.items.get([...pack!.items.keys()].find((k) => k.name === 'inclass-event')!)!.map((i) => i.key)).toEqual(['lokakarya-negosiasi', 'webinar-ai'])
  expect(pack!.items.get([...pack!.items.keys()].find((k) => k.name === 'growth-path')!)!.map((i) => i.key)).toEqual(['negosiasi-ketua-tim'])
})
