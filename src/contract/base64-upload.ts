import * as z from 'zod/mini'

// The spec's base64 upload form (section 3): the file name, a comma, then the base64 data. The
// schema checks only the shape and a length that fits `maxBytes` once decoded; the server checks
// the decoded size exactly and tells the type by the file's own bytes.

/** The longest base64 text that can decode to `maxBytes`, with room for the file name. */
export const base64LengthFor = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4 + 256

export function base64Upload(maxBytes: number, messages: { tooLarge: string; shape: string }) {
  return z.string().check(z.maxLength(base64LengthFor(maxBytes), messages.tooLarge), z.regex(/^[^,/\\]{1,200},[A-Za-z0-9+/]+={0,2}$/, messages.shape))
}
