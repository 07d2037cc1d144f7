import { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import { parseDocument } from 'yaml'
import * as z from 'zod/mini'
import { contentKinds } from './kinds/index'
import { KEY_MAX_LENGTH, KEY_PATTERN, MANIFEST_FILE, manifestSchema, type PackManifest } from './manifest'
import type { PackFiles, PackMedia } from './reader'
import type { ContentKind, MediaLookup, PackIssue, PackItem } from './types'

// Messages in Indonesian, as the server's own (server/app.ts sets the same).
z.config(z.locales.id())

export interface ValidPack {
  manifest: PackManifest
  /** The items of each kind the pack carries (a kind whose folder is absent is not in the map). */
  items: Map<ContentKind<any>, PackItem<unknown>[]>
  /** A hash of every item file and of each media file's name and size: the same pack again has the same digest. */
  digest: string
  /** The pack's media files by their path in it (the kinds hash what they use). */
  media: ReadonlyMap<string, PackMedia>
}

/** Files a pack may hold besides its kinds' folders: its readme and notes among the media. */
const isOther = (name: string) => /^readme(\.md)?$/i.test(name) || name.startsWith('media/')

/**
 * Everything wrong with a pack, or the pack ready to import. Every file is checked and every
 * issue kept (never the first alone), so an author fixes a pack in one round.
 */
export function validatePack({ files, media = new Map(), issues: readIssues }: PackFiles, kinds: readonly ContentKind<any>[] = contentKinds): { pack: ValidPack | null; issues: PackIssue[] } {
  const issues = [...readIssues]
  const manifest = readManifest(files, issues)
  const byFolder = new Map(kinds.map((kind) => [kind.folder, kind]))
  const items = new Map<ContentKind<any>, PackItem<unknown>[]>()
  // Every key a file gives, even when the file has errors: a reference to it is not one more error.
  const keys = new Map<string, Set<string>>()
  for (const [name, bytes] of files) {
    if (name === MANIFEST_FILE || isOther(name)) continue
    const [folder, file, ...deeper] = name.split('/')
    const kind = byFolder.get(folder!)
    if (!kind || file === undefined || deeper.length > 0 || !/\.ya?ml$/.test(file)) {
      issues.push({ file: name, path: '', message: `berkas tidak dikenal: butir ditulis di <jenis>/<kunci>.yaml (jenis: ${[...byFolder.keys()].join(', ')})` })
      continue
    }
    const key = file.replace(/\.ya?ml$/, '')
    if (!keys.has(kind.name)) keys.set(kind.name, new Set())
    keys.get(kind.name)!.add(key)
    const item = readItem(kind, name, key, bytes, issues)
    if (!items.has(kind)) items.set(kind, [])
    if (item) items.get(kind)!.push(item)
  }
  for (const [i, name] of (manifest?.kinds ?? []).entries()) {
    const kind = kinds.find((k) => k.name === name)
    if (!kind) issues.push({ file: MANIFEST_FILE, path: `kinds.${i}`, message: `jenis '${name}' tidak dikenal (jenis: ${kinds.map((k) => k.name).join(', ')})` })
    else if (!items.has(kind)) items.set(kind, [])
  }
  for (const name of media.keys()) {
    if (!name.startsWith('media/')) issues.push({ file: name, path: '', message: 'berkas tidak dikenal: butir ditulis di <jenis>/<kunci>.yaml, berkas media di folder media/' })
  }
  checkKeys(items, issues)
  checkOrder(manifest?.order ?? {}, kinds, keys, issues)
  checkReferences(items, keys, issues)
  checkMedia(items, media, issues)
  if (!files.has(MANIFEST_FILE) && readIssues.length === 0) issues.unshift({ file: MANIFEST_FILE, path: '', message: 'paket tidak punya pack.yaml' })
  if (issues.length > 0 || !manifest) return { pack: null, issues: sortIssues(issues) }
  for (const [kind, list] of items) {
    const listed = new Map((manifest.order?.[kind.name] ?? []).map((key, i) => [key, i]))
    const rank = (key: string) => listed.get(key) ?? Number.MAX_SAFE_INTEGER
    list.sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : 1))
  }
  const ordered = new Map(kinds.filter((kind) => items.has(kind)).map((kind) => [kind, items.get(kind)!]))
  return { pack: { manifest, items: ordered, digest: digestOf(files, media), media }, issues: [] }
}

function parseYaml(file: string, bytes: Buffer, issues: PackIssue[]): unknown {
  const doc = parseDocument(bytes.toString('utf8'), { uniqueKeys: true, prettyErrors: true })
  if (doc.errors.length > 0) {
    for (const error of doc.errors) issues.push({ file, path: '', message: `YAML tidak terbaca (baris ${error.linePos?.[0].line ?? '?'}): ${error.message.split('\n')[0]}` })
    return undefined
  }
  return doc.toJS()
}

