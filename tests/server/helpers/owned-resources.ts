import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import { fillPath } from '../../../src/contract/endpoint'
import { videosApi } from '../../../src/contract/learning-video'
import { profileRecordApi, recordKinds } from '../../../src/contract/profile-record'
import { profileUserApi } from '../../../src/contract/profile-user'
import { profileApi } from '../../../src/contract/profile'
import { profileDocumentApi } from '../../../src/contract/profile-document'
import { quizApi } from '../../../src/contract/quiz'
import { growthPathTrxApi } from '../../../src/contract/growth-path-trx'
import { notificationsApi } from '../../../src/contract/notification'
import { mentorApi } from '../../../src/contract/mentor'
import { opportunityApi } from '../../../src/contract/opportunity'
import { jakartaDay } from '../../../src/shared/dates'
import { insertTestPath, PDF } from './growth-path'
import type { DatabaseHandle } from '../../../server/db/database'
import { exampleInputs } from './contract-inputs'
import type { Browser } from './oidc-flow'
import { answerKey, openAttempt, perfectAnswers } from './quiz'

// The contract's resources that belong to one user, for tests/server/contract-refusals.test.ts:
// how the owner (budi) makes one, how another user (sari) tries to read, change or delete it,
// and how to see it is untouched. Every signed-in operation with a path parameter is either an
// attempt here or in notUserResources with the reason.

/** Who owns the resources (the test signs them in as `owner`). */
export const OWNER = 'budi.santoso'

export interface Actors {
  owner: Browser
  other: Browser
  database: DatabaseHandle
}

type Owned = { [name: string]: number }

export interface OwnedResource {
  name: string
  create(actors: Actors): Promise<Owned>
  attempts: { kind: 'read' | 'change' | 'delete'; endpoint: string; request(owned: Owned): InjectOptions }[]
  stillThere(actors: Actors, owned: Owned): Promise<void>
}

const ok = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
  return JSON.parse(res.body) as { data: Record<string, unknown> & { id: number } }
}


async function anyVideoId(database: DatabaseHandle) {
  return (await database.db.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()).id
}

const commentPath = videosApi.editComment.path
const comment: OwnedResource = {
  name: 'a comment',
  async create({ owner, database }) {
    const videoId = await anyVideoId(database)
    const created = ok(await owner.send({ method: 'POST', url: fillPath(videosApi.postComment.path, { id: videoId }), payload: { text: 'Komentar milik Budi' } }), 201)
    return { id: created.data.id, videoId }
  },
  attempts: [
    { kind: 'change', endpoint: `PATCH ${commentPath}`, request: ({ id }) => ({ method: 'PATCH', url: fillPath(commentPath, { id }), payload: { text: 'Diubah orang lain' } }) },
    { kind: 'delete', endpoint: `DELETE ${commentPath}`, request: ({ id }) => ({ method: 'DELETE', url: fillPath(commentPath, { id }) }) },
  ],
  async stillThere({ owner }, { id, videoId }) {
    const list = ok(await owner.request({ method: 'GET', url: fillPath(videosApi.comments.path, { id: videoId }), query: { limit: '100' } })) as unknown as { data: { id: number; text: string }[] }
    expect(list.data.find((c) => c.id === id)?.text).toBe('Komentar milik Budi')
  },
}

const records: OwnedResource[] = recordKinds.map((kind) => {
  const create = profileRecordApi[`create:${kind}`]!
  const remove = profileRecordApi[`remove:${kind}`]!
  const list = profileRecordApi[`list:${kind}`]!
  const update = profileRecordApi[`update:${kind}`]!
  return {
    name: `an activity record (${kind})`,
    async create({ owner }) {
      const body = exampleInputs(create).inputs.body
      return { id: ok(await owner.send({ method: 'POST', url: create.path, payload: body }), 201).data.id }
    },
    attempts: [
      {
        kind: 'change',
        endpoint: `PUT ${update.path}`,
        request: ({ id }) => ({ method: 'PUT', url: fillPath(update.path, { id }), payload: { ...(exampleInputs(update).inputs.body as object), visibility: 'private' } }),
      },
      { kind: 'delete', endpoint: `DELETE ${remove.path}`, request: ({ id }) => ({ method: 'DELETE', url: fillPath(remove.path, { id }) }) },
    ],
    async stillThere({ owner }, { id }) {
      const page = ok(await owner.request({ method: 'GET', url: list.path, query: { limit: '100' } })) as unknown as { data: { id: number; visibility: string }[] }
      expect(page.data.find((r) => r.id === id)).toMatchObject({ visibility: 'public' })
    },
  }
})

