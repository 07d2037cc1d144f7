import * as z from 'zod/mini'

/** The pack format this code reads and writes. A later format gets a new number and a reader for the old one. */
export const PACK_FORMAT = 1
export const MANIFEST_FILE = 'pack.yaml'
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const KEY_MAX_LENGTH = 80

/** `pack.yaml`: which pack this is, its version, the language of its texts, and the format it is written in. */
export const manifestSchema = z.strictObject({
  format: z.int().check(
    z.refine((n) => n === PACK_FORMAT, `format ${PACK_FORMAT} yang dibaca versi Tumbuh ini; paket dengan format lain perlu versi Tumbuh yang sesuai`),
  ),
  name: z.string().check(z.maxLength(KEY_MAX_LENGTH), z.regex(KEY_PATTERN, 'huruf kecil, angka dan tanda hubung, misalnya acme-bantuan')),
  version: z.string().check(z.minLength(1), z.maxLength(40)),
  /** A BCP 47 language tag: the language the texts are written in (this app shows Indonesian, `id`). */
  language: z.string().check(z.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'kode bahasa BCP 47, misalnya id')),
  /**
   * Kinds the pack holds every item of even with no file of them: their stored items are all
   * archived. (A kind with files is always held whole; a kind neither listed nor present is left as it is.)
   */
  kinds: z.optional(z.array(z.string())),
  /**
   * Optional, per kind: the order its new items are added in, by key (so they are numbered in
   * that order, e.g. as in the system the content comes from); items not listed follow by key.
   */
  order: z.optional(z.record(z.string(), z.array(z.string()).check(z.maxLength(100_000)))),
  title: z.optional(z.string().check(z.maxLength(200))),
  description: z.optional(z.string().check(z.maxLength(2000))),
})
export type PackManifest = z.infer<typeof manifestSchema>
