// Closing line of `npm test`: tests counted from the Vitest and Playwright JSON reports, plus
// one failure for each step that failed outside them (typecheck, lint, build…).
// `node scripts/test-summary.mjs <reports dir> [failed step name…]`
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const [dir, ...failedSteps] = process.argv.slice(2)
const read = (name) => {
  const file = join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

let passed = 0
let skipped = 0
const failures = { vitest: 0, playwright: 0 }
// a test file that could not be loaded (or failed in a hook) has no failed test of its own
const brokenFiles = []
// the names of failed tests, printed last so a log's tail says which test to look at
const failedTests = []
// a message's first line, without its colour codes
const firstLine = (text) => stripVTControlCharacters(text).split('\n')[0]
const vitest = read('vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
  failures.vitest += vitest.numFailedTests
  for (const file of vitest.testResults ?? []) {
    const testFailed = file.assertionResults.some((test) => test.status === 'failed')
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue
      const message = firstLine(test.failureMessages?.[0] ?? '')
      failedTests.push(`${relative(process.cwd(), file.name)} › ${test.fullName}\n    ${message}`)
    }
    if (file.status === 'failed' && !testFailed) {
      brokenFiles.push(`${relative(process.cwd(), file.name)}: ${file.message.split('\n')[0]}`)
      failures.vitest++
    }
  }
}
const playwright = read('playwright.json')
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  skipped += playwright.stats.skipped
  failures.playwright += playwright.stats.unexpected
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
    failures.playwright++
  }
}
// a failed test step is counted through its report, unless it wrote none or its report shows
// no failure (the run crashed, or failed on an error no test owns): then it counts as one
const reports = { 'unit, browser and story tests': 'vitest', 'end-to-end tests': 'playwright' }
const countedInReport = (step) =>
  Object.entries(reports).some(([prefix, tool]) => step.startsWith(prefix) && failures[tool] > 0)
const failed =
  failures.vitest +
  failures.playwright +
  failedSteps.filter((step) => !countedInReport(step)).length

console.log('')
if (brokenFiles.length > 0) {
  console.log(`test files that failed outside their tests:\n  ${brokenFiles.join('\n  ')}`)
}
if (failedTests.length > 0) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`)
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0)
