// Closing line of `npm test`: tests counted from the Vitest and Playwright JSON reports, plus
// one failure for each step that failed outside them (typecheck, lint, build…).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const [dir, ...failedSteps] = process.argv.slice(2)
const read = (name) => {
  const file = join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

let passed = 0
let failed = 0
let skipped = 0
const vitest = read('vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
}
const playwright = read('playwright.json')
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected
  skipped += playwright.stats.skipped
}
// a failed test step is already counted through its report, unless it crashed before writing one
const reported = { 'unit, browser and story tests': vitest, 'end-to-end tests': playwright }
const counted = (step) =>
  Object.entries(reported).some(([prefix, report]) => step.startsWith(prefix) && report)
failed += failedSteps.filter((step) => !counted(step)).length

console.log('')
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length > 0 ? 1 : 0)
