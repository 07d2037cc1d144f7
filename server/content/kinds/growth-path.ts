import * as z from 'zod/mini'
import { growthPathLevelSchema } from '../../../src/contract/growth-path'
import { richTextProblems } from '../rich-text'
import type { ContentKind, ItemReference } from '../types'
import { exportGrowthPaths, importGrowthPaths } from './growth-path-import'
import { packTime } from './inclass-time'

const key = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'huruf kecil, angka dan tanda hubung'), z.maxLength(120))
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
/** A day, or a time with its offset (minutes are enough, as for in-class events). */
const when = z.union([z.iso.date(), packTime])

/** Item kinds as a pack names them: the pack's own kinds for what it carries (`inclass-event`, stored as the contract's `class`). */
export const packItemKinds = ['video', 'package', 'inclass-event', 'link', 'document', 'assignment'] as const
export type PackItemKind = (typeof packItemKinds)[number]
const CONTENT_KINDS: readonly PackItemKind[] = ['video', 'package', 'inclass-event']

/**
 * One syllabus item. `key` is its own within the path (not only its stage): an edited, reordered or
 * moved item keeps its row, so participants' progress and submissions stay (decision 064).
 * Video, package and in-class event items name one of the pack by key (`content`); their title
 * and minutes default to that content's. Links and documents have a `url`; assignments neither.
 */
const item = z.strictObject({
  key,
  kind: z.enum(packItemKinds),
  content: z.optional(text(120)),
  title: z.optional(text(240)),
  /** Plain text: what to do and why. */
  description: z.string().check(z.maxLength(5_000)),
  minutes: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
  url: z.optional(z.string().check(z.maxLength(500), z.regex(/^https?:\/\/\S+$/, 'alamat http(s)://…'))),
  required: z._default(z.boolean(), true),
})

const stage = z.strictObject({
  key,
  title: text(240),
  description: z.string().check(z.maxLength(5_000)),
  items: z.array(item).check(z.minLength(1, 'tahap perlu paling sedikit satu item'), z.maxLength(200)),
})

const announcement = z.strictObject({
  title: text(240),
  /** Rich text of the spec's allow-list. */
  body: z.string().check(z.maxLength(20_000)),
  published_at: when,
})

/**
 * A growth path (`growth-paths/<key>.yaml`): the card and page fields as the contract answers them
 * with the database's limits; category and skills name the master lists by key or by name, the
 * owner (the mentor who reviews its assignments) an employee by username.
 */
const schema = z.strictObject({
  title: text(240),
  summary: text(400),
  description: z.string().check(z.maxLength(20_000)),
  outcomes: z._default(z.array(text(500)).check(z.maxLength(50)), []),
  category: text(120),
  level: growthPathLevelSchema,
  weeks: z.int().check(z.minimum(1), z.maximum(520)),
  skills: z._default(z.array(text(120)).check(z.maxLength(30)), []),
  owner: text(120),
  published_at: when,
  stages: z.array(stage).check(z.minLength(1, 'jalur perlu paling sedikit satu tahap'), z.maxLength(100)),
  announcements: z._default(z.array(announcement).check(z.maxLength(200)), []),
})
export type GrowthPath = z.infer<typeof schema>
export type GrowthPathStage = GrowthPath['stages'][number]
export type GrowthPathItem = GrowthPathStage['items'][number]

function itemProblems(it: GrowthPathItem, at: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const content = CONTENT_KINDS.includes(it.kind)
  if (content && it.content === undefined) problems.push({ path: `${at}.content`, message: `item ${it.kind} perlu content (kunci ${it.kind} dalam paket)` })
  if (!content && it.content !== undefined) problems.push({ path: `${at}.content`, message: `item ${it.kind} tidak menunjuk konten: hapus content` })
  const linked = it.kind === 'link' || it.kind === 'document'
  if (linked && it.url === undefined) problems.push({ path: `${at}.url`, message: `item ${it.kind} perlu url` })
  if (!linked && it.url !== undefined) problems.push({ path: `${at}.url`, message: `hanya link dan document yang punya url: hapus url` })
  if (!content && it.title === undefined) problems.push({ path: `${at}.title`, message: `item ${it.kind} perlu title` })
  if (!content && it.minutes === undefined) problems.push({ path: `${at}.minutes`, message: `item ${it.kind} perlu minutes (perkiraan waktu dalam menit)` })
  return problems
}

export const growthPathKind: ContentKind<GrowthPath> = {
  name: 'growth-path',
  folder: 'growth-paths',
  schema,
  check(path) {
    const problems = richTextProblems(path.description).map((message) => ({ path: 'description', message }))
    const stageKeys = new Set<string>()
    const itemKeys = new Set<string>()
    path.stages.forEach((s, i) => {
      if (stageKeys.has(s.key)) problems.push({ path: `stages.${i}.key`, message: `kunci tahap '${s.key}' sudah dipakai di jalur ini` })
      stageKeys.add(s.key)
      s.items.forEach((it, j) => {
        const at = `stages.${i}.items.${j}`
        if (itemKeys.has(it.key)) problems.push({ path: `${at}.key`, message: `kunci item '${it.key}' sudah dipakai di jalur ini` })
        itemKeys.add(it.key)
        problems.push(...itemProblems(it, at))
      })
    })
    const titles = new Set<string>()
    path.announcements.forEach((a, i) => {
      if (titles.has(a.title)) problems.push({ path: `announcements.${i}.title`, message: `pengumuman '${a.title}' sudah ada di jalur ini` })
      titles.add(a.title)
      for (const message of richTextProblems(a.body)) problems.push({ path: `announcements.${i}.body`, message })
    })
    return problems
  },
  references(path) {
    const refs: ItemReference[] = []
    path.stages.forEach((s, i) =>
      s.items.forEach((it, j) => {
        if (CONTENT_KINDS.includes(it.kind) && it.content !== undefined) refs.push({ path: `stages.${i}.items.${j}.content`, kind: it.kind, key: it.content })
      }),
    )
    return refs
  },
  importItems: importGrowthPaths,
  exportItems: (trx) => exportGrowthPaths(trx, { onlyFromPack: true }),
}
