// Mutation testing, on demand only (not in CI: the whole set takes hours on two cores). Stryker
// changes the code one small edit at a time (a `<` into `<=`, a condition into `true`, a string
// into "") and runs the tests that cover that spot; a mutant the tests still pass on ("survived")
// is behaviour nothing checks. How to run it and the scores per folder: docs/testing.md.
//
// One folder at a time: `npm run mutate -- <folder>` (scripts/mutate.mjs) sets MUTATE_FOLDER, so
// only that folder is mutated and only the test files listed for it below are loaded. Without it
// (`npm run test:mutation`) every folder below and the rest of server/ and src/lib are mutated
// against every related test: many hours.
//
// Incremental: reports/stryker-incremental.json (committed) keeps every mutant's result with the
// tests that covered it, so the next run only tests mutants whose code or covering tests changed;
// a run over one folder keeps the other folders' results in the file as they were.
// @ts-check

/** Never mutated, whatever the folder. */
const leftOut = [
  // Types only: nothing to mutate.
  '!**/*.d.ts',
  '!server/db/schema/**',
  '!server/features/route-deps.ts',
  // The process entry (listen, signals, exit): tests build the app with buildApp instead, so
  // every mutant here would be "no coverage" by construction.
  '!server/index.ts',
  // Demo content and the code that loads it: data, not behaviour. A changed title or date only
  // changes what the demo shows.
  '!server/**/seed*.ts',
  '!server/db/seed/**',
  // DDL: every mutant (a column name or type into "") breaks the schema, so all are killed at
  // once by any server test; they would only pad the score, at the cost of a server run each.
  '!server/db/migrations/**',
  // The Indonesian texts: a dictionary, not logic.
  '!src/lib/i18n/id.ts',
  '!src/lib/i18n/id-offline-reading.ts',
  // The service worker's entry only calls each part's register function in order; its one
  // mutant (the precache's `{ entries }` into `{}`) is left to the Playwright offline journeys,
  // which load the built worker: an empty precache fails every offline reload there. No unit
  // test loads the entry, as it needs the build's manifest.
  '!sw/sw.ts',
]

/**
 * The folders the mutation goal covers (issue 45), each with the test files that exercise it:
 * naming them spares the dry run every other test that merely imports the folder on the way
 * (almost every client test reaches src/lib/auth through the router; every server test reaches
 * server/auth through buildApp), so a run takes minutes, not hours.
 * @type {Record<string, { mutate: string[], tests: string[] }>}
 */
export const folders = {
  'src/shared/outbox': {
    mutate: ['src/shared/outbox/**/*.ts'],
    tests: ['tests/src/shared/outbox/**/*.test.ts', 'tests/src/lib/outbox/**/*.test.{ts,tsx}', 'tests/src/components/outbox*.test.tsx'],
  },
  'src/lib/outbox': {
    mutate: ['src/lib/outbox/**/*.{ts,tsx}'],
    tests: ['tests/src/lib/outbox/**/*.test.{ts,tsx}', 'tests/src/components/outbox*.test.tsx'],
  },
  'src/lib/api': {
    mutate: ['src/lib/api/**/*.ts'],
    tests: ['tests/src/lib/api*.test.ts', 'tests/src/lib/api/**/*.test.ts', 'tests/src/lib/query-client.test.ts', 'tests/src/components/detail-state.test.tsx'],
  },
  'src/lib/offline': {
    mutate: ['src/lib/offline/**/*.{ts,tsx}'],
    tests: ['tests/src/lib/offline/**/*.test.{ts,tsx}'],
  },
  'src/lib/auth': {
    mutate: ['src/lib/auth/**/*.{ts,tsx}'],
    tests: [
      'tests/src/lib/auth/**/*.test.{ts,tsx}',
      'tests/src/lib/{auth,complete-sign-in,device-user,guards,redirect-route,start-sign-in}.test.ts',
      // The guards through the real router. Not the header's test (13 s a run, most of it
      // rendering): it reaches this folder only through signing in and out.
      'tests/src/route-guards.test.ts',
    ],
  },
  'server/auth': {
    mutate: ['server/auth/**/*.ts'],
    tests: ['tests/server/features/auth/**/*.test.ts', 'tests/server/features/opportunity/hr-role.test.ts', 'tests/server/auth/**/*.test.ts'],
  },
  'server/plugins/idempotency.ts': {
    mutate: ['server/plugins/idempotency.ts'],
    // The multipart test: a file sent beside the body is part of what a key stands for.
    tests: [
      'tests/server/idempotency*.test.ts',
      'tests/server/features/system/outbox-batch.test.ts',
      'tests/server/features/profile/records-multipart.test.ts',
    ],
  },
  sw: {
    mutate: ['sw/**/*.ts'],
    tests: ['tests/sw/**/*.test.ts'],
  },
}

