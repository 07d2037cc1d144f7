// What an uploaded file is, told by its own first bytes: the caller's file name and declared type
// are never trusted, so nothing a caller sends decides a Content-Type we serve.

export interface FileKind {
  ext: string
  mime: string
  matches(bytes: Buffer): boolean
}

const startsWith = (bytes: Buffer, ...signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/**
 * Office Open XML files are ZIP archives whose entries name the application's part; the local
 * headers keep entry names uncompressed, so the part's name is in the bytes.
 */
const officeOpenXml = (part: string) => (bytes: Buffer) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) && bytes.includes(Buffer.from(part, 'latin1'))

export const fileKinds = {
  jpg: { ext: 'jpg', mime: 'image/jpeg', matches: (b: Buffer) => startsWith(b, 0xff, 0xd8, 0xff) },
  png: { ext: 'png', mime: 'image/png', matches: (b: Buffer) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  webp: { ext: 'webp', mime: 'image/webp', matches: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  // Matroska's EBML header (WebM is Matroska); MP4 and QuickTime name their brand in the first box.
  webm: { ext: 'webm', mime: 'video/webm', matches: (b: Buffer) => startsWith(b, 0x1a, 0x45, 0xdf, 0xa3) },
  mp4: { ext: 'mp4', mime: 'video/mp4', matches: (b: Buffer) => b.length > 12 && b.toString('latin1', 4, 8) === 'ftyp' },
  pdf: { ext: 'pdf', mime: 'application/pdf', matches: (b: Buffer) => b.toString('latin1', 0, 5) === '%PDF-' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: officeOpenXml('word/') },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: officeOpenXml('xl/') },
  pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: officeOpenXml('ppt/') },
} as const satisfies Record<string, FileKind>

export type FileKindName = keyof typeof fileKinds

/** The first of `allowed` whose signature the bytes carry, or undefined. */
export function sniffFile<K extends FileKindName>(bytes: Buffer, allowed: readonly K[]): (typeof fileKinds)[K] | undefined {
  return allowed.map((k) => fileKinds[k]).find((kind) => kind.matches(bytes))
}

/** The bytes of the spec's base64 upload form: "file name, comma, base64" (section 3). */
export function decodeBase64Upload(upload: string): { name: string; bytes: Buffer } {
  const comma = upload.indexOf(',')
  return { name: upload.slice(0, comma), bytes: Buffer.from(upload.slice(comma + 1), 'base64') }
}
