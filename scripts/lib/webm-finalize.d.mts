/** Types of webm-finalize.mjs (plain JavaScript so `node scripts/make-media.mjs` runs without a build). */
export interface WebmElement {
  id: number
  start: number
  dataStart: number
  dataEnd: number
}
export function readElements(buf: Uint8Array, start: number, end: number): WebmElement[]
export function finalizeWebm(input: Buffer): { data: Buffer; durationMs: number; cues: number }