function readManifest(files: Map<string, Buffer>, issues: PackIssue[]): PackManifest | null {
  const bytes = files.get(MANIFEST_FILE)
  if (!bytes) return null
  const raw = parseYaml(MANIFEST_FILE, bytes, issues)
  if (raw === undefined) return null
  const parsed = manifestSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  issues.push(...zodIssues(MANIFEST_FILE, parsed.error))
  return null
}

function readItem(kind: ContentKind<any>, file: string, key: string, bytes: Buffer, issues: PackIssue[]): PackItem<unknown> | null {
  if (!KEY_PATTERN.test(key) || key.length > KEY_MAX_LENGTH) {
    issues.push({ file, path: '', message: `kunci '${key}' (nama berkas) harus huruf kecil, angka dan tanda hubung, paling panjang ${KEY_MAX_LENGTH}` })
  }
  const raw = parseYaml(file, bytes, issues)
  if (raw === undefined) return null
  const parsed = kind.schema.safeParse(raw)
  if (!parsed.success) {
    issues.push(...zodIssues(file, parsed.error))
    return null
  }
  for (const problem of kind.check?.(parsed.data) ?? []) issues.push({ file, ...problem })
  return { key, file, data: parsed.data }
}

/** One key once per kind (cara-masuk.yaml beside cara-masuk.yml, or an archive holding a name twice). */
function checkKeys(items: Map<ContentKind<any>, PackItem<unknown>[]>, issues: PackIssue[]) {
  for (const [kind, list] of items) {
    const seen = new Map<string, string>()
    for (const item of list) {
      const first = seen.get(item.key)
      if (first) issues.push({ file: item.file, path: '', message: `kunci ${kind.name} '${item.key}' sudah dipakai oleh ${first}` })
      else seen.set(item.key, item.file)
    }
  }
}

/** Every reference names an item of the pack: references resolve inside the pack (decision 052). */
/** `order` names kinds and keys the pack has, each key once. */
function checkOrder(order: Record<string, string[]>, kinds: readonly ContentKind<any>[], keys: Map<string, Set<string>>, issues: PackIssue[]) {
  for (const [name, list] of Object.entries(order)) {
    if (!kinds.some((k) => k.name === name)) {
      issues.push({ file: MANIFEST_FILE, path: `order.${name}`, message: `jenis '${name}' tidak dikenal (jenis: ${kinds.map((k) => k.name).join(', ')})` })
      continue
    }
    const seen = new Set<string>()
    list.forEach((key, i) => {
      if (seen.has(key)) issues.push({ file: MANIFEST_FILE, path: `order.${name}.${i}`, message: `kunci '${key}' disebut dua kali` })
      else if (!keys.get(name)?.has(key)) issues.push({ file: MANIFEST_FILE, path: `order.${name}.${i}`, message: `${name} '${key}' tidak ada dalam paket` })
      seen.add(key)
    })
  }
}

function checkReferences(items: Map<ContentKind<any>, PackItem<unknown>[]>, keys: Map<string, Set<string>>, issues: PackIssue[]) {
  for (const [kind, list] of items) {
    for (const item of list) {
      for (const ref of kind.references?.(item.data) ?? []) {
        if (keys.get(ref.kind)?.has(ref.key)) continue
        issues.push({ file: item.file, path: ref.path, message: `${ref.kind} '${ref.key}' tidak ada dalam paket` })
      }
    }
  }
}

/** Every media file an item names is in the pack and is what the kind wants (told by its bytes). */
function checkMedia(items: Map<ContentKind<any>, PackItem<unknown>[]>, media: ReadonlyMap<string, PackMedia>, issues: PackIssue[]) {
  const lookup: MediaLookup = {
    get: (name) => media.get(name),
    head(name) {
      const file = media.get(name)
      if (!file) return Buffer.alloc(0)
      const fd = openSync(file.path, 'r')
      try {
        const bytes = Buffer.alloc(64)
        return bytes.subarray(0, readSync(fd, bytes, 0, 64, 0))
      } finally {
        closeSync(fd)
      }
    },
  }
  for (const [kind, list] of items) {
    for (const item of list) for (const problem of kind.checkMedia?.(item.data, lookup) ?? []) issues.push({ file: item.file, ...problem })
  }
}

function zodIssues(file: string, error: z.core.$ZodError): PackIssue[] {
  return error.issues.map((issue) => ({ file, path: issue.path.join('.'), message: issue.message }))
}

function sortIssues(issues: PackIssue[]): PackIssue[] {
  return issues.sort((a, b) => (a.file === b.file ? a.path.localeCompare(b.path) : a.file === MANIFEST_FILE ? -1 : b.file === MANIFEST_FILE ? 1 : a.file.localeCompare(b.file)))
}

function digestOf(files: Map<string, Buffer>, media: ReadonlyMap<string, PackMedia>): string {
  const hash = createHash('sha256')
  for (const name of [...files.keys()].sort()) hash.update(name).update('\0').update(files.get(name)!).update('\0')
  for (const name of [...media.keys()].sort()) hash.update(name).update('\0').update(String(media.get(name)!.size)).update('\0')
  return hash.digest('hex')
}
