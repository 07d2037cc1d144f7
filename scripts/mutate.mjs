// `npm run mutate -- <folder> [stryker options]`: mutation testing of one folder of
// stryker.config.mjs against the tests listed for it (docs/testing.md).
// `npm run mutate -- --scores` prints each folder's score from reports/stryker-incremental.json.
import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { calculateMutationTestMetrics } from 'mutation-testing-metrics'
import { folders } from '../stryker.config.mjs'
import { mergeFolderRun } from './mutation-report-merge.mjs'

const mainReport = 'reports/stryker-incremental.json'

const [folder, ...rest] = process.argv.slice(2)

if (folder === '--scores') {
  printScores()
} else if (!folder || !(folder in folders)) {
  console.error(`usage: npm run mutate -- <folder> [stryker options] | --scores\nfolders: ${Object.keys(folders).join(', ')}`)
  process.exit(2)
} else {
  const started = Date.now()
  // The run works on its own copy (not committed), then only its folder goes back into the report.
  const runReport = `reports/.stryker-incremental-${folder.replaceAll('/', '-')}.json`
  copyFileSync(mainReport, runReport)
  const run = spawnSync('npx', ['stryker', 'run', '--incrementalFile', runReport, ...rest], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_FOLDER: folder },
  })
  if (run.status === 0) {
    const inFolder = (path) => path === folder || path.startsWith(`${folder}/`)
    const merged = mergeFolderRun(JSON.parse(readFileSync(mainReport, 'utf8')), JSON.parse(readFileSync(runReport, 'utf8')), inFolder)
    writeFileSync(mainReport, `${JSON.stringify(merged, null, 2)}\n`)
  }
  console.log(`\n${folder}: ${((Date.now() - started) / 60_000).toFixed(1)} minutes`)
  printScores([folder])
  process.exit(run.status ?? 1)
}

/** Score as issue 45 counts it: killed + timed out over every mutant, covered or not; static mutants skipped by ignoreStatic are not counted. */
function printScores(names = Object.keys(folders)) {
  const report = JSON.parse(readFileSync(mainReport, 'utf8'))
  const { systemUnderTestMetrics } = calculateMutationTestMetrics(report)
  const mutants = []
  const collect = (node) => (node.file ? mutants.push(...node.file.mutants.map((m) => ({ ...m, fileName: node.file.name }))) : node.childResults.forEach(collect))
  collect(systemUnderTestMetrics)
  for (const name of names) {
    const inFolder = mutants.filter((m) => m.fileName === name || m.fileName.startsWith(`${name}/`))
    const count = (status) => inFolder.filter((m) => m.status === status).length
    const detected = count('Killed') + count('Timeout')
    const valid = inFolder.length - count('Ignored') - count('CompileError') - count('RuntimeError')
    const score = valid ? ((100 * detected) / valid).toFixed(2) : '-'
    console.log(
      `${name.padEnd(30)} ${String(score).padStart(6)} %  killed ${count('Killed')}, timeout ${count('Timeout')}, survived ${count('Survived')}, no coverage ${count('NoCoverage')}, ignored ${count('Ignored')}, errors ${count('CompileError') + count('RuntimeError')}`,
    )
  }
}
