import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Answers above 1 KB go out compressed when the caller accepts it (brotli, else gzip), with
 * `Vary: Accept-Encoding`: API JSON and whatever the build has no precompressed copy of (the
 * service worker, the HTML shell of an old build). The build's own files come precompressed
 * (`.br`/`.gz` next to each, served by @fastify/static's `preCompressed`), so this costs nothing
 * for them. Brotli on the fly stays at quality 4: close to gzip's speed, still smaller; quality 11
 * is for the build. Request bodies are never compressed by our clients, so the plugin's request
 * decompression (a preParsing hook on every route) is off: a compressed body is then refused like
 * any body that is not JSON.
 */
/** Smallest answer compressed, in bytes; shared answers (http/shared-answers.ts) use the same. */
export const COMPRESS_THRESHOLD = 1024
/** Brotli settings for answers compressed while serving (not the build's quality 11). */
export const onTheFlyBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: onTheFlyBrotli,
  })
}
