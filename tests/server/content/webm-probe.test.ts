import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PACK_DIR } from '../../../server/content/demo'
import { probeVideo } from '../../../server/content/media-tools'
import { probeWebmHeader } from '../../../server/content/webm-probe'
import { removeTempDirs, tempDir, testClip } from '../helpers/content-pack'

afterAll(removeTempDirs)

const write = (name: string, bytes: Buffer) => {
  const file = path.join(tempDir('tumbuh-probe-'), name)
  fs.writeFileSync(file, bytes)
  return file
}

// The demo pack imports without ffmpeg because a ready WebM's header is read directly (decision 055).
describe('a WebM header read without ffprobe', () => {
  it('says what ffprobe says of the demo clips and of a clip ffmpeg just made', async () => {
    const files = fs.readdirSync(path.join(DEMO_PACK_DIR, 'media')).map((f) => path.join(DEMO_PACK_DIR, 'media', f))
    files.push(write('made.webm', testClip(3)))
    for (const file of files) expect(await probeWebmHeader(file), file).toEqual(await probeVideo(file))
  })

  it('answers null, leaving the file to ffprobe, for a file that is not WebM, a cut header, or a WebM without a Duration', async () => {
    const clip = fs.readFileSync(path.join(DEMO_PACK_DIR, 'media', 'clip-1.webm'))
    expect(await probeWebmHeader(write('text.webm', Buffer.from('bukan video')))).toBeNull()
    expect(await probeWebmHeader(write('cut.webm', clip.subarray(0, 60)))).toBeNull()
    // The Duration element's ID (0x4489) renamed to a Void-like unknown one: no length stated.
    const at = clip.indexOf(Buffer.from([0x44, 0x89]))
    const noDuration = Buffer.from(clip)
    noDuration[at] = 0x44
    noDuration[at + 1] = 0x8a
    expect(await probeWebmHeader(write('no-duration.webm', noDuration))).toBeNull()
  })
})
