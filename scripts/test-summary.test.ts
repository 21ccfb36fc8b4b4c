// The closing line of `npm test` must never say "0 failed" about a run that failed: the
// reports below are shaped as Vitest 5's and Playwright's JSON reporters write them when a test
// file cannot be loaded (an import that does not resolve).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const script = new URL('./test-summary.mjs', import.meta.url).pathname
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function summarise(
  reports: { vitest?: object; vitestServer?: object; playwright?: object; lanes?: string },
  failedSteps: string[] = [],
  runSeconds?: number,
) {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'))
  dirs.push(dir)
  if (reports.vitest) writeFileSync(join(dir, 'vitest.json'), JSON.stringify(reports.vitest))
  if (reports.vitestServer) {
    writeFileSync(join(dir, 'vitest-server.json'), JSON.stringify(reports.vitestServer))
  }
  if (reports.playwright) {
    writeFileSync(join(dir, 'playwright.json'), JSON.stringify(reports.playwright))
  }
  if (reports.lanes) writeFileSync(join(dir, 'lanes.tsv'), reports.lanes)
  const { RUN_SECONDS: _, ...env } = process.env
  const run = spawnSync(process.execPath, [script, dir, ...failedSteps], {
    encoding: 'utf8',
    env: runSeconds === undefined ? env : { ...env, RUN_SECONDS: String(runSeconds) },
  })
  return { output: run.stdout, exitCode: run.status }
}

const passingTest = { title: 'adds', fullName: 'adds', status: 'passed', failureMessages: [] }
const vitestReport = (testResults: object[], counts: Record<string, number | boolean>) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numFailedTestSuites: 0,
  success: false,
  ...counts,
  testResults,
})
const vitestStep = 'unit, browser and story tests (axe in every theme and size)'
const serverStep = 'server tests (PGlite and PostgreSQL)'
const playwrightStep = 'end-to-end tests against the built app'

