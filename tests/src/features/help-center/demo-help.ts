import { parse } from 'yaml'

// The demo pack's help center (content/demo/help-*) shaped as categories with their topics and
// questions, each list in its order, from the files' texts: the page's tests read them through
// Vite, the server's from the disk (tests/server/helpers/demo-content.ts).

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

interface Fields {
  key: string
  order: number
  name: string
  description: string
  icon: string
  category: string
  topic: string
  title: string
  answer: string
  related?: string[]
}

/** `files`: each file's text by its path in the pack ('help-topics/dasar.yaml'). */
export function demoHelpFrom(files: Record<string, string>): DemoCategory[] {
  const items = (folder: string): Fields[] =>
    Object.entries(files)
      .filter(([name]) => name.startsWith(`${folder}/`))
      .map(([name, text]) => ({ ...(parse(text) as Fields), key: name.slice(folder.length + 1).replace(/\.ya?ml$/, '') }))
      .sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : 1))
  const questions = items('help-questions')
  const topics = items('help-topics')
  return items('help-categories').map((c) => ({
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
}
