// What runs on a page's main thread after its first view, on a CPU slowed 4× (as Lighthouse's
// mobile profile assumes): the long tasks (over 50 ms, the ones that count as blocking time) and
// the scripts and functions that spent the most time, from a CPU profile of the load.

const throttling = 4
// a task is blocking past 50 ms (the definition total blocking time uses)
const blockingMs = 50

/**
 * Loads `url` in a new page of `browser` under 4× CPU throttling, with a CPU profile running
 * from navigation until the page is quiet. `drawn` is a page function that is true once the
 * app has drawn (the same moment the script figure uses).
 */
export async function mainThreadAfterFirstView(browser, url, drawn) {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
      }
    }).observe({ type: 'longtask', buffered: true })
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
  await cdp.send('Profiler.start')
  await page.goto(url)
  await page.waitForFunction(drawn, undefined, { timeout: 120_000 })
  await page.waitForLoadState('networkidle')
  // a moment for work scheduled after the last request (idle callbacks, timers)
  await page.waitForTimeout(2_000)
  const { profile } = await cdp.send('Profiler.stop')
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  )
  const longTasks = await page.evaluate(() => window.__longTasks)
  await page.close()
  const after = longTasks.filter((task) => task.start + task.duration > paint)
  return {
    throttling,
    firstContentfulPaint: paint,
    longTasks: after,
    blockingAfterPaint: after.reduce(
      (sum, task) => sum + Math.max(0, task.duration - blockingMs),
      0,
    ),
    heaviest: heaviest(profile),
  }
}

/** Self time by function and script, most first, from a CDP CPU profile. */
function heaviest(profile, count = 12) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  const deltas = profile.timeDeltas ?? []
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    if (!frame?.url) return // idle, program and garbage collection have no script
    const path = frame.url.replace(/^https?:\/\/[^/]+/, '')
    const key = `${frame.functionName || '(anonymous)'} ${path}:${frame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000)
  })
  return [...self.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([where, ms]) => ({ where, ms: Math.round(ms) }))
}
