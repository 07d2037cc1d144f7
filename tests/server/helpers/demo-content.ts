import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { demoHelpFrom, type DemoCategory } from '../../src/features/help-center/demo-help'

// The demo pack's help center and banners (content/demo), read without a database: what a fresh
// database holds after the first start, in the order the screens show it.

const root = path.resolve(import.meta.dirname, '../../../content/demo')

function filesOf(...folders: string[]): Record<string, string> {
  return Object.fromEntries(folders.flatMap((folder) => fs.readdirSync(path.join(root, folder)).map((file) => [`${folder}/${file}`, fs.readFileSync(path.join(root, folder, file), 'utf8')])))
}

/** The help categories with their topics and questions, each list in its order. */
export const demoHelpCategories: readonly DemoCategory[] = demoHelpFrom(filesOf('help-categories', 'help-topics', 'help-questions'))

export interface DemoBanner {
  slug: string
  title: string
  subtitle: string | null
  /** The picture's path in the pack (media/…). */
  image: string
  linkUrl: string | null
  sortOrder: number
}

export const demoBanners: readonly DemoBanner[] = Object.entries(filesOf('banners'))
  .map(([name, text]) => {
    const b = parse(text) as { title: string; subtitle?: string | null; image: string; link_url?: string | null; sort_order: number }
    return { slug: path.basename(name, '.yaml'), title: b.title, subtitle: b.subtitle ?? null, image: b.image, linkUrl: b.link_url ?? null, sortOrder: b.sort_order }
  })
  .sort((a, b) => a.sortOrder - b.sortOrder || (a.slug < b.slug ? -1 : 1))

/** The demo manifest's `order`: each kind's demo keys in the order a fresh database numbers them. */
export const demoOrder = (parse(fs.readFileSync(path.join(root, 'pack.yaml'), 'utf8')) as { order: Record<string, string[]> }).order