const userRecord: OwnedResource = {
  name: 'a user record and learning time',
  async create({ database }) {
    const id = (await database.db.selectFrom('employees').select('id').where('username', '=', OWNER).executeTakeFirstOrThrow()).id
    // The owner hides the learning section: then it is theirs alone, like the account record.
    await database.db
      .insertInto('profile_visibility')
      .values({ employee_id: id, about_public: 1, learning_public: 0, growth_paths_public: 1, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('employee_id').doUpdateSet({ learning_public: 0 }))
      .execute()
    return { id }
  },
  attempts: [
    { kind: 'read', endpoint: `GET ${profileUserApi.detail.path}`, request: ({ id }) => ({ method: 'GET', url: fillPath(profileUserApi.detail.path, { id }) }) },
    {
      kind: 'change',
      endpoint: `PUT ${profileUserApi.update.path}`,
      request: ({ id }) => ({ method: 'PUT', url: fillPath(profileUserApi.update.path, { id }), payload: exampleInputs(profileUserApi.update).inputs.body as Record<string, unknown> }),
    },
    { kind: 'read', endpoint: 'GET /api/v2/total-learning-duration/{id}', request: ({ id }) => ({ method: 'GET', url: `/api/v2/total-learning-duration/${id}` }) },
    { kind: 'read', endpoint: `GET ${profileApi.feed.path}`, request: () => ({ method: 'GET', url: fillPath(profileApi.feed.path, { id: OWNER }) }) },
    {
      kind: 'read',
      endpoint: `GET ${profileApi.courseActivities.path}`,
      request: () => ({ method: 'GET', url: fillPath(profileApi.courseActivities.path, { id: OWNER, kind: 'video' }) }),
    },
  ],
  async stillThere({ owner }, { id }) {
    const detail = ok(await owner.request({ method: 'GET', url: fillPath(profileUserApi.detail.path, { id }) })).data
    expect(detail).toMatchObject({ id, full_name: 'Budi Santoso' })
  },
}

const profileDocument: OwnedResource = {
  name: 'a profile document',
  async create({ owner }) {
    return { id: ok(await owner.send({ method: 'POST', url: profileDocumentApi.upload.path, payload: { category: 'cv', file: PDF } }), 201).data.id }
  },
  attempts: [
    { kind: 'read', endpoint: `GET ${profileDocumentApi.file.path}`, request: ({ id }) => ({ method: 'GET', url: fillPath(profileDocumentApi.file.path, { id }) }) },
    { kind: 'delete', endpoint: `DELETE ${profileDocumentApi.remove.path}`, request: ({ id }) => ({ method: 'DELETE', url: profileDocumentApi.remove.path, query: { id: String(id) } }) },
  ],
  async stillThere({ owner }, { id }) {
    const res = await owner.request({ method: 'GET', url: fillPath(profileDocumentApi.file.path, { id }) })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('%PDF-')
  },
}

const quizAttempt: OwnedResource = {
  name: 'a quiz attempt',
  async create({ owner, database }) {
    const quizId = (await database.db.selectFrom('quizzes').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    return { quizId, attemptId: (await openAttempt(owner, quizId)).quizUserDetailID }
  },
  attempts: [
    {
      kind: 'read',
      endpoint: `GET ${quizApi.history.path}`,
      request: ({ quizId, attemptId }) => ({ method: 'GET', url: fillPath(quizApi.history.path, { id: quizId }), query: { quizUserDetailID: String(attemptId) } }),
    },
    {
      kind: 'change',
      endpoint: `POST ${quizApi.submit.path}`,
      request: ({ quizId, attemptId }) => ({ method: 'POST', url: fillPath(quizApi.submit.path, { id: quizId }), payload: { quizUserDetailID: attemptId, answers: [{ question_id: 1, answer_ids: [1] }] } }),
    },
  ],
  async stillThere({ owner, database }, owned) {
    const quizId = owned.quizId!
    const attemptId = owned.attemptId!
    // Still open and the owner's: the owner can submit it.
    expect((await openAttempt(owner, quizId)).quizUserDetailID).toBe(attemptId)
    const answers = perfectAnswers(await answerKey(database, quizId))
    ok(await owner.send({ method: 'POST', url: fillPath(quizApi.submit.path, { id: quizId }), payload: { quizUserDetailID: attemptId, answers } }))
  },
}

const assignmentFile: OwnedResource = {
  name: 'a growth-path assignment file',
  async create({ owner, database }) {
    const ids = await insertTestPath(database, 'jalur-berkas-pemilik')
    const send = (url: string, payload: Record<string, unknown>, status = 200) => owner.send({ method: 'POST', url, payload }).then((res) => ok(res, status))
    await send(growthPathTrxApi.take.path, { growth_path_id: ids.path })
    return { id: (await send(growthPathTrxApi.submitAssignment.path, { growth_path_id: ids.path, item_id: ids.assignment, file: PDF }, 201)).data.id }
  },
  attempts: [{ kind: 'read', endpoint: `GET ${growthPathTrxApi.assignmentFile.path}`, request: ({ id }) => ({ method: 'GET', url: fillPath(growthPathTrxApi.assignmentFile.path, { id }) }) }],
  async stillThere({ owner }, { id }) {
    const res = await owner.request({ method: 'GET', url: fillPath(growthPathTrxApi.assignmentFile.path, { id }) })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('%PDF-')
  },
}

const notification: OwnedResource = {
  name: 'a notification',
  async create({ database }) {
    const owner = await database.db.selectFrom('employees').select('id').where('username', '=', OWNER).executeTakeFirstOrThrow()
    const row = await database.db
      .insertInto('notifications')
      .values({ employee_id: owner.id, kind: 'system', title: 'Milik Budi', body: 'Belum dibaca.', link_url: null, read_at: null, created_at: new Date().toISOString(), event_key: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id }
  },
  attempts: [{ kind: 'change', endpoint: `POST ${notificationsApi.read.path}`, request: ({ id }) => ({ method: 'POST', url: fillPath(notificationsApi.read.path, { id }) }) }],
  async stillThere({ owner }, { id }) {
    const res = await owner.request({ method: 'GET', url: notificationsApi.list.path, query: { filter: 'unread', limit: '50' } })
    const unread = (JSON.parse(res.body) as { data: { id: number; read_at: string | null }[] }).data
    expect(unread.find((n) => n.id === id)).toMatchObject({ read_at: null })
  },
}

const sessionPath = (path: string, id: number) => fillPath(path, { id })
const mentorSession: OwnedResource = {
  name: 'a mentor session',
  async create({ owner, database }) {
    // Budi books an hour of a mentor who is neither of the two users (Sari is the other one).
    const mentor = await database.db
      .selectFrom('mentors as m')
      .innerJoin('employees as e', 'e.id', 'm.employee_id')
      .select('m.id')
      .where('e.username', '=', 'rina.kartika')
      .executeTakeFirstOrThrow()
    const slots = (await owner.request({ method: 'GET', url: fillPath(mentorApi.slots.path, { id: mentor.id }) }).then((res) => ok(res))) as unknown as {
      data: { slots: { starts_at: string }[] }
    }
    const payload = { mentor_id: mentor.id, starts_at: slots.data.slots[0]!.starts_at, topic: 'Sesi milik Budi', mode: 'online' }
    return { id: ok(await owner.send({ method: 'POST', url: mentorApi.book.path, payload, headers: { 'idempotency-key': randomUUID() } }), 201).data.id }
  },
  attempts: [
    { kind: 'read', endpoint: `GET ${mentorApi.calendar.path}`, request: ({ id }) => ({ method: 'GET', url: sessionPath(mentorApi.calendar.path, id!) }) },
    {
      kind: 'change',
      endpoint: `POST ${mentorApi.answer.path}`,
      request: ({ id }) => ({ method: 'POST', url: sessionPath(mentorApi.answer.path, id!), payload: { decision: 'decline', reason: 'Diubah orang lain' } }),
    },
    {
      kind: 'change',
      endpoint: `POST ${mentorApi.cancel.path}`,
      request: ({ id }) => ({ method: 'POST', url: sessionPath(mentorApi.cancel.path, id!), payload: { reason: 'Dibatalkan orang lain' } }),
    },
    {
      kind: 'change',
      endpoint: `POST ${mentorApi.rate.path}`,
      request: ({ id }) => ({ method: 'POST', url: sessionPath(mentorApi.rate.path, id!), payload: { rating: 1 } }),
    },
  ],
  async stillThere({ owner }, { id }) {
    const page = ok(await owner.request({ method: 'GET', url: mentorApi.sessions.path, query: { limit: '50' } })) as unknown as {
      data: { id: number; status: string; rating: number | null }[]
    }
    expect(page.data.find((s) => s.id === id)).toMatchObject({ status: 'requested', rating: null })
  },
}

const applicationPath = (path: string, id: number) => fillPath(path, { id })
const opportunityApplication: OwnedResource = {
  name: 'a job application',
  async create({ owner, database }) {
    // An opening still open that Budi has not applied to (the demo has him in a few).
    const budi = await database.db.selectFrom('employees').select('id').where('username', '=', OWNER).executeTakeFirstOrThrow()
    const opening = await database.db
      .selectFrom('opportunities as o')
      .select('o.id')
      .where('o.closing_day', '>=', jakartaDay())
      .where((eb) => eb.not(eb.exists(eb.selectFrom('opportunity_applications as a').whereRef('a.opportunity_id', '=', 'o.id').where('a.employee_id', '=', budi.id).select('a.id'))))
      .orderBy('o.id')
      .executeTakeFirstOrThrow()
    const payload = { opportunity_id: opening.id, motivation: 'Saya ingin melamar karena pengalaman saya cocok dengan lowongan ini.', cv: PDF }
    return { id: ok(await owner.send({ method: 'POST', url: opportunityApi.apply.path, payload, headers: { 'idempotency-key': randomUUID() } }), 201).data.id, opening: opening.id }
  },
  attempts: [
    { kind: 'read', endpoint: `GET ${opportunityApi.cv.path}`, request: ({ id }) => ({ method: 'GET', url: applicationPath(opportunityApi.cv.path, id!) }) },
    { kind: 'change', endpoint: `POST ${opportunityApi.withdraw.path}`, request: ({ id }) => ({ method: 'POST', url: applicationPath(opportunityApi.withdraw.path, id!) }) },
    {
      kind: 'change',
      endpoint: `POST ${opportunityApi.setStatus.path}`,
      request: ({ id }) => ({ method: 'POST', url: applicationPath(opportunityApi.setStatus.path, id!), payload: { status: 'tidak lolos', note: 'Diubah orang lain' } }),
    },
    {
      kind: 'change',
      endpoint: `POST ${opportunityApi.correctStatus.path}`,
      request: ({ id }) => ({ method: 'POST', url: applicationPath(opportunityApi.correctStatus.path, id!), payload: { from: 'ditinjau', note: 'Dikoreksi orang lain' } }),
    },
    // The applicants of the opening are its unit's HR's to read; Sari is not HR.
    { kind: 'read', endpoint: `GET ${opportunityApi.hrApplicants.path}`, request: ({ opening }) => ({ method: 'GET', url: applicationPath(opportunityApi.hrApplicants.path, opening!) }) },
  ],
  async stillThere({ owner }, { id }) {
    const mine = ok(await owner.request({ method: 'GET', url: opportunityApi.applications.path })) as unknown as { data: { id: number; status: string }[] }
    expect(mine.data.find((a) => a.id === id)).toMatchObject({ status: 'terkirim' })
  },
}

export const ownedResources: OwnedResource[] = [comment, ...records, userRecord, profileDocument, quizAttempt, assignmentFile, notification, mentorSession, opportunityApplication]

/** Signed-in operations with a path parameter that is not a user's resource, and why. */
export const notUserResources: Record<string, string> = {
  'POST /api/v2/users/courses/videos/{id}/watches': '{id} is a video; the progress written is always the caller’s own',
  'POST /api/v2/users/courses/packages/{id}/watches': '{id} is a course package; the progress written is always the caller’s own',
  'GET /api/quiz/{id}': '{id} is a quiz, the same for everyone',
  'GET /api/v2/users/quizzes/{id}': '{id} is a quiz; the attempt answered is always the caller’s own',
  'POST /api/v2/users/comments/courses/{id}': '{id} is a video; the comment is posted as the caller',
  'POST /api/v2/users/courses/packages/{id}/register': '{id} is a course package; the enrolment is the caller’s own',
  'POST /api/course-package/enroll/{id}': '{id} is a course package; the enrolment is the caller’s own',
  'GET /api/v2/course/{id}/attend-event': '{id} is an in-class event; the attendance is the caller’s own',
  'POST /api/v2/users/courses/inclasses/{id}/register': '{id} is an in-class event; the registration is the caller’s own',
  'DELETE /api/v2/users/courses/inclasses/{id}/register': '{id} is an in-class event; only the caller’s own registration is cancelled',
  ...Object.fromEntries(
    recordKinds.map((kind) => [
      `GET /api/v2/activities/${kind}/{id}`,
      '{id} is a public username; only what its owner made public is answered (tests/server/features/profile/records-visibility.test.ts)',
    ]),
  ),
  'PUT /api/v2/discovery/saved/{id}': '{id} is a colleague’s public record; the saved mark written is always the caller’s own',
  'DELETE /api/v2/discovery/saved/{id}': '{id} is a colleague’s public record; only the caller’s own saved mark is removed',
  'GET /api/v2/users/{id}/profiles':
    '{id} is a public username: colleagues read the profile by design; each section follows its owner’s visibility (tests/server/features/profile/profile-account.test.ts)',
}
