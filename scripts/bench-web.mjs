// `npm run bench:web`: how heavy and how fast the events home is, measured against a floor app
// (React 19 + TanStack Router + TanStack Query rendering one heading) built by the same Vite in
// the same run and served by the same server. Prints:
// - the JavaScript the events home loads before its first render (gzip), divided by the floor's
//   (none on the real server, which draws the home's first view: server/http/firstViewPage.ts),
//   and for reference before the app's own first drawing over it;
// - Lighthouse (mobile, simulated throttling, Debian's Chromium) on the events home served the
//   way `npm start` serves it: performance, accessibility, LCP divided by the floor's LCP,
//   total blocking time and cumulative layout shift (median of BENCH_RUNS runs, default 3).
// - what runs on the main thread after the home's first view, on a CPU slowed 4×: long tasks and
//   the heaviest functions (scripts/bench-web/mainThread.mjs).
// Goals, each a ratio to the floor measured in the same run so that they hold on any machine: JS
// before the app's render ≤ 1.3× floor, total blocking time ≤ 1.5× floor, LCP ≤ 1.3× floor;
// and performance ≥ 95, accessibility 100, CLS ≤ 0.02. The last line is one JSON object of the
// figures. A benchmark, not a test: it prints figures and never fails on them.
// `npm run bench:web -- --js-only`: the script figure alone, file by file, with both builds
// served by scripts/serve.mjs (the API mock): no server build, no Lighthouse. The mock draws no
// first view, so both figures are the app's. They do not depend on the machine's load,
// Lighthouse's do; these are the ones to compare while working.

import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts'
import { mainThreadAfterFirstView } from './bench-web/mainThread.mjs'
import { startServer, stopLater, stopServers, viteBuild, waitFor } from './benchServer.mjs'

const root = new URL('..', import.meta.url).pathname
const runs = Number(process.env.BENCH_RUNS ?? 3)
const jsOnly = process.argv.includes('--js-only')
const appPort = Number(process.env.BENCH_APP_PORT ?? 4710)
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4711)
const homePath = '/en_us/Events.html'
// where to keep each Lighthouse report (JSON) to read its long tasks and main-thread breakdown
const reportDir = process.env.BENCH_REPORTS
const work = mkdtempSync(join(tmpdir(), 'citytix-bench-web-'))
// the floor's sources sit inside the project so its imports resolve from node_modules
const floorSource = join(root, 'node_modules/.cache/citytix-bench-floor')

/** The floor: the same framework, one heading, nothing else. */
function buildFloor(outDir) {
  rmSync(floorSource, { recursive: true, force: true })
  mkdirSync(floorSource, { recursive: true })
  writeFileSync(
    join(floorSource, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <meta name="description" content="The floor app of the web benchmark." />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`,
  )
  writeFileSync(
    join(floorSource, 'main.jsx'),
    `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const rootRoute = createRootRoute()
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  component: () => <main><h1>Events</h1></main>,
})
const router = createRouter({ routeTree: rootRoute.addChildren([home]) })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
`,
  )
  writeFileSync(
    join(floorSource, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from '${join(root, 'scripts/vite-precompress.ts')}'
export default defineConfig({ plugins: [react(), precompressPlugin()] })
`,
  )
  viteBuild(
    floorSource,
    '--config',
    join(floorSource, 'vite.config.mjs'),
    '--outDir',
    outDir,
    '--emptyOutDir',
  )
}

/**
 * Script files (gzip bytes, from the build) a page asked for before it drew anything in #root
 * (`first`), and before the app's own first drawing (`app`). They differ on a page whose first
 * view the server drew (server/http/firstViewPage.ts): the page is drawn before any script
 * arrives, and the app draws over it once its code has run (it then takes `data-first-view` off
 * <html>). Elsewhere the first drawing is the app's.
 */
async function scriptBeforeFirstRender(browser, url, distDir) {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (window.__firstRender === undefined) {
        if ((document.getElementById('root')?.childElementCount ?? 0) === 0) return
        window.__firstRender = performance.now()
      }
      if (document.documentElement.hasAttribute('data-first-view')) return
      window.__appRender = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
  await page.goto(url)
  await page.waitForFunction(() => window.__appRender !== undefined)
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
  )
  const firstRender = await page.evaluate(() => window.__firstRender)
  const appRender = await page.evaluate(() => window.__appRender)
  await page.close()
  const before = (time) => {
    const sizes = scripts
      .filter((script) => script.at < time)
      .map(({ path }) => ({
        path,
        gzip: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
      }))
    const gzip = sizes.reduce((sum, file) => sum + file.gzip, 0)
    return { files: sizes.length, gzip, sizes }
  }
  return { first: before(firstRender), app: before(appRender) }
}

