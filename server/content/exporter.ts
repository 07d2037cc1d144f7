import fs from 'node:fs/promises'
import path from 'node:path'
import { Document, Scalar } from 'yaml'
import type { DatabaseHandle } from '../db/database'
import { contentKinds } from './kinds/index'
import { MANIFEST_FILE, PACK_FORMAT, type PackManifest } from './manifest'

/** A file's text as an author would write it: long texts as literal blocks, exactly as stored. */
export function toYaml(data: Record<string, unknown>): string {
  const doc = new Document(data)
  for (const pair of (doc.contents as { items: { value: unknown }[] }).items) {
    const value = pair.value
    if (value instanceof Scalar && typeof value.value === 'string' && value.value.length > 80 && value.value.trim() === value.value) value.type = 'BLOCK_LITERAL'
  }
  return doc.toString({ lineWidth: 0 })
}

/**
 * Writes the current content as a pack into `dir` (which must be missing or empty): the manifest
 * (the last imported pack's name, version, language, title and description unless given) and one file per item of every kind.
 * Archived items stay out: importing the export into an empty database gives the same catalogue.
 * Returns how many items each kind wrote.
 */
export async function exportPack(database: DatabaseHandle, dir: string, manifest?: Partial<PackManifest>): Promise<{ kind: string; count: number }[]> {
  const existing = await fs.readdir(dir).catch(() => [])
  if (existing.length > 0) throw new Error(`${dir} tidak kosong: ekspor ditulis ke folder baru atau kosong`)
  const last = await database.db
    .selectFrom('content_imports')
    .select(['pack_name', 'pack_version', 'language', 'title', 'description'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const title = manifest?.title ?? last?.title
  const description = manifest?.description ?? last?.description
  const header: PackManifest = {
    format: PACK_FORMAT,
    name: manifest?.name ?? last?.pack_name ?? 'ekspor',
    version: manifest?.version ?? last?.pack_version ?? new Date().toISOString().slice(0, 10),
    language: manifest?.language ?? last?.language ?? 'id',
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
  }
  const counts: { kind: string; count: number }[] = []
  await database.db.transaction().execute(async (trx) => {
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(path.join(dir, MANIFEST_FILE), toYaml({ ...header }))
    for (const kind of contentKinds) {
      const items = await kind.exportItems(trx)
      counts.push({ kind: kind.name, count: items.length })
      if (items.length === 0) continue
      await fs.mkdir(path.join(dir, kind.folder), { recursive: true })
      for (const item of items) {
        await fs.writeFile(path.join(dir, kind.folder, `${item.key}.yaml`), toYaml(item.data as Record<string, unknown>))
        for (const file of item.files ?? []) {
          await fs.mkdir(path.dirname(path.join(dir, file.name)), { recursive: true })
          await fs.writeFile(path.join(dir, file.name), file.bytes)
        }
      }
    }
  })
  return counts
}
