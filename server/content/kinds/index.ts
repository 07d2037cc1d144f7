import { bannerKind } from './banner'
import { catalogueKind, channelKind } from './collection'
import { packageKind } from './package'
import { growthPathKind } from './growth-path'
import { helpCategoryKind, helpQuestionKind, helpTopicKind } from './help-center'
import { inclassEventKind } from './inclass-event'
import { mentorKind } from './mentor'
import { openingKind } from './opening'
import { quizKind } from './quiz'
import { videoKind } from './video'
import type { ContentKind } from '../types'

/**
 * Every kind a pack may carry, in the order an import writes them: a kind comes after the kinds
 * its items refer to. The next kinds (course packages, in-class events, channels
 * and catalogues, growth paths, mentors, openings) each add one module and one line here.
 */
export const contentKinds: readonly ContentKind<any>[] = [
  bannerKind,
  helpCategoryKind,
  helpTopicKind,
  helpQuestionKind,
  videoKind,
  quizKind,
  packageKind,
  channelKind,
  catalogueKind,
  inclassEventKind,
  growthPathKind,
  mentorKind,
  openingKind,
]
