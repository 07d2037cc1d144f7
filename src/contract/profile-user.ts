import * as z from 'zod/mini'
import { base64Upload } from './base64-upload'
import { dataOf, idParam, namedItem } from './common'
import { endpoint } from './endpoint'
import { userInfoEndpoint } from './profile-user-info'

/**
 * The sections of the public profile the owner may hide from colleagues (true: colleagues see it).
 * `about`: bio and skills; `learning`: statistics, learning feed and learning time; `growth_paths`:
 * finished growth paths. Name, position, unit and photo are always shown to colleagues; e-mail,
 * documents and assessment results never.
 */
export const profileSections = ['about', 'learning', 'growth_paths'] as const
export type ProfileSection = (typeof profileSections)[number]
export const visibilitySchema = z.object({
  about: z.boolean(),
  learning: z.boolean(),
  growth_paths: z.boolean(),
})
export type ProfileVisibility = z.infer<typeof visibilitySchema>
export const allPublic: ProfileVisibility = {
  about: true,
  learning: true,
  growth_paths: true,
}

/** The full detail record, loaded by the id of the user-id cookie (read from data.data). */
export const userDetailSchema = z.object({
  id: z.int(),
  username: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  position: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  business_unit: z.nullable(z.object({ id: z.int(), name: z.string() })),
  employee_status: z.nullable(z.object({ id: z.int(), name: z.string() })),
  company_location: z.nullable(z.object({ id: z.int(), name: z.string(), city: z.string() })),
  joined_at: z.nullable(z.string()),
  /** From the master growth-path skills, in the owner's order. */
  skills: z.array(namedItem),
  visibility: visibilitySchema,
})
export type UserDetail = z.infer<typeof userDetailSchema>

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const SKILLS_MAX = 10
export const BIO_MAX = 500

const name = (min: number, max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`),
      z.maxLength(max, `${label} maksimal ${max} karakter`),
    )
const optionalText = (max: number, label: string) => z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} maksimal ${max} karakter`)))

/** PUT /user/{id}: everything the owner may change. `photo` left out keeps the picture; null removes it. */
export const userUpdateSchema = z.object({
  given_name: name(1, 60, 'Nama depan'),
  family_name: z.string().check(z.trim(), z.maxLength(60, 'Nama belakang maksimal 60 karakter')),
  position: optionalText(120, 'Posisi'),
  bio: optionalText(BIO_MAX, 'Bio'),
  skill_ids: z.array(z.int().check(z.positive())).check(
    z.maxLength(SKILLS_MAX, `Pilih paling banyak ${SKILLS_MAX} keahlian`),
    z.refine((ids) => new Set(ids).size === ids.length, 'Keahlian tidak boleh dipilih dua kali'),
  ),
  visibility: visibilitySchema,
  /** A JPEG, PNG or WebP picture in the spec's base64 form "file name,base64" (section 3), at most 2 MB. */
  photo: z.optional(
    z.nullable(
      base64Upload(PHOTO_MAX_BYTES, {
        tooLarge: 'Ukuran foto maksimal 2 MB',
        shape: 'Foto harus berupa "nama-file,data-base64"',
      }),
    ),
  ),
})
export type UserUpdate = z.infer<typeof userUpdateSchema>

export const profileUserApi = {
  info: userInfoEndpoint,
  detail: endpoint({
    method: 'GET',
    path: '/api/platform/user/{id}',
    group: 'platform',
    access: 'user',
    summary: "The signed-in user's full record by id, with skills and section visibility; any other id, existing or not, is 403",
    params: idParam,
    response: dataOf(userDetailSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/platform/user/{id}',
    group: 'platform',
    access: 'user',
    summary:
      "Changes the signed-in user's name parts, position, bio, skills (master growth-path skills), section visibility and photo " +
      '(JPEG, PNG or WebP by its bytes, at most 2 MB; "file name,base64"); any other id, existing or not, is 403',
    params: idParam,
    body: userUpdateSchema,
    response: dataOf(userDetailSchema),
  }),
}