describe('the test summary', () => {
  it('counts a Vitest file that failed to load as a failure and names it', () => {
    const report = vitestReport(
      [
        {
          name: `${process.cwd()}/domain/broken.test.ts`,
          status: 'failed',
          message: "Cannot find module './missing' imported from domain/broken.test.ts",
          assertionResults: [],
        },
        {
          name: `${process.cwd()}/domain/ok.test.ts`,
          status: 'passed',
          message: '',
          assertionResults: [passingTest],
        },
      ],
      { numPassedTests: 1, numFailedTestSuites: 1 },
    )
    const { output, exitCode } = summarise({ vitest: report }, [vitestStep])
    expect(output).toContain('tests: 1 passed, 1 failed, 0 skipped')
    expect(output).toContain("domain/broken.test.ts: Cannot find module './missing'")
    expect(exitCode).toBe(1)
  })

  it('counts a failed test once, not again for its file', () => {
    const failingTest = { ...passingTest, status: 'failed', failureMessages: ['expected 3'] }
    const report = vitestReport(
      [{ name: 'a.test.ts', status: 'failed', message: '', assertionResults: [failingTest] }],
      { numFailedTests: 1, numFailedTestSuites: 1 },
    )
    expect(summarise({ vitest: report }, [vitestStep]).output).toContain(
      'tests: 0 passed, 1 failed, 0 skipped',
    )
  })

  it('names each failed test with the first line of its message, for a log read from its tail', () => {
    const failingTest = {
      ...passingTest,
      fullName: 'points shows the balance',
      status: 'failed',
      failureMessages: ['\u001b[31mError: Test timed out in 30000ms.\u001b[39m\n    at …'],
    }
    const vitest = vitestReport(
      [
        {
          name: `${process.cwd()}/server/routes/points.test.ts`,
          status: 'failed',
          message: '',
          assertionResults: [failingTest],
        },
      ],
      { numFailedTests: 1 },
    )
    const playwright = {
      suites: [
        {
          title: 'buying.spec.ts',
          file: 'buying.spec.ts',
          specs: [],
          suites: [
            {
              title: 'buying a reserved seat',
              file: 'buying.spec.ts',
              specs: [
                {
                  title: 'by mouse',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: no seat\n…' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [],
      stats: { expected: 0, skipped: 0, unexpected: 1, flaky: 0 },
    }
    const { output } = summarise({ vitest, playwright }, [vitestStep, playwrightStep])
    expect(output).toContain(
      'server/routes/points.test.ts › points shows the balance\n    Error: Test timed out in 30000ms.\n',
    )
    expect(output).toContain('buying.spec.ts › by mouse\n    Error: no seat\n')
    expect(output).toContain('tests: 0 passed, 2 failed, 0 skipped')
  })

  it('counts a Playwright spec that failed to load as a failure', () => {
    const report = {
      suites: [],
      errors: [{ message: "Error: Cannot find module './missing'\nRequire stack: …" }],
      stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
    }
    const { output, exitCode } = summarise({ playwright: report }, [playwrightStep])
    expect(output).toContain('tests: 0 passed, 1 failed, 0 skipped')
    expect(output).toContain("Error: Cannot find module './missing'")
    expect(exitCode).toBe(1)
  })

  it('counts a failed test step whose report shows no failure as one failure', () => {
    const report = vitestReport(
      [{ name: 'ok.test.ts', status: 'passed', message: '', assertionResults: [passingTest] }],
      { numPassedTests: 1, success: true },
    )
    const { output, exitCode } = summarise({ vitest: report }, [vitestStep])
    expect(output).toContain('tests: 1 passed, 1 failed, 0 skipped')
    expect(exitCode).toBe(1)
  })

  it('counts each failed step without a report, and passes a clean run', () => {
    const clean = vitestReport(
      [{ name: 'ok.test.ts', status: 'passed', message: '', assertionResults: [passingTest] }],
      { numPassedTests: 1, success: true },
    )
    expect(summarise({ vitest: clean })).toEqual({
      output: '\ntests: 1 passed, 0 failed, 0 skipped\n',
      exitCode: 0,
    })
    const { output, exitCode } = summarise({ vitest: clean }, ['typecheck', 'lint and format'])
    expect(output).toContain('failed steps: typecheck; lint and format')
    expect(output).toContain('tests: 1 passed, 2 failed, 0 skipped')
    expect(exitCode).toBe(1)
  })

  it('adds up the server tests and the other Vitest tests, each failure counted once', () => {
    const failingTest = { ...passingTest, fullName: 'holds a seat', status: 'failed' }
    const server = vitestReport(
      [{ name: 'selling.test.ts', status: 'failed', message: '', assertionResults: [failingTest] }],
      { numPassedTests: 3, numFailedTests: 1 },
    )
    const others = vitestReport(
      [{ name: 'ok.test.ts', status: 'passed', message: '', assertionResults: [passingTest] }],
      { numPassedTests: 2, success: true },
    )
    const { output, exitCode } = summarise({ vitest: others, vitestServer: server }, [serverStep])
    expect(output).toContain('selling.test.ts › holds a seat')
    expect(output).toContain('tests: 5 passed, 1 failed, 0 skipped')
    expect(exitCode).toBe(1)
  })

  it("prints each step's time and the whole run's before the tests line", () => {
    const clean = vitestReport(
      [{ name: 'ok.test.ts', status: 'passed', message: '', assertionResults: [passingTest] }],
      { numPassedTests: 1, success: true },
    )
    const lanes = [
      'passed\t12\ttypecheck',
      `passed\t431\t${serverStep}`,
      `failed\t502\t${vitestStep}`,
      '',
    ].join('\n')
    const { output } = summarise({ vitest: clean, lanes }, [vitestStep], 611)
    expect(output).toContain(
      [
        'time per step:',
        '  ✔    12 s  typecheck',
        `  ✔   431 s  ${serverStep}`,
        `  ✘   502 s  ${vitestStep}`,
        'whole run: 611 s',
      ].join('\n'),
    )
    expect(output.trimEnd().split('\n').at(-1)).toBe('tests: 1 passed, 1 failed, 0 skipped')
  })

  it("names each test step's slowest files, slowest first, five at most", () => {
    const file = (name: string, seconds: number) => ({
      name: `${process.cwd()}/${name}`,
      status: 'passed',
      message: '',
      startTime: 1_000,
      endTime: 1_000 + seconds * 1000,
      assertionResults: [passingTest],
    })
    const stories = vitestReport(
      [1, 2, 3, 4, 5, 6].map((n) => file(`stories/S${n}.stories.tsx`, n * 10)),
      { numPassedTests: 6, success: true },
    )
    const server = vitestReport([file('server/routes/a.test.ts', 3)], { numPassedTests: 1 })
    const run = (title: string, duration: number) => ({
      title,
      tests: [{ status: 'expected', results: [{ duration }] }],
    })
    const playwright = {
      stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        { title: 'buy.spec.ts', file: 'buy.spec.ts', specs: [run('a', 40_000), run('b', 30_000)] },
        { title: 'home.spec.ts', file: 'home.spec.ts', specs: [run('c', 50_000)] },
      ],
    }
    const { output } = summarise({ vitest: stories, vitestServer: server, playwright })
    expect(output).toContain(
      [
        'slowest files of the server tests:',
        '      3 s  server/routes/a.test.ts',
        'slowest files of the unit, browser and story tests:',
        '     60 s  stories/S6.stories.tsx',
        '     50 s  stories/S5.stories.tsx',
        '     40 s  stories/S4.stories.tsx',
        '     30 s  stories/S3.stories.tsx',
        '     20 s  stories/S2.stories.tsx',
        'slowest files of the end-to-end tests:',
        '     70 s  buy.spec.ts',
        '     50 s  home.spec.ts',
      ].join('\n'),
    )
  })
})
