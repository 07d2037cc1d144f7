import type { Transaction } from 'kysely'
import type { VideoRendition } from '../../../src/contract/learning-video'
import type { Database } from '../../db/schema'

/**
 * The demo clips (public/media, made by `npm run make:media`) and their renditions (decision 030):
 * the standard 640×360 file every seeded video plays, and a 320×180 one at about a third of its
 * size for slow connections. Sizes are the committed files' (a test compares them).
 */
function clip(n: number, standardBytes: number, lowBytes: number): readonly VideoRendition[] {
  return [
    { quality: 'low', url: `/media/clip-${n}-low.webm`, mime_type: 'video/webm', width: 320, height: 180, bytes: lowBytes },
    { quality: 'standard', url: `/media/clip-${n}.webm`, mime_type: 'video/webm', width: 640, height: 360, bytes: standardBytes },
  ]
}

/** Each demo clip's renditions, smallest first, by the standard file's URL (the videos' `video_url`). */
export const demoClips: ReadonlyMap<string, readonly VideoRendition[]> = new Map(
  [clip(1, 136_474, 46_892), clip(2, 159_645, 57_970), clip(3, 188_456, 66_066), clip(4, 205_149, 74_969)].map((r) => [r[1]!.url, r]),
)

/**
 * Each demo clip's length in seconds (scripts/make-media.mjs records 24, 28, 32 and 36 s; a test
 * reads the files' own Duration). A video that plays a clip states this length, and so does a
 * package material that plays that video: the page, the cards and the player say one duration.
 */
export const demoClipSeconds: ReadonlyMap<string, number> = new Map([24, 28, 32, 36].map((seconds, i) => [`/media/clip-${i + 1}.webm`, seconds]))

/** The demo clips' URLs in order; seeded videos take them round-robin. */
export const demoClipUrls: readonly string[] = [...demoClips.keys()]

/**
 * Gives every video that plays a demo clip that clip's renditions and length (rewritten, so a
 * re-seed follows a changed clip).
 */
export async function seedVideoRenditions(trx: Transaction<Database>): Promise<void> {
  const videos = await trx.selectFrom('videos').select(['id', 'video_url']).where('video_url', 'in', demoClipUrls).execute()
  if (videos.length === 0) return
  for (const [url, seconds] of demoClipSeconds) {
    await trx.updateTable('videos').set({ duration_s: seconds }).where('video_url', '=', url).execute()
  }
  await trx
    .deleteFrom('video_renditions')
    .where(
      'video_id',
      'in',
      videos.map((v) => v.id),
    )
    .execute()
  const rows = videos.flatMap((v) => (demoClips.get(v.video_url ?? '') ?? []).map((r) => ({ video_id: v.id, ...r })))
  await trx.insertInto('video_renditions').values(rows).execute()
}
