import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

// The demo pack's help center and banners (content/demo), read without a database: what a fresh
// database holds after the first start, in the order the screens show it.

const root = path.resolve(import.meta.dirname, '../../../content/demo')

function items<T>(folder: string): (T & { key: string })[] {
  return fs
    .readdirSync(path.join(root, folder))
    .map((file) => ({ key: file.replace(/\.yaml$/, ''), ...(parse(fs.readFileSync(path.join(root, folder, file), 'utf8')) as T) }))
    .sort((a, b) => ((a as { order?: number }).order ?? 0) - ((b as { order?: number }).order ?? 0) || (a.key < b.key ? -1 : 1))
}

export interface DemoQuestion {
  slug: string
  title: string
  answer: string
  related: readonly string[]
}
export interface DemoTopic {
  slug: string
  name: string
  questions: readonly DemoQuestion[]
}
export interface DemoCategory {
  slug: string
  name: string
  description: string
  icon: string
  topics: readonly DemoTopic[]
}

type Fields = { name: string; description: string; icon: string; category: string; topic: string; title: string; answer: string; related?: string[] }

/** The help categories with their topics and questions, each list in its order. */
export const demoHelpCategories: readonly DemoCategory[] = (() => {
  const questions = items<Fields>('help-questions')
  const topics = items<Fields>('help-topics')
  return items<Fields>('help-categories').map((c) => ({
    slug: c.key,
    name: c.name,
    description: c.description,
    icon: c.icon,
    topics: topics
      .filter((t) => t.category === c.key)
      .map((t) => ({
        slug: t.key,
        name: t.name,
        questions: questions.filter((q) => q.topic === t.key).map((q) => ({ slug: q.key, title: q.title, answer: q.answer, related: q.related ?? [] })),
      })),
  }))
})()

export interface DemoBanner {
  slug: string
  title: string
  subtitle: string | null
  imageUrl: string
  linkUrl: string | null
  sortOrder: number
}

export const demoBanners: readonly DemoBanner[] = items<{ title: string; subtitle?: string | null; image_url: string; link_url?: string | null; sort_order: number }>('banners')
  .map((b) => ({ slug: b.key, title: b.title, subtitle: b.subtitle ?? null, imageUrl: b.image_url, linkUrl: b.link_url ?? null, sortOrder: b.sort_order }))
  .sort((a, b) => a.sortOrder - b.sortOrder)