/*
 * Survivors argued equivalent (no test can tell them apart, as no caller can). They stay in the
 * report as "Survived" and count against their folder's score.
 *
 * sw/
 * - image-cache.ts and saved-media.ts, `request.method === 'GET'` made `true`: Workbox's
 *   registerRoute files the route under GET, and the router only asks routes of the request's own
 *   method, so a POST never reaches the check.
 * - metadata-cache.ts, `if (!strategy)` made `true`: a new NetworkFirst per request answers the
 *   same; its expiration's bookkeeping is in IndexedDB under the cache's name, shared by all.
 * - push.ts, `navigate(href).catch(() => null)` with `undefined`: both are falsy, so a window that
 *   cannot be moved leads to openWindow either way.
 * - saved-media.ts, `.catch(() => null)` with `undefined` (twice): an unknown user (undefined)
 *   finds no saved copy (`saved-media-uundefined` is never written), and a missing copy goes to
 *   the network by `??` either way.
 * - saved-media-copy.ts, `if (userId === null) return null` made `if (false)`: the lookup then
 *   asks the cache `saved-media-unull`, which nothing ever writes, and finds nothing: null too.
 * - saved-media-range.ts, the `$` dropped from `/^\s*bytes\s*=\s*(.+)$/i`: `.+` already runs to
 *   the end, and a header value cannot hold a line break (where `.` would stop).
 * - push-message.ts, `JSON.parse(text ?? '')` with another string: without text, both throw and
 *   the defaults show.
 * - navigation.ts, `options.url.pathname === '/'` made `false` (or '/' made ""): the precache's
 *   route, registered first (sw/sw.ts), already answers `/` with index.html (its directory index),
 *   so the navigation route never sees `/`.
 * - metadata-cache.ts, `?? 'never'` (no coverage): the route only matches requests that have a
 *   metadata cache, so the fallback is never reached; it is there for the type.
 * - saved-media-range.ts, `specs[0] ?? ''` and the defaults of `[, first = '', last = '']` (no
 *   coverage): split always yields a first part, and both groups of `/^(\d*)-(\d*)$/` always
 *   match (empty at least), so none is ever used.
 *
 * src/lib/auth
 * - device-user.ts, readDeviceUser's `Number.isSafeInteger(value) && value > 0` (made `true`, its
 *   halves made `true`, `||`, `>= 0`) and its catch block emptied (undefined for null): its only
 *   reader compares the result with the signed-in user's id, a positive safe integer, which
 *   0, NaN, 2.5, a negative number, null and undefined all differ from alike.
 * Not killed yet (2026-12-08): the sign-in's error reports when clearing caches fails
 * (device-user.ts, `reportError(…, { source: 'sign-in' })` emptied), and the focus listener's
 * removal on unmount (user-id-cookie.ts: a leak, nothing a user sees).
 *
 * server/plugins/idempotency.ts
 * - canonicalJson: the key sort (its comparator's every branch), the filter of undefined values,
 *   the array branch made `false`, `typeof value === 'object'` made "" or its block emptied, and
 *   the object's `join(',')` made `join('')`. The body it hashes is the contract schema's parsed
 *   output: keys always in the schema's order, no undefined values. Each variant still turns one
 *   body into one string and two bodies into two (an array read as {"0":…}, keys quoted by
 *   JSON.stringify keep `{"a":1"b":2}` unambiguous), so the same requests match and the others
 *   get their 422.
 * - `digest('hex')` made `digest("")`: a Buffer, turned into text by the template below; still
 *   one string per file.
 * - `if (attachment !== undefined)` made `true`: every request without a file then hashes
 *   "\nundefined" as well, the same for the first try and the replay.
 * - `typeof key !== 'string'` made `false`: Node gives an unknown header as one string (repeats
 *   joined by ", "), never anything else.
 * Not equivalent, reported as surviving all the same (docs/testing.md): `outboxUser !== undefined
 * && …` made `||` and the key check made `if (true)` refuse every write with a key, which the
 * covering tests fail on when made by hand.
 */

const folderName = process.env.MUTATE_FOLDER
const folder = folderName ? folders[folderName] : undefined
if (folderName && !folder) {
  throw new Error(`MUTATE_FOLDER=${folderName} is none of: ${Object.keys(folders).join(', ')}`)
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    configFile: 'vitest.config.ts',
    // The whole set: per mutant, only test files that import the mutated file (directly or not)
    // are loaded. One folder: its listed test files instead, as vitest cannot see every import
    // (tests/sw/metadata-cache.test.ts imports the worker module by a variable after stubbing
    // the worker's globals), and coverage per test already narrows each mutant's run.
    related: !folder,
  },
  mutate: [...(folder ? folder.mutate : ['server/**/*.ts', 'src/lib/**/*.{ts,tsx}', 'src/shared/outbox/**/*.ts', 'sw/**/*.ts']), ...leftOut],
  ...(folder ? { testFiles: folder.tests } : {}),
  // Not copied into the sandbox: outputs of other tools, and folders the unit tests never read.
  ignorePatterns: ['dist', 'test-results', 'playwright-report', 'blob-report', 'coverage', 'data', 'docs', 'reports'],
  coverageAnalysis: 'perTest',
  // Static mutants (code that runs while modules load or in a beforeAll: constants, route and
  // plugin registration) are covered by no single test, so each would rerun every related test
  // file: here about a fifth of the mutants and 92% of the time. They are reported as "Ignored"
  // and count against no folder's score below; `npm run mutate -- <folder> --ignoreStatic false`
  // tests them too.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  // One test process: the machine's two cores are shared with other work. `--concurrency 2` on an
  // idle machine.
  concurrency: 1,
  // Generous: a mutant is a timeout only when it runs 3× its tests' normal time plus 15 s, so a
  // busy machine does not turn slow runs into false "timeouts".
  timeoutMS: 15_000,
  timeoutFactor: 3,
  // The first run of every test, with a single vitest worker per process, takes several minutes.
  dryRunTimeoutMinutes: 30,
}
