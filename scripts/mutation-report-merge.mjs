// Folds one folder's run into the committed incremental report (scripts/mutate.mjs). Each folder
// run reads and writes its own copy, so it never drops results another run wrote meanwhile; only
// the folder's files are taken from the run, every other file's results stay as the report had them.
// Test ids are per report, so every test is numbered afresh by the key Stryker matches tests on
// (file, position, name).

const testKey = (file, test) => `${file}@${test.location?.start.line ?? 0}:${test.location?.start.column ?? 0}\n${test.name}`

/** `inFolder(path)` says which source files the run owns. */
export function mergeFolderRun(main, run, inFolder) {
  const ids = new Map()
  const testFiles = {}
  const sources = [
    [run, Object.entries(run.files).filter(([path]) => inFolder(path))],
    [main, Object.entries(main.files).filter(([path]) => !inFolder(path))],
  ]
  const files = {}
  for (const [report, entries] of sources) {
    const keyOfId = new Map()
    for (const [file, { tests, source }] of Object.entries(report.testFiles ?? {})) {
      // A test file both hold, changed since the report: the run's version; stale tests dropped.
      const kept = testFiles[file]
      if (kept && kept.source !== source) continue
      testFiles[file] ??= { source, tests: [] }
      for (const test of tests) {
        const key = testKey(file, test)
        if (!ids.has(key)) {
          ids.set(key, String(ids.size))
          testFiles[file].tests.push({ ...test, id: ids.get(key) })
        }
        keyOfId.set(test.id, key)
      }
    }
    const renumber = (list) => list?.map((id) => ids.get(keyOfId.get(id))).filter((id) => id !== undefined)
    for (const [path, file] of entries) {
      files[path] = { ...file, mutants: file.mutants.map((m) => ({ ...m, coveredBy: renumber(m.coveredBy), killedBy: renumber(m.killedBy) })) }
    }
  }
  return { ...main, files, testFiles }
}
