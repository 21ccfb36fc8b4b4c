// Closing lines of `npm test`: each step's time (lanes.tsv, written by test-all.sh) and the
// whole run's (RUN_SECONDS), each test step's slowest files (where to look to make it faster), then the tests counted from the Vitest and Playwright JSON reports,
// plus one failure for each step that failed outside them (typecheck, lint, build…).
// `RUN_SECONDS=<n> node scripts/test-summary.mjs <reports dir> [failed step name…]`
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const [dir, ...failedSteps] = process.argv.slice(2)
const read = (name) => {
  const file = join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/**
 * Each test step writes one JSON report: its file and the start of the step's name in
 * test-all.sh. The server tests and the other Vitest projects run as two Vitest processes at
 * the same time (one of them without isolation), so Vitest writes two reports.
 */
const steps = [
  { prefix: 'server tests', report: 'vitest-server.json', count: countVitest },
  { prefix: 'unit, browser and story tests', report: 'vitest.json', count: countVitest },
  { prefix: 'end-to-end tests', report: 'playwright.json', count: countPlaywright },
]

let passed = 0
let skipped = 0
// failures counted from each report, by report file
const failures = {}
// a test file that could not be loaded (or failed in a hook) has no failed test of its own
const brokenFiles = []
// the names of failed tests, printed last so a log's tail says which test to look at
const failedTests = []
// a message's first line, without its colour codes
const firstLine = (text) => stripVTControlCharacters(text).split('\n')[0]

// seconds per test file, by report file: a Vitest file's time from its start to its end, a
// Playwright file's the sum of its tests' runs (they may run on several workers at once)
const fileSeconds = {}
const slowestShown = 5

function countVitest(vitest, report) {
  const times = []
  fileSeconds[report] = times
  for (const file of vitest.testResults ?? []) {
    if (file.startTime && file.endTime) {
      times.push([relative(process.cwd(), file.name), (file.endTime - file.startTime) / 1000])
    }
  }
  let failed = vitest.numFailedTests
  passed += vitest.numPassedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
  for (const file of vitest.testResults ?? []) {
    const testFailed = file.assertionResults.some((test) => test.status === 'failed')
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue
      const message = firstLine(test.failureMessages?.[0] ?? '')
      failedTests.push(`${relative(process.cwd(), file.name)} › ${test.fullName}\n    ${message}`)
    }
    if (file.status === 'failed' && !testFailed) {
      brokenFiles.push(`${relative(process.cwd(), file.name)}: ${file.message.split('\n')[0]}`)
      failed++
    }
  }
  return failed
}

function countPlaywright(playwright, report) {
  const byFile = new Map()
  const time = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          byFile.set(file, (byFile.get(file) ?? 0) + (result.duration ?? 0) / 1000)
        }
      }
    }
    for (const child of suite.suites ?? []) time(child, file)
  }
  for (const suite of playwright.suites ?? []) time(suite, suite.file)
  fileSeconds[report] = [...byFile]
  let failed = playwright.stats.unexpected
  passed += playwright.stats.expected + playwright.stats.flaky
  skipped += playwright.stats.skipped
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message ?? ''
        failedTests.push(`${file} › ${spec.title}\n    ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file)
  }
  for (const suite of playwright.suites ?? []) walk(suite, suite.file)
  // errors outside a test: a spec file that failed to load, a global setup that threw
  for (const error of playwright.errors ?? []) {
    brokenFiles.push((error.message ?? String(error.value)).split('\n')[0])
    failed++
  }
  return failed
}

for (const { report, count } of steps) {
  const json = read(report)
  if (json) failures[report] = count(json, report)
}
// a failed test step is counted through its report, unless it wrote none or its report shows
// no failure (the run crashed, or failed on an error no test owns): then it counts as one
const countedInReport = (step) =>
  steps.some(({ prefix, report }) => step.startsWith(prefix) && failures[report] > 0)
const failed =
  Object.values(failures).reduce((sum, n) => sum + n, 0) +
  failedSteps.filter((step) => !countedInReport(step)).length

console.log('')
// steps started together ran side by side: the slowest of a group is what the run waited for
const lanesFile = join(dir, 'lanes.tsv')
if (existsSync(lanesFile)) {
  const lanes = readFileSync(lanesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
  console.log('time per step:')
  for (const [status, seconds, name] of lanes) {
    console.log(`  ${status === 'passed' ? '✔' : '✘'} ${seconds.padStart(5)} s  ${name}`)
  }
}
for (const { prefix, report } of steps) {
  const slowest = (fileSeconds[report] ?? []).sort((a, b) => b[1] - a[1]).slice(0, slowestShown)
  if (slowest.length === 0) continue
  console.log(`slowest files of the ${prefix}:`)
  for (const [file, seconds] of slowest) {
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`)
  }
}
if (process.env.RUN_SECONDS) console.log(`whole run: ${process.env.RUN_SECONDS} s`)
if (brokenFiles.length > 0) {
  console.log(`test files that failed outside their tests:\n  ${brokenFiles.join('\n  ')}`)
}
if (failedTests.length > 0) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0)
