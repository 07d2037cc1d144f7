import * as z from 'zod/mini'
import { dataOf, idParam, namedItem, pageOf, paginationQuery } from './common'
import { endpoint } from './endpoint'
import { companyLocationSchema } from './master'

// Job opportunities (spec sections 1, 2, 3 and 7, "Opportunity"; issue 16): internal openings
// across the group's companies, how well each fits the caller, applying (an outbox write: a CV and a
// motivation), the caller's applications with their history, and the HR side (the openings of the
// HR user's unit, their applicants, moving an application's status). HR is a role the identity
// provider's token carries (`roles`, see src/contract/auth.ts), checked by the server on every HR
// call together with the opening's business unit.
//
// Days are Asia/Jakarta calendar days, 'YYYY-MM-DD'. Patterns here, not zod's ISO formats: those
// bring their whole pattern set into the first load's shared zod module.

/** The path of an opportunity's page, for links (notifications, the HR screens). */
export const opportunityPagePath = (slug: string) => `/opportunity/${slug}`

export const applicationStatuses = ['terkirim', 'ditinjau', 'wawancara', 'diterima', 'tidak lolos', 'ditarik'] as const
export const applicationStatusSchema = z.enum(applicationStatuses)
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>

/** What HR may set: each step forward, or 'tidak lolos' from any status not yet final. */
export const hrStatuses = ['ditinjau', 'wawancara', 'diterima', 'tidak lolos'] as const
export type HrStatus = (typeof hrStatuses)[number]

/** The statuses an application ends in: nothing moves it any more (a withdrawn one may be sent again). */
export const finalStatuses: readonly ApplicationStatus[] = ['diterima', 'tidak lolos', 'ditarik']

/** The one step forward from each status HR moves along. */
const nextStep: Partial<Record<ApplicationStatus, ApplicationStatus>> = { terkirim: 'ditinjau', ditinjau: 'wawancara', wawancara: 'diterima' }

/** The statuses HR may move an application to `to` from (the server's conditional UPDATE uses the same list). */
export function movableFrom(to: ApplicationStatus): ApplicationStatus[] {
  if (to === 'tidak lolos') return applicationStatuses.filter((s) => !finalStatuses.includes(s))
  return applicationStatuses.filter((s) => nextStep[s] === to)
}

/** Whether HR may move an application from `from` to `to`: forward one step, or out ('tidak lolos') before a final status. */
export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return movableFrom(to).includes(from)
}

/** The applicant may withdraw only while nobody has looked at it yet. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'terkirim'
}

const DAY_MS = 86_400_000

/** Whether an opening whose last day is `closingDay` is closed on `today` (both Jakarta days; the closing day itself is still open). */
export function isClosed(closingDay: string, today: string): boolean {
  return today > closingDay
}

