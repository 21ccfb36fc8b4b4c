import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeIndexHtml, makeFakeDist } from './fakeDist'
import { type FirstViewAssets, firstViewAssetsFile } from './firstViewAssets'
import { type DrawFirstView, firstViewHtml } from './firstViewPage'
import { type HttpTestServer, startHttpTestServer } from './testServer'

const assets: FirstViewAssets = {
  styles: ['/assets/home-Zz99.css'],
  entry: ['/assets/index-Ab12Cd34.js'],
}

describe('the page around a first view', () => {
  const html = firstViewHtml(fakeIndexHtml, assets, {
    html: '<main><h1>Events</h1></main>',
    locale: 'en',
  })

  it('holds the view in #root, in its language, marked for the inline script', () => {
    expect(html).toContain('<div id="root"><main><h1>Events</h1></main></div>')
    expect(html).toContain('<html lang="en" data-first-view>')
  })

  it("links the home's stylesheets and hides a member's page until the app draws it", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-Zz99.css">')
    expect(html).toContain('<style>html[data-first-view="member"] #root{visibility:hidden}</style>')
  })

  it("leaves out the entry's script tags (the inline script imports them) and keeps the rest", () => {
    expect(html).not.toContain('index-Ab12Cd34.js')
    expect(html).toContain('<script>document.documentElement.dataset.theme="night"</script>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-Ef56Gh78.css">')
  })

  it('takes a view with $ signs as it is (no replacement patterns)', () => {
    const priced = firstViewHtml(fakeIndexHtml, assets, { html: '<p>HK$ $& $1</p>', locale: 'en' })
    expect(priced).toContain('<div id="root"><p>HK$ $& $1</p></div>')
  })

  it("moves the preloads React writes before the view into <head>: #root holds only the app's drawing", () => {
    const preload =
      '<link rel="preload" as="image" href="/images/banners/1.svg" fetchPriority="high"/>'
    const page = firstViewHtml(fakeIndexHtml, assets, {
      html: `${preload}<header>Citytix</header><main><link rel="icon" href="/x.svg"/></main>`,
      locale: 'en',
    })
    const [head = '', body = ''] = page.split('</head>')
    expect(head).toContain(preload)
    expect(body).toContain(
      '<div id="root"><header>Citytix</header><main><link rel="icon" href="/x.svg"/></main></div>',
    )
  })

  it('refuses an index.html without an empty #root', () => {
    expect(() =>
      firstViewHtml('<html><head></head><body></body></html>', assets, { html: '', locale: 'en' }),
    ).toThrow(/#root/)
  })
})

describe('the server drawing first views', () => {
  let dist: Awaited<ReturnType<typeof makeFakeDist>>
  let server: HttpTestServer
  const drawn: string[] = []
  let failing = false
  // the app's drawing (app/ssr) is built by Vite; this one shows what the server gives it: the
  // address, and an in-process answer to one of the app's calls
  const draw: DrawFirstView = async (path, answer) => {
    drawn.push(path)
    if (failing) throw new Error('a component threw')
    const config = await answer(new Request('http://citytix.invalid/data/config.json'))
    const locale = path.startsWith('/zh_hk/') ? 'zh-Hant' : 'en'
    // as long as a real view, so the page is worth compressing
    return { html: `<p>${path} config ${config.status}</p>${'<i>event</i>'.repeat(200)}`, locale }
  }

  beforeAll(async () => {
    dist = await makeFakeDist()
    writeFileSync(join(dist.dir, firstViewAssetsFile), JSON.stringify(assets))
    server = await startHttpTestServer({
      config: { distDir: dist.dir, apiCacheMs: 10_000 },
      drawFirstView: draw,
    })
  })
  afterAll(async () => {
    await server.close()
    dist.remove()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers })

  it("draws the events home's first view with the app's calls answered in-process", async () => {
    const page = await get('/en_us/Events.html')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).toContain('<div id="root"><p>/en_us/Events.html config 200</p><i>')
    expect(page.body).toContain('<html lang="en" data-first-view>')
    // the page's inline scripts are index.html's, so the CSP's hashes still allow them
    expect(page.headers['content-security-policy']).toContain("'sha256-")
  })

  it('draws each language at its own address, the bare prefix too', async () => {
    const page = await get('/zh_hk/')
    expect(page.body).toContain('<html lang="zh-Hant" data-first-view>')
    expect(page.body).toContain('<p>/zh_hk/Events.html config 200</p>')
  })

  it('keeps a drawn page for the next visitors, compressed, until its time is up', async () => {
    await get('/en_us/Events.html')
    const before = drawn.length
    const brotli = await get('/en_us/Events.html', { 'accept-encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(drawn.length).toBe(before)
    server.clock.now = new Date(server.clock.now.getTime() + 10_000)
    await get('/en_us/Events.html')
    expect(drawn.length).toBe(before + 1)
  })

  it('draws again when the clock went back past the drawing (its rows may be later than now)', async () => {
    // drawn afresh now: any page kept before has had its time
    server.clock.now = new Date(server.clock.now.getTime() + 10_000)
    await get('/en_us/Events.html')
    const before = drawn.length
    const drawnAt = server.clock.now
    server.clock.now = new Date(drawnAt.getTime() - 1)
    try {
      await get('/en_us/Events.html')
      expect(drawn.length).toBe(before + 1)
    } finally {
      server.clock.now = drawnAt
    }
  })

  it('draws nothing for a filtered home, another page, or a regional site', async () => {
    const before = drawn.length
    for (const [url, host] of [
      ['/en_us/Events.html?when=today', 'localhost'],
      ['/en_us/Venues.html', 'localhost'],
      ['/Events.html', 'localhost'],
      ['/en_us/Events.html', 'www.citytix.cn'],
    ] as const) {
      const page = await get(url, { host })
      expect(page.statusCode, url).toBe(200)
      expect(page.body, url).toBe(fakeIndexHtml)
    }
    expect(drawn.length).toBe(before)
  })

  it('sends index.html as ever when the view cannot be drawn', async () => {
    failing = true
    server.clock.now = new Date(server.clock.now.getTime() + 10_000)
    try {
      const page = await get('/zh_cn/Events.html')
      expect(page.statusCode).toBe(200)
      expect(page.body).toBe(fakeIndexHtml)
    } finally {
      failing = false
    }
  })
})
