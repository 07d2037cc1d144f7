import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileApi } from '../../../../src/contract/profile'
import { PHOTO_MAX_BYTES, profileUserApi, type UserUpdate } from '../../../../src/contract/profile-user'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { storedFileNames } from '../../helpers/stored-files'

// The profile's own data (issue 18): PUT /user/{id} with the photo, and each section's visibility
// honoured by every answer that shows it (the profile, the learning feeds, total-learning-duration,
// the leaderboard).

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const PDF_BYTES = Buffer.from('%PDF-1.4\n% bukan foto\n')
const upload = (name: string, data: Buffer) => `${name},${data.toString('base64')}`

describeOnEngines('profile edit and visibility', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let budiId = 0
  let sariId = 0
  let skills: { id: number; name: string }[] = []

  const body = (overrides: Partial<UserUpdate> = {}): UserUpdate => ({
    given_name: 'Budi',
    family_name: 'Santoso',
    position: 'Manajer Pengembangan SDM',
    bio: 'Suka membangun budaya belajar.',
    skill_ids: [skills[0]!.id, skills[1]!.id],
    visibility: { about: true, learning: true, growth_paths: true },
    ...overrides,
  })
  const put = (who: Browser, id: number, payload: unknown) =>
    who.send({ method: 'PUT', url: `/api/platform/user/${id}`, payload: payload as Record<string, unknown> })
  const saved = async (payload: UserUpdate) => {
    const res = await put(budi, budiId, payload)
    expect(res.statusCode, res.body).toBe(200)
    return profileUserApi.update.response.parse(res.json()).data
  }
  const profileAs = async (who: Browser, username = 'budi.santoso') => {
    const res = await who.request({ method: 'GET', url: `/api/v2/users/${username}/profiles` })
    expect(res.statusCode, res.body).toBe(200)
    return profileApi.profile.response.parse(res.json()).data
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    budiId = (await db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
    sariId = (await db.selectFrom('employees').select('id').where('username', '=', 'sari.wulandari').executeTakeFirstOrThrow()).id
    skills = await db.selectFrom('growth_path_skills').select(['id', 'name']).orderBy('id').execute()
    // Budi has some learning time and a finished path, so hiding them is visible.
    await db
      .insertInto('learning_events')
      .values({ employee_id: budiId, content_kind: 'video', content_id: 1, day: '2025-02-01', seconds: 999_999, created_at: '2025-02-01T02:00:00.000Z' })
      .execute()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  describe('a visitor', () => {
    it('gets 401 from every profile and learning-feed endpoint, and from the photos', async () => {
      const urls = [
        ['GET', '/api/v2/users/budi.santoso/profiles'],
        ['GET', '/api/v2/users/budi.santoso/activities'],
        ['GET', '/api/v2/courses/video/users/budi.santoso/activities'],
        ['GET', `/api/v2/total-learning-duration/${budiId}`],
        ['GET', `/api/platform/user/${budiId}`],
        ['PUT', `/api/platform/user/${budiId}`],
        ['GET', '/api/platform/document'],
        ['POST', '/api/platform/upload/document'],
        ['DELETE', '/api/platform/document?id=1'],
        ['GET', '/api/platform/document/1/file'],
        ['GET', '/api/platform/assessment/result'],
      ] as const
      // With the header the app sends, so the sign-in check answers, not the CSRF check.
      for (const [method, url] of urls) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {}
        expectProblem(await app.inject({ method, url, payload, headers: { 'x-requested-with': 'XMLHttpRequest' } }), 401)
      }
      const { profile_image } = await saved(body({ photo: upload('foto.png', PNG_1X1) }))
      expectProblem(await app.inject({ method: 'GET', url: profile_image! }), 401)
    })
  })

  describe('PUT /api/platform/user/{id}', () => {
    it('changes the owner’s name parts, position, bio, skills and photo; the photo is served to colleagues and in the user info', async () => {
      const detail = await saved(
        body({
          given_name: ' Budiman ',
          family_name: 'Santosa',
          position: 'Kepala SDM',
          skill_ids: [skills[2]!.id, skills[0]!.id],
          photo: upload('saya.png', PNG_1X1),
        }),
      )
      expect(detail).toMatchObject({
        given_name: 'Budiman',
        family_name: 'Santosa',
        full_name: 'Budiman Santosa',
        position: 'Kepala SDM',
        bio: 'Suka membangun budaya belajar.',
      })
      expect(detail.skills.map((s) => s.id)).toEqual([skills[2]!.id, skills[0]!.id])
      expect(detail.profile_image).toMatch(/^\/uploads\/photos\/[a-f0-9]{32}\.png$/)

      const photo = await sari.request({ method: 'GET', url: detail.profile_image! })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/png')
      expect(photo.headers['x-content-type-options']).toBe('nosniff')
      expect(photo.rawPayload.equals(PNG_1X1)).toBe(true)
      const info = profileUserApi.info.response.parse((await budi.request({ method: 'GET', url: '/api/platform/user/info' })).json()).data
      expect(info).toMatchObject({ name: 'Budiman Santosa', position: 'Kepala SDM', profile_image: detail.profile_image })
      expect((await profileAs(sari)).profile_image).toBe(detail.profile_image)

      // Leaving the photo out keeps it; a new one replaces the file; null removes it.
      expect((await saved(body())).profile_image).toBe(detail.profile_image)
      const replaced = await saved(body({ photo: upload('baru.png', PNG_1X1) }))
      expect(replaced.profile_image).not.toBe(detail.profile_image)
      expectProblem(await sari.request({ method: 'GET', url: detail.profile_image! }), 404)
      expect(await storedFileNames(test.database, 'photos')).toEqual([replaced.profile_image!.split('/').pop()])
      expect((await saved(body({ photo: null }))).profile_image).toBeNull()
      expectProblem(await sari.request({ method: 'GET', url: replaced.profile_image! }), 404)
    })

    it('refuses another user’s id, existing or not, with the same 403 as GET /user/{id}, changing nothing', async () => {
      const before = await test.database.db.selectFrom('employees').select(['full_name', 'bio']).where('id', '=', sariId).executeTakeFirstOrThrow()
      const read = expectProblem(await budi.request({ method: 'GET', url: `/api/platform/user/${sariId}` }), 403)
      const write = expectProblem(await put(budi, sariId, body({ given_name: 'Diubah' })), 403)
      const unknown = expectProblem(await put(budi, 999_999, body()), 403)
      expect(write.detail).toBe(read.detail)
      expect(unknown.detail).toBe(read.detail)
      expect(await test.database.db.selectFrom('employees').select(['full_name', 'bio']).where('id', '=', sariId).executeTakeFirstOrThrow()).toEqual(before)
    })

    it('refuses a photo without the "name,base64" prefix, another type disguised as a picture, and one over 2 MB', async () => {
      const files = () => storedFileNames(test.database, 'photos')
      const stored = await files()
      const noPrefix = expectProblem(await put(budi, budiId, body({ photo: PNG_1X1.toString('base64') })), 400)
      expect(noPrefix.errors?.map((e) => e.path)).toEqual(['photo'])
      const disguised = expectProblem(await put(budi, budiId, body({ photo: upload('foto.png', PDF_BYTES) })), 400)
      expect(disguised.errors).toEqual([{ path: 'photo', message: 'Foto harus berupa gambar JPEG, PNG, atau WebP.' }])
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(PHOTO_MAX_BYTES - PNG_1X1.length + 1)])
      const tooLarge = expectProblem(await put(budi, budiId, body({ photo: upload('besar.png', big) })), 400)
      expect(tooLarge.errors?.[0]?.path).toBe('photo')
      expect(tooLarge.errors?.[0]?.message).toMatch(/2 MB/)
      // Far beyond the limit, the body itself is refused before it is parsed.
      expectProblem(await put(budi, budiId, body({ photo: upload('besar.png', Buffer.alloc(PHOTO_MAX_BYTES * 2)) })), 413)
      expect(await files()).toEqual(stored)
    })

    it('answers field errors for a missing first name, a long bio and skills that are not in the master list', async () => {
      const res = expectProblem(await put(budi, budiId, body({ given_name: '  ', bio: 'x'.repeat(501) })), 400)
      expect(res.errors?.map((e) => e.path).sort()).toEqual(['bio', 'given_name'])
      const unknownSkill = expectProblem(await put(budi, budiId, body({ skill_ids: [999_999] })), 400)
      expect(unknownSkill.errors).toEqual([{ path: 'skill_ids', message: 'Keahlian yang dipilih tidak ada dalam daftar.' }])
    })
  })

  describe('visibility', () => {
    it('shows every section to colleagues by default', async () => {
      await saved(body())
      const seen = await profileAs(sari)
      expect(seen.visibility).toEqual({ about: true, learning: true, growth_paths: true })
      expect(seen.bio).toBe('Suka membangun budaya belajar.')
      expect(seen.skills?.map((s) => s.id)).toEqual([skills[0]!.id, skills[1]!.id])
      expect(seen.stats?.learning_time_s).toBeGreaterThanOrEqual(999_999)
      expect(seen.finished_growth_paths).toEqual(expect.any(Array))
      // The same learning time through total-learning-duration, to a colleague too.
      const total = await sari.request({ method: 'GET', url: `/api/v2/total-learning-duration/${budiId}` })
      expect(total.statusCode).toBe(200)
      expect(total.json()).toEqual({ data: { user_id: budiId, total_s: seen.stats!.learning_time_s } })
      const board = (await sari.request({ method: 'GET', url: '/api/v2/users/leaderboards/rank' })).json() as {
        data: { top: { employee_id: number; learning_s: number }[] }
      }
      expect(board.data.top.find((e) => e.employee_id === budiId)?.learning_s).toBe(seen.stats!.learning_time_s)
    })

    it('hides what the owner made private from colleagues in every answer, and never from the owner', async () => {
      await saved(body({ visibility: { about: false, learning: false, growth_paths: false } }))
      const seen = await profileAs(sari)
      expect(seen).toMatchObject({
        name: 'Budi Santoso',
        position: 'Manajer Pengembangan SDM',
        bio: null,
        skills: null,
        stats: null,
        finished_growth_paths: null,
        is_owner: false,
      })
      expect(seen.visibility).toEqual({ about: false, learning: false, growth_paths: false })
      const raw = (await sari.request({ method: 'GET', url: '/api/v2/users/budi.santoso/profiles' })).body
      expect(raw).not.toContain('Suka membangun budaya belajar')
      expect(raw).not.toContain(skills[0]!.name)

      const hidden = expectProblem(await sari.request({ method: 'GET', url: '/api/v2/users/budi.santoso/activities' }), 403)
      expectProblem(await sari.request({ method: 'GET', url: '/api/v2/courses/video/users/budi.santoso/activities' }), 403)
      const duration = expectProblem(await sari.request({ method: 'GET', url: `/api/v2/total-learning-duration/${budiId}` }), 403)
      expect(duration.detail).toBe(hidden.detail)
      // An unknown id answers like a hidden one.
      expect(expectProblem(await sari.request({ method: 'GET', url: '/api/v2/total-learning-duration/999999' }), 403).detail).toBe(hidden.detail)
      const board = (await sari.request({ method: 'GET', url: '/api/v2/users/leaderboards/rank' })).json() as {
        data: { top: { employee_id: number; rank: number }[] }
      }
      expect(board.data.top.map((e) => e.employee_id)).not.toContain(budiId)
      // Budi's time still counts in the ranks: the first one listed is second, behind him.
      expect(board.data.top[0]!.rank).toBe(2)

      const own = await profileAs(budi)
      expect(own).toMatchObject({ is_owner: true, bio: 'Suka membangun budaya belajar.' })
      expect(own.stats?.learning_time_s).toBeGreaterThanOrEqual(999_999)
      expect(own.finished_growth_paths).toEqual(expect.any(Array))
      expect((await budi.request({ method: 'GET', url: '/api/v2/users/budi.santoso/activities' })).statusCode).toBe(200)
      expect((await budi.request({ method: 'GET', url: `/api/v2/total-learning-duration/${budiId}` })).statusCode).toBe(200)
      const ownBoard = (await budi.request({ method: 'GET', url: '/api/v2/users/leaderboards/rank' })).json() as {
        data: { top: { employee_id: number; rank: number }[] }
      }
      expect(ownBoard.data.top[0]).toMatchObject({ employee_id: budiId, rank: 1 })
    })

    it('hides each section on its own', async () => {
      await saved(body({ visibility: { about: true, learning: false, growth_paths: true } }))
      const seen = await profileAs(sari)
      expect(seen.bio).toBe('Suka membangun budaya belajar.')
      expect(seen.stats).toBeNull()
      expect(seen.finished_growth_paths).not.toBeNull()
      await saved(body({ visibility: { about: false, learning: true, growth_paths: true } }))
      const again = await profileAs(sari)
      expect(again.bio).toBeNull()
      expect(again.stats).not.toBeNull()
      expect((await sari.request({ method: 'GET', url: '/api/v2/users/budi.santoso/activities' })).statusCode).toBe(200)
      // The e-mail is never part of a profile.
      expect((await sari.request({ method: 'GET', url: '/api/v2/users/budi.santoso/profiles' })).body).not.toMatch(/@|email/)
    })
  })
})
