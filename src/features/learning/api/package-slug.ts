// The rule lives in src/lib/learning-paths.ts (home and activity link packages too).
export { packageIdOf, packageSlugParam } from '@/lib/learning-paths'
