import type { PackageDetail, PackageMaterial } from '@/contract/learning-package'
import type { VideoDetail, VideoRendition } from '@/contract/learning-video'
import type { SaveRequest } from '@/features/learning/offline/saved-media'
import { packageSlugParam } from '@/lib/learning-paths'

/** A video saves one file: `rendition` when it has renditions (the one its player would fetch, decision 030), else video_url. */
export function videoSaveRequest(video: Pick<VideoDetail, 'id' | 'title' | 'video_url'>, rendition: Pick<VideoRendition, 'url'> | null = null): SaveRequest {
  const url = rendition?.url ?? video.video_url
  return { kind: 'video', id: video.id, title: video.title, media: url ? [{ url, title: video.title }] : [] }
}

/** A package saves its video materials; articles already travel with the package's cached contents. */
export function packageSaveRequest(pkg: Pick<PackageDetail, 'id' | 'slug' | 'title'>, materials: readonly PackageMaterial[]): SaveRequest {
  const media = materials.flatMap((m) => (m.kind === 'video' && m.video_url ? [{ url: m.video_url, title: m.title }] : []))
  return { kind: 'package', id: pkg.id, slug: packageSlugParam(pkg), title: pkg.title, media }
}
