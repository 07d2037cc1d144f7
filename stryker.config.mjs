// Mutation testing, on demand only: `npm run test:mutation` (not in CI: a full run takes hours on
// two cores, far past CI's 90 minutes). Stryker changes the code one small edit at a time (a `<`
// into `<=`, a condition into `true`, a string into "") and runs the tests that cover that spot;
// a mutant the tests still pass on ("survived") is behaviour nothing checks.
//
// Incremental: reports/stryker-incremental.json (committed) keeps every mutant's result with the
// tests that covered it, so the next run only tests mutants whose code or covering tests changed.
// A run over part of the code (`npm run test:mutation -- --mutate 'src/lib/**/*.ts'`) adds to it.
// Reports: reports/mutation/mutation.html (not committed) and a summary table in the terminal.
// @ts-check

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    configFile: 'vitest.config.ts',
    // Per mutant, only test files that import the mutated file (directly or not) are loaded.
    related: true,
  },
  // Both projects: the server tests (node; SQLite unless TEST_DATABASE_URL is set) and the client
  // tests (jsdom) that cover src/lib. Test files that reach neither cost only the dry run.
  mutate: [
    'server/**/*.ts',
    'src/lib/**/*.{ts,tsx}',
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
  ],
  // Not copied into the sandbox: outputs of other tools, and folders the unit tests never read.
  ignorePatterns: ['dist', 'test-results', 'playwright-report', 'blob-report', 'coverage', 'data', 'docs', 'reports'],
  coverageAnalysis: 'perTest',
  // Static mutants (code that runs while modules load or in a beforeAll: constants, route and
  // plugin registration) are covered by no single test, so each would rerun every related test
  // file: here about a fifth of the mutants and 92% of the time. They are reported as "Ignored";
  // `npm run test:mutation -- --ignoreStatic false` tests them too (many hours).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  // Two test processes at most: the machine has two cores, shared.
  concurrency: 2,
  // Generous: a mutant is a timeout only when it runs 3× its tests' normal time plus 15 s, so a
  // busy machine does not turn slow runs into false "timeouts".
  timeoutMS: 15_000,
  timeoutFactor: 3,
  // The first run of every test, with a single vitest worker per process, takes several minutes.
  dryRunTimeoutMinutes: 30,
}