/** The built app on `port` with the API mock, as the end-to-end tests serve it. */
async function startMockServed(port, distDir) {
  stopLater(
    spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), MOCK_PORT: String(port + 100), DIST_DIR: distDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  // the mock answers a little after the files: a page opened before would see failed calls
  await waitFor(`http://127.0.0.1:${port}/api/is_hot_event.do`, 120)
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** One script figure against the floor's, judged by the same ≤ 1.3× goal. */
function jsRow(figure, home, floor) {
  const ratio = home.gzip / floor.gzip
  return {
    figure,
    home: `${kb(home.gzip)} in ${home.files} files`,
    floor: `${kb(floor.gzip)} in ${floor.files} files`,
    result: `${ratio.toFixed(2)}× floor`,
    goal: `≤ 1.3× ${goal(ratio <= 1.3)}`,
  }
}

/**
 * Before anything is drawn (none where the server drew the first view), and before the app's own
 * drawing over it: all the script a visitor's phone must run before the page is the app's.
 */
const jsRows = (homeJs, floorJs) => [
  jsRow('JS before first render (gzip)', homeJs.first, floorJs.first),
  jsRow("JS before the app's render (gzip)", homeJs.app, floorJs.app),
]

/** True once the app has drawn: the server's first view, if any, has been replaced. */
const appDrawn = () =>
  (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
  !document.documentElement.hasAttribute('data-first-view')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * What the largest contentful paint was, as Lighthouse names the element: in the LCP breakdown
 * insight (Lighthouse 13), or in a table of the older `largest-contentful-paint-element` audit.
 */
function lcpElement(audits) {
  const items = [
    ...(audits['lcp-breakdown-insight']?.details?.items ?? []),
    ...(audits['largest-contentful-paint-element']?.details?.items ?? []),
  ]
  const node =
    items.find((item) => item.type === 'node') ??
    items.find((item) => item.type === 'table')?.items?.[0]?.node
  return node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : 'unknown'
}

/**
 * The requests Lighthouse's simulated largest paint ended with, last first: its estimate is when
 * the last of them ends (lantern's optimistic LCP graph, kept by the simulator after each run).
 */
function lcpWaits() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    'optimisticLargestContentfulPaint',
  )
  return [...(timings ?? [])]
    .filter(([node]) => node.type === 'network')
    .sort(([, a], [, b]) => b.endTime - a.endTime)
    .slice(0, 3)
    .map(([node, timing]) => {
      const path = new URL(node.request.url).pathname
      return `${path} (${kb(node.request.transferSize)}, ends at ${Math.round(timing.endTime)} ms)`
    })
}

/** Lighthouse's mobile defaults (simulated throttling) in Debian's Chromium. */
async function audit(url, name) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const { categories, audits, runtimeError } = result.lhr
    if (reportDir) writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr))
    // a run whose trace broke (NO_NAVSTART, say) has no figures: it must not count as a 0
    if (runtimeError) {
      console.log(`bench:web: Lighthouse run failed (${runtimeError.code}); running it again`)
      return null
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // how fast this machine ran Lighthouse's own little benchmark: blocking time scales with
      // it (a run on a slower machine blocks longer), so figures from two days compare by it
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      lcpElement: lcpElement(audits),
      lcpWaits: lcpWaits(),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    }
  } finally {
    chrome.kill()
  }
}

async function audits(url, name) {
  const all = []
  for (let attempt = 1; all.length < runs && attempt <= runs * 2; attempt++) {
    const one = await audit(url, `${name}-${attempt}`)
    if (one) all.push(one)
  }
  if (all.length === 0) throw new Error(`bench:web: every Lighthouse run of ${url} failed`)
  const pick = (key) => median(all.map((one) => one[key]))
  const lcp = pick('lcp')
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp,
    tbt: pick('tbt'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: all[0]?.lcpElement,
    // the run whose estimate is the median's (or the nearest)
    lcpWaits: all.toSorted((a, b) => Math.abs(a.lcp - lcp) - Math.abs(b.lcp - lcp))[0]?.lcpWaits,
    failing: [...new Set(all.flatMap((one) => one.failing))],
  }
}

function stop() {
  stopServers()
  rmSync(work, { recursive: true, force: true })
  rmSync(floorSource, { recursive: true, force: true })
}

const goal = (ok) => (ok ? 'ok' : 'MISSED')