/** Days from `today` to the closing day: 0 closes today, 1 tomorrow, negative once closed. */
export function daysUntilClosing(closingDay: string, today: string): number {
  return Math.round((Date.parse(`${closingDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

export interface Fit<T> {
  percent: number
  matched: T[]
  missing: T[]
}

/**
 * How well the caller's skills cover an opening's: the matched and the missing skills in the
 * opening's order, and the share matched as a whole percent (rounded; 100 when it asks for none).
 */
export function fitOf<T extends { id: number }>(required: readonly T[], userSkillIds: Iterable<number>): Fit<T> {
  const have = new Set(userSkillIds)
  const matched = required.filter((s) => have.has(s.id))
  const missing = required.filter((s) => !have.has(s.id))
  return { percent: required.length === 0 ? 100 : Math.round((matched.length * 100) / required.length), matched, missing }
}

export const APPLICATION_MOTIVATION_MIN = 40
export const APPLICATION_MOTIVATION_MAX = 2000
export const CV_MAX_BYTES = 5 * 1024 * 1024
/** What a CV may be, told by its content (the name and declared type are not trusted). */
export const cvFileKinds = ['pdf', 'docx'] as const

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const opportunityFitSchema = z.object({
  /** 0–100: the share of the opening's skills the caller has. */
  percent: z.int(),
  matched: z.array(namedItem),
  missing: z.array(namedItem),
})
export type OpportunityFit = z.infer<typeof opportunityFitSchema>

export const opportunityCardSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  business_unit: namedItem,
  company_location: companyLocationSchema,
  employee_status: namedItem,
  /** The last day to apply (Asia/Jakarta), inclusive. */
  closing_day: day,
  /** Days left from today (Jakarta): 0 closes today, negative once closed. */
  closes_in_days: z.int(),
  closed: z.boolean(),
  skills: z.array(namedItem),
  /** Plain text, for cards. */
  summary: z.string(),
  posted_at: z.string(),
  /** Null for visitors. */
  fit: z.nullable(opportunityFitSchema),
  /** The caller's application's status; null for visitors and when they have not applied. */
  my_status: z.nullable(applicationStatusSchema),
})
export type OpportunityCard = z.infer<typeof opportunityCardSchema>

/** A missing skill with what teaches it: growth paths that have the skill, course packages in the learning categories that teach it. */
export const missingSkillSchema = z.extend(namedItem, {
  growth_paths: z.array(z.object({ slug: z.string(), title: z.string() })),
  packages: z.array(z.object({ id: z.int(), title: z.string() })),
})
export type MissingSkill = z.infer<typeof missingSkillSchema>

export const applicationEventSchema = z.object({
  status: applicationStatusSchema,
  /** What HR wrote with the change (plain text), or null. */
  note: z.nullable(z.string()),
  at: z.string(),
  /** Who made the change: HR's name, or null for the applicant's own (sending, withdrawing). */
  by: z.nullable(z.string()),
  /**
   * Only on a correction (decision 046): the status HR took back, the change before it having been
   * a mistake; `status` is the one it returned to. Absent on every other change.
   */
  corrects: z.optional(applicationStatusSchema),
})
export type ApplicationEvent = z.infer<typeof applicationEventSchema>

/** A change HR may take back: the application goes from `from` back to `to`, the status before it. */
export interface CorrectableChange {
  from: HrStatus
  to: ApplicationStatus
}

const isHrStatus = (status: ApplicationStatus): status is HrStatus => (hrStatuses as readonly string[]).includes(status)

/**
 * What a correction would take back (decision 046): the latest change when HR made it (a status
 * only HR sets) and it is not itself a correction; null otherwise (the applicant's own sending or
 * withdrawing, or a correction, after which HR moves on as usual). `history` is oldest first.
 */
export function correctableChange(history: readonly Pick<ApplicationEvent, 'status' | 'corrects'>[]): CorrectableChange | null {
  const last = history.at(-1)
  const before = history.at(-2)
  if (!last || !before || last.corrects !== undefined || !isHrStatus(last.status)) return null
  return { from: last.status, to: before.status }
}

export const applicationCvSchema = z.object({
  name: z.string(),
  size: z.int(),
  kind: z.enum(cvFileKinds),
  /** Where the applicant (or HR of the opening's unit) downloads it. */
  url: z.string(),
})

export const applicationSchema = z.object({
  id: z.int(),
  opportunity: z.object({ id: z.int(), slug: z.string(), title: z.string(), business_unit: namedItem, closing_day: day, closed: z.boolean() }),
  status: applicationStatusSchema,
  motivation: z.string(),
  cv: applicationCvSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Every change, oldest first (the first is its sending). */
  history: z.array(applicationEventSchema),
  /** The caller may withdraw it now: their own, still 'terkirim' (never in HR's answers). */
  can_withdraw: z.boolean(),
})
export type Application = z.infer<typeof applicationSchema>

export const opportunityDetailSchema = z.extend(opportunityCardSchema, {
  /** Rich text (HTML) with the spec's tags only; the client sanitizes it with the spec's allow-list before rendering. */
  description: z.string(),
  /** Rich text (HTML), like the description. */
  requirements: z.string(),
  /** The HR person who posted it. */
  posted_by: z.nullable(z.object({ name: z.string(), position: z.nullable(z.string()) })),
  /** Null for visitors; the missing skills come with what teaches them. */
  fit: z.nullable(z.object({ percent: z.int(), matched: z.array(namedItem), missing: z.array(missingSkillSchema) })),
  /** The caller's application, null for visitors and when they have not applied. */
  my_application: z.nullable(applicationSchema),
})
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>

const statusCountSchema = z.object({ status: applicationStatusSchema, count: z.int() })

/** An opening as its unit's HR sees it: with how many applications are in each status (every status, in order). */
export const hrOpeningSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  business_unit: namedItem,
  company_location: companyLocationSchema,
  employee_status: namedItem,
  closing_day: day,
  closes_in_days: z.int(),
  closed: z.boolean(),
  applicants: z.int(),
  by_status: z.array(statusCountSchema),
})
export type HrOpening = z.infer<typeof hrOpeningSchema>

/** An application as HR sees it: the applicant, their fit for the opening, and what HR may do next. */
export const applicantSchema = z.extend(applicationSchema, {
  applicant: z.object({
    id: z.int(),
    name: z.string(),
    initials: z.string(),
    username: z.string(),
    position: z.nullable(z.string()),
    business_unit: z.nullable(z.string()),
  }),
  fit_percent: z.int(),
  /**
   * The caller's own application (HR may apply to an opening of their unit, decision 046): another
   * HR of the unit decides on it, so next_statuses is empty and correctable null.
   */
  own: z.boolean(),
  /** The statuses HR may move it to now (canMoveTo). */
  next_statuses: z.array(applicationStatusSchema),
  /** The latest change HR may take back with a correction (correctableChange), or null. */
  correctable: z.nullable(z.object({ from: z.enum(hrStatuses), to: applicationStatusSchema })),
})
export type Applicant = z.infer<typeof applicantSchema>

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()))

export const opportunitySorts = ['latest', 'closing', 'fit'] as const

export const opportunityListQuery = z.extend(paginationQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  business_unit_id: optionalId,
  company_location_id: optionalId,
  employee_status_id: optionalId,
  /** latest: newest posted first; closing: closing soonest first; fit: best fit first (signed in; as latest for visitors). */
  sort: z._default(z.enum(opportunitySorts), 'latest'),
  /** 'true' (default): only openings still open; 'false': closed ones too. */
  open: z._default(z.enum(['true', 'false']), 'true'),
})
export type OpportunityListQuery = z.input<typeof opportunityListQuery>
export type OpportunityListParams = z.output<typeof opportunityListQuery>

/**
 * An opening's slug: lower-case words joined by hyphens, at least one letter; at most 80 characters,
 * within Fastify's limit for a path parameter (a longer one would be a 414, not a 400).
 */
export const opportunitySlug = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug tidak valid'))

/** The spec's base64 upload: the file name, a comma, then the base64 data (section 3). */
const cvUpload = z
  .string()
  .check(
    z.maxLength(Math.ceil(CV_MAX_BYTES / 3) * 4 + 256, 'Ukuran CV maksimal 5 MB'),
    z.regex(/^[^,/\\]{1,200},[A-Za-z0-9+/]+={0,2}$/, 'CV harus berupa "nama-file,data-base64"'),
  )

export const applyInput = z.object({
  opportunity_id: z.int().check(z.positive()),
  motivation: z
    .string()
    .check(
      z.trim(),
      z.minLength(APPLICATION_MOTIVATION_MIN, `Ceritakan motivasi Anda, minimal ${APPLICATION_MOTIVATION_MIN} karakter`),
      z.maxLength(APPLICATION_MOTIVATION_MAX, `Motivasi paling banyak ${APPLICATION_MOTIVATION_MAX} karakter`),
    ),
  cv: cvUpload,
})
export type ApplyInput = z.input<typeof applyInput>

export const statusInput = z.object({
  status: z.enum(hrStatuses),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'Catatan paling banyak 1000 karakter')))),
})
export type StatusInput = z.input<typeof statusInput>

export const correctionInput = z.object({
  /** The status being taken back, as HR saw it: a change made since then is not corrected blindly (409). */
  from: z.enum(hrStatuses),
  /** Why: told to the applicant and kept in the history. */
  note: z.string().check(z.trim(), z.minLength(1, 'Tuliskan alasan koreksi'), z.maxLength(1000, 'Alasan paling banyak 1000 karakter')),
})
export type CorrectionInput = z.input<typeof correctionInput>

export const opportunityApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity',
    group: 'platform',
    access: 'optional',
    summary:
      'Openings, latest first or with a query string: search, business unit, location and employee status filters, closing soonest or best fit; signed in: each one’s fit and the caller’s status',
    query: opportunityListQuery,
    response: pageOf(opportunityCardSchema),
    offline: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity/{slug}',
    group: 'platform',
    access: 'optional',
    summary: 'An opening: description, requirements, skills; signed in: the fit with what teaches each missing skill, and the caller’s application',
    params: z.object({ slug: opportunitySlug }),
    response: dataOf(opportunityDetailSchema),
    offline: true,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/platform/opportunity/taken',
    group: 'platform',
    access: 'user',
    summary:
      'Applies for an opening with a motivation and a CV (PDF or Word, at most 5 MB): once per person and opening (409), not after its closing day (409)',
    body: applyInput,
    response: dataOf(applicationSchema),
    successStatus: 201,
    outbox: true,
  }),
  applications: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity/applications',
    group: 'platform',
    access: 'user',
    summary: 'The caller’s applications with their status and history, newest first',
    response: dataOf(z.array(applicationSchema)),
    offline: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/platform/opportunity/applications/{id}/withdraw',
    group: 'platform',
    access: 'user',
    summary: 'The applicant withdraws an application while it is still “terkirim” (409 afterwards)',
    params: idParam,
    response: dataOf(applicationSchema),
  }),
  cv: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity/applications/{id}/cv',
    group: 'platform',
    access: 'user',
    summary: 'The CV of an application, to the applicant or HR of the opening’s unit only (sent as an attachment)',
    params: idParam,
    response: z.unknown(),
  }),
  hrOpenings: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity/hr/openings',
    group: 'platform',
    access: 'user',
    summary: 'HR only: the openings of the caller’s business unit with their applicants per status, open ones first',
    response: dataOf(z.array(hrOpeningSchema)),
  }),
  hrApplicants: endpoint({
    method: 'GET',
    path: '/api/platform/opportunity/hr/openings/{id}/applicants',
    group: 'platform',
    access: 'user',
    summary: 'HR of the opening’s unit only: its applications, newest first, with each applicant’s fit',
    params: idParam,
    response: dataOf(z.object({ opening: hrOpeningSchema, applicants: z.array(applicantSchema) })),
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/api/platform/opportunity/applications/{id}/status',
    group: 'platform',
    access: 'user',
    summary: 'HR of the opening’s unit moves an application forward (ditinjau, wawancara, diterima) or to “tidak lolos”, never their own (403); the applicant is told',
    params: idParam,
    body: statusInput,
    response: dataOf(applicantSchema),
  }),
  correctStatus: endpoint({
    method: 'POST',
    path: '/api/platform/opportunity/applications/{id}/correction',
    group: 'platform',
    access: 'user',
    summary:
      'HR of the opening’s unit takes back the latest HR change of an application (to the status before it) with a reason, kept in the history with who and when; never their own (403); the applicant is told',
    params: idParam,
    body: correctionInput,
    response: dataOf(applicantSchema),
  }),
}
