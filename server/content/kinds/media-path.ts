import * as z from 'zod/mini'

/** A pack's media path: inside media/, no '..' (the reader refuses those anyway). */
export const mediaPath = z.string().check(
  z.maxLength(300),
  z.refine((p) => /^media\/[^\0\\]+$/.test(p) && !p.split('/').includes('..'), 'harus berkas di folder media/ paket (media/…)'),
)