try {
  const appDist = join(work, 'app')
  const floorDist = join(work, 'floor')
  console.log(`bench:web: building the app, the floor app${jsOnly ? '' : ' and the server'}…`)
  viteBuild('--outDir', appDist, '--emptyOutDir')
  buildFloor(floorDist)
  if (jsOnly) {
    await startMockServed(appPort, appDist)
    await startMockServed(floorPort, floorDist)
  } else {
    viteBuild('--config', 'vite.server.config.ts')
    const served = { seconds: 180 }
    await startServer(appPort, { DIST_DIR: appDist, DATA_DIR: join(work, 'data') }, served)
    // the floor calls no API: an empty in-memory database is enough
    const floorEnv = { DIST_DIR: floorDist, DATA_DIR: 'memory://', SEED_DEMO: 'off' }
    await startServer(floorPort, floorEnv, served)
  }
  const home = `http://127.0.0.1:${appPort}${homePath}`
  const floor = `http://127.0.0.1:${floorPort}/`

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const homeJs = await scriptBeforeFirstRender(browser, home, appDist)
  const floorJs = await scriptBeforeFirstRender(browser, floor, floorDist)
  await browser.close()

  if (jsOnly) {
    console.log(`\nbench:web --js-only — ${homePath} against the floor app\n`)
    console.table(jsRows(homeJs, floorJs))
    console.table(
      homeJs.app.sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ path, gzip }) => ({ 'home script': path, gzip: kb(gzip) })),
    )
  } else {
    console.log(`bench:web: Lighthouse, ${runs} runs each (median)…`)
    if (reportDir) mkdirSync(reportDir, { recursive: true })
    const homeAudit = await audits(home, 'home')
    const floorAudit = await audits(floor, 'floor')

    const lcpRatio = homeAudit.lcp / floorAudit.lcp
    // the floor blocks a little too; a floor of no blocking at all would make any ratio infinite
    const tbtRatio = homeAudit.tbt / Math.max(floorAudit.tbt, 1)
    console.log(`\nbench:web — ${homePath} against the floor app, Lighthouse ${runs}× (median)\n`)
    console.table([
      ...jsRows(homeJs, floorJs),
      {
        figure: 'Lighthouse performance',
        home: homeAudit.performance,
        floor: floorAudit.performance,
        result: homeAudit.performance,
        goal: `≥ 95 ${goal(homeAudit.performance >= 95)}`,
      },
      {
        figure: 'Lighthouse accessibility',
        home: homeAudit.accessibility,
        floor: floorAudit.accessibility,
        result: homeAudit.accessibility,
        goal: `100 ${goal(homeAudit.accessibility === 100)}`,
      },
      {
        figure: 'Largest contentful paint',
        home: `${Math.round(homeAudit.lcp)} ms`,
        floor: `${Math.round(floorAudit.lcp)} ms`,
        result: `${lcpRatio.toFixed(2)}× floor`,
        goal: `≤ 1.3× ${goal(lcpRatio <= 1.3)}`,
      },
      {
        figure: 'Total blocking time',
        home: `${Math.round(homeAudit.tbt)} ms`,
        floor: `${Math.round(floorAudit.tbt)} ms`,
        result: `${tbtRatio.toFixed(2)}× floor`,
        goal: `≤ 1.5× ${goal(tbtRatio <= 1.5)}`,
      },
      {
        figure: 'Cumulative layout shift',
        home: homeAudit.cls.toFixed(3),
        floor: floorAudit.cls.toFixed(3),
        result: homeAudit.cls.toFixed(3),
        goal: `≤ 0.02 ${goal(homeAudit.cls <= 0.02)}`,
      },
    ])
    console.log(
      `this machine's Lighthouse benchmark index (median; higher is faster): ${Math.round(homeAudit.benchmarkIndex)} in the home's runs, ${Math.round(floorAudit.benchmarkIndex)} in the floor's`,
    )
    console.log(`largest contentful paint of the home: ${homeAudit.lcpElement}`)
    console.log(
      `its simulated time is when the last of these requests ends: ${homeAudit.lcpWaits.join('; ')}`,
    )
    if (homeAudit.failing.length) {
      console.log(`audits the home does not pass: ${homeAudit.failing.join(', ')}`)
    }

    const traceBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const trace = await mainThreadAfterFirstView(traceBrowser, home, appDrawn)
    const floorTrace = await mainThreadAfterFirstView(traceBrowser, floor, appDrawn)
    await traceBrowser.close()
    console.log(
      `\nmain thread after the first view, CPU slowed ${trace.throttling}×: ${trace.longTasks.length} long tasks, ${Math.round(trace.blockingAfterPaint)} ms blocking (floor: ${floorTrace.longTasks.length}, ${Math.round(floorTrace.blockingAfterPaint)} ms)`,
    )
    console.table(
      trace.longTasks.map((task) => ({
        'starts at ms': Math.round(task.start),
        ms: Math.round(task.duration),
      })),
    )
    console.log('heaviest functions of the home (self time, 4× slower CPU):')
    console.table(trace.heaviest)

    const ratio = (a, b) => Number((a / b).toFixed(2))
    console.log(
      JSON.stringify({
        jsBeforeAppRenderRatio: ratio(homeJs.app.gzip, floorJs.app.gzip),
        jsBeforeFirstRenderRatio: ratio(homeJs.first.gzip, floorJs.first.gzip),
        performance: homeAudit.performance,
        accessibility: homeAudit.accessibility,
        lcpRatio: Number(lcpRatio.toFixed(2)),
        tbtRatio: Number(tbtRatio.toFixed(2)),
        tbtMs: Math.round(homeAudit.tbt),
        floorTbtMs: Math.round(floorAudit.tbt),
        cls: homeAudit.cls,
        benchmarkIndex: Math.round(homeAudit.benchmarkIndex),
        blockingAfterFirstViewMs4x: Math.round(trace.blockingAfterPaint),
        floorBlockingMs4x: Math.round(floorTrace.blockingAfterPaint),
      }),
    )
  }
} finally {
  stop()
}
