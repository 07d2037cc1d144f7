import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'
import { PackRefusedError, type PackIssue, type PackItem, type PrepareContext } from '../types'
import type { Package } from './package'
import { storedMaterials } from './package-materials'
import { exportCover, prepareCovers, type Covers } from './covers'

// The course package kind's work against the database: the catalogue's lists it names, its cover
// images (hashed before the transaction, stored in it), and reading packages back for an export.

type ListTable = 'learning_categories' | 'instructors' | 'learning_units' | 'topics' | 'professions' | 'fields'
const LISTS: { field: 'category' | 'instructor' | 'unit' | 'topic' | 'profession' | 'field'; table: ListTable; what: string }[] = [
  { field: 'category', table: 'learning_categories', what: 'kategori' },
  { field: 'instructor', table: 'instructors', what: 'instruktur' },
  { field: 'unit', table: 'learning_units', what: 'unit' },
  { field: 'topic', table: 'topics', what: 'topik' },
  { field: 'profession', table: 'professions', what: 'profesi' },
  { field: 'field', table: 'fields', what: 'bidang' },
]

/** A list's id of a value given by key or by name (an instructor only by key, as the seed names them); null when none is given. */
type Resolve = (value: string | undefined) => number | null

export interface PreparedPackages {
  lists: Record<(typeof LISTS)[number]['field'], Resolve>
  covers: Covers
}

export async function preparePackages(items: readonly PackItem<Package>[], { db, media }: PrepareContext): Promise<PreparedPackages> {
  const issues: PackIssue[] = []
  const lists = {} as PreparedPackages['lists']
  for (const { field, table, what } of LISTS) {
    const ids = new Map((await (db as Kysely<Database>).selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, Number(r.id)]))
    const find = (value: string) => ids.get(field === 'instructor' ? value : slugify(value))
    lists[field] = (value) => (value === undefined ? null : (find(value) ?? null))
    for (const { file, data } of items) {
      const value = data[field]
      if (value !== undefined && find(value) === undefined) issues.push({ file, path: field, message: `${what} '${value}' tidak ada` })
    }
  }
  if (issues.length > 0) throw new PackRefusedError(issues)
  return { lists, covers: await prepareCovers(items, media, 'package') }
}

/**
 * The packages as a pack writes them, in key order: by default only those a pack brought (a seeded
 * package names seeded videos, which no export carries); `onlyFromPack: false` reads every
 * unarchived one (the check that the kind carries today's demo data).
 */
export async function packageItems(trx: Transaction<Database>, { onlyFromPack }: { onlyFromPack: boolean }) {
  let query = trx
    .selectFrom('course_packages as p')
    .innerJoin('learning_categories as c', 'c.id', 'p.category_id')
    .leftJoin('instructors as i', 'i.id', 'p.instructor_id')
    .leftJoin('learning_units as u', 'u.id', 'p.unit_id')
    .leftJoin('topics as t', 't.id', 'p.topic_id')
    .leftJoin('professions as pr', 'pr.id', 'p.profession_id')
    .leftJoin('fields as f', 'f.id', 'p.field_id')
    .select(['p.id', 'p.slug', 'p.title', 'p.description', 'p.published_at', 'p.thumbnail_url', 'c.slug as category', 'i.slug as instructor', 'u.slug as unit', 't.slug as topic', 'pr.slug as profession', 'f.slug as field'])
    .where('p.archived_at', 'is', null)
    .orderBy('p.slug')
  if (onlyFromPack) query = query.where('p.from_pack', '=', 1)
  const out: { key: string; data: Package; files?: { name: string; bytes: Buffer }[] }[] = []
  for (const row of await query.execute()) {
    // A material playing an archived video (a pack of videos alone replaced them) is left out, as a
    // channel's archived entries are: the export carries no archived item to name. A package with
    // nothing left is left out too (a package needs a material).
    const materials = (await storedMaterials(trx, Number(row.id))).filter((m) => m.video_archived_at === null)
    if (materials.length === 0) continue
    const { cover, files } = await exportCover(trx, row.slug, row.thumbnail_url)
    const optional = (name: string, value: string | null) => (value === null ? {} : { [name]: value })
    const data: Package = {
      title: row.title,
      description: row.description,
      category: row.category,
      ...optional('instructor', row.instructor),
      ...optional('unit', row.unit),
      ...optional('topic', row.topic),
      ...optional('profession', row.profession),
      ...optional('field', row.field),
      published_at: row.published_at,
      ...(cover ? { cover } : {}),
      materials: materials.map((m) => ({
        key: m.key,
        title: m.title,
        ...(m.video ? { video: m.video } : { article: m.body ?? '', reading_seconds: m.duration_s }),
        ...(m.quiz ? { quiz: m.quiz } : {}),
      })),
    }
    out.push({ key: row.slug, data, files })
  }
  return out
}
