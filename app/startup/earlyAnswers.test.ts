import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type EarlyPlan,
  earlyAnswerKey,
  earlyAnswersName,
  earlyScript,
  preloadLater,
  takeEarlyAnswer,
} from './earlyAnswers'

const plan: EarlyPlan = {
  page: '^/(en_us|zh_hk)/(?:Events\\.html)?$',
  locales: {
    en_us: { api: 'en_US', messages: '/assets/messages-abc-en.js' },
    zh_hk: { api: 'zh_TW', messages: '/assets/messages-abc-zh-Hant.js' },
  },
  modules: ['/assets/home-1.js'],
  styles: ['/assets/home-1.css'],
  elsewhere: ['/assets/route-imports-1.js'],
  calls: ['/data/list.json?pageSize=12', '/data/bannerList.json', '/api/flag.do'],
  hotFlag: '/api/flag.do',
  extras: ['/data/news.json', '/api/more.do'],
  picture: '/data/bannerList.json',
  tokenKey: 'CL_TK',
  entry: ['/assets/runtime-1.js', '/assets/startup-1.js'],
  firstView: 'data-first-view',
}

/** Runs the inline script in a pretend page at `href`; what it asked for. */
async function runScript(
  href: string,
  {
    token,
    flag = Response.json({ isHotEvent: false }),
    firstView = false,
    hidden = false,
  }: { token?: string; flag?: Response; firstView?: boolean; hidden?: boolean } = {},
) {
  // what happened, in order: links added, calls made, frames drawn, the entry's imports
  const steps: string[] = []
  const frames: (() => void)[] = []
  const clickListeners: ((event: unknown) => void)[] = []
  const htmlAttributes: Record<string, string> = firstView ? { 'data-first-view': '' } : {}
  const url = new URL(href)
  const links: Record<string, string>[] = []
  const fetched: { url: string; headers: Record<string, string> }[] = []
  const element = () => {
    const attributes: Record<string, string> = {}
    return {
      attributes,
      set rel(value: string) {
        attributes.rel = value
      },
      set as(value: string) {
        attributes.as = value
      },
      set href(value: string) {
        attributes.href = value
      },
      set crossOrigin(value: string) {
        attributes.crossorigin = value
      },
      getAttribute: (name: string) => attributes[name] ?? null,
    }
  }
  const win: Record<string, unknown> = {
    location: {
      pathname: url.pathname,
      search: url.search,
      origin: url.origin,
      hostname: url.hostname,
    },
    performance: { now: () => 0 },
    localStorage: { getItem: (key: string) => (key === 'CL_TK' ? (token ?? null) : null) },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (then: () => void) => then(),
    __import: (href: string) => {
      steps.push(`import ${href}`)
      return Promise.resolve()
    },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'click') clickListeners.push(listener)
      },
      documentElement: {
        hasAttribute: (name: string) => name in htmlAttributes,
        removeAttribute: (name: string) => {
          delete htmlAttributes[name]
        },
        setAttribute: (name: string, value: string) => {
          htmlAttributes[name] = value
        },
      },
      createElement: element,
      head: {
        appendChild: (link: ReturnType<typeof element>) => {
          links.push(link.attributes)
          steps.push(`${link.attributes.rel} ${link.attributes.href}`)
        },
      },
      querySelectorAll: () =>
        links
          .filter((link) => link.rel === 'preload' && link.as === 'image')
          .map((link) => ({ getAttribute: (name: string) => link[name] ?? null })),
    },
    fetch: (target: URL, init: { headers: Record<string, string> }) => {
      fetched.push({ url: target.href, headers: init.headers })
      steps.push(`fetch ${target.pathname}`)
      if (target.pathname === '/api/flag.do') return Promise.resolve(flag)
      const body =
        target.pathname === '/data/bannerList.json' ? { data: [{ imageUrl: '/b/1.svg' }] } : {}
      return Promise.resolve(Response.json(body))
    },
  }
  // Node cannot import() from a Function's code: the entry's imports are recorded instead
  // (Vitest's transform has renamed it already)
  const script = earlyScript(plan).replace(/[\w$]*import[\w$]*\(href\)/gi, 'win.__import(href)')
  expect(script).toContain('win.__import(href)')
  new Function('window', script)(win)
  // the picture is asked for once the banners' answer is read
  await new Promise((resolve) => setTimeout(resolve, 0))
  return {
    steps,
    htmlAttributes,
    /** A click on a link to `href`, as the browser would dispatch it; whether the app is told to stay away. */
    clickLink: (
      href: string,
      how: { button?: number; ctrlKey?: boolean; target?: string; defaultPrevented?: boolean } = {},
    ) => {
      const at = new URL(href, url)
      const anchor = {
        origin: at.origin,
        pathname: at.pathname,
        search: at.search,
        target: how.target ?? '',
        hasAttribute: () => false,
      }
      const event = {
        target: { closest: () => anchor },
        button: how.button ?? 0,
        ctrlKey: how.ctrlKey ?? false,
        metaKey: false,
        shiftKey: false,
        defaultPrevented: how.defaultPrevented ?? false,
      }
      for (const listener of clickListeners) listener(event)
      const leaving = win[`${earlyAnswersName}Leaving`] === true
      delete win[`${earlyAnswersName}Leaving`]
      return leaving
    },
    /** The app has drawn over the view. */
    appDrew: () => {
      delete htmlAttributes['data-first-view']
    },
    /** Draws a frame: runs what waited for it. */
    drawFrame: () => {
      for (const frame of frames.splice(0)) frame()
    },
    links,
    fetched,
    answers: (win[earlyAnswersName] as { answers?: object } | undefined)?.answers,
    later: win[`${earlyAnswersName}Later`],
  }
}

describe('the early script of index.html', () => {
  it('on the home with a language prefix, starts its code, messages, first calls and first banner', async () => {
    const { links, fetched, answers } = await runScript('http://citytix.test/en_us/Events.html')
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/assets/home-1.js' },
      { rel: 'modulepreload', href: '/assets/messages-abc-en.js' },
      { rel: 'preload', as: 'style', crossorigin: '', href: '/assets/home-1.css' },
      { rel: 'preload', as: 'image', href: '/b/1.svg' },
    ])
    expect(fetched.map((call) => earlyAnswerKey(call.url))).toEqual([
      '/data/list.json?locale=en_US&pageSize=12',
      '/data/bannerList.json?locale=en_US',
      '/api/flag.do?locale=en_US',
      // the extras, once the flag has said no hot event is on
      '/data/news.json?locale=en_US',
      '/api/more.do?locale=en_US',
    ])
    // a data file carries the timestamp the API client adds; every call the site's hostname
    expect(new URL(fetched[1]?.url ?? '').searchParams.get('t')).toMatch(/^\d+$/)
    expect(fetched.every((call) => call.headers['Accept-Domain'] === 'citytix.test')).toBe(true)
    expect(Object.keys(answers ?? {})).toHaveLength(5)
  })

  it('keeps the extras from the start, and during a hot event never asks for them', async () => {
    const { fetched, answers } = await runScript('http://citytix.test/en_us/Events.html', {
      flag: Response.json({ isHotEvent: true }),
    })
    expect(fetched.map((call) => new URL(call.url).pathname)).toEqual([
      '/data/list.json',
      '/data/bannerList.json',
      '/api/flag.do',
    ])
    const kept = answers as Record<string, Promise<Response>>
    await expect(kept['/data/news.json?locale=en_US']).rejects.toThrow('hot event')
  })

  it('asks for the extras when the flag cannot be read, as the loader does', async () => {
    const { fetched, answers } = await runScript('http://citytix.test/en_us/Events.html', {
      flag: new Response('busy', { status: 503 }),
    })
    expect(fetched.map((call) => new URL(call.url).pathname)).toContain('/api/more.do')
    const kept = answers as Record<string, Promise<Response>>
    expect((await kept['/api/more.do?locale=en_US'])?.ok).toBe(true)
  })

  it('also on the language’s root address, in that language', async () => {
    const { fetched } = await runScript('http://citytix.test/zh_hk/')
    expect(fetched.map((call) => new URL(call.url).searchParams.get('locale'))).toEqual(
      Array(5).fill('zh_TW'),
    )
  })

  it('on another page or address starts only what every other page needs first, no call', async () => {
    for (const href of [
      'http://citytix.test/en_us/Help.html',
      'http://citytix.test/Events.html',
      'http://citytix.test/fr_fr/Events.html',
    ]) {
      const { links, fetched } = await runScript(href)
      expect({ href, links, fetched }).toEqual({
        href,
        links: [{ rel: 'modulepreload', href: '/assets/route-imports-1.js' }],
        fetched: [],
      })
    }
  })

  it('does nothing on the home with parameters: its loader asks for what they filter', async () => {
    const { links, fetched } = await runScript('http://citytix.test/en_us/Events.html?category=1')
    expect({ links, fetched }).toEqual({ links: [], fetched: [] })
  })

  it('leaves what the other pages need for after the home is drawn, once', async () => {
    const { later } = await runScript('http://citytix.test/en_us/Events.html')
    expect(later).toEqual(['/assets/route-imports-1.js'])
    const global = globalThis as Record<string, unknown>
    global[`${earlyAnswersName}Later`] = later
    const appended: { rel: string; href: string }[] = []
    const doc = {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    } as unknown as Document
    preloadLater(doc)
    preloadLater(doc)
    expect(appended).toEqual([{ rel: 'modulepreload', href: '/assets/route-imports-1.js' }])
  })

  describe('on a page whose first view the server drew', () => {
    it('asks its calls at once, and starts the code only once the view has been drawn', async () => {
      const { steps, drawFrame } = await runScript('http://citytix.test/en_us/Events.html', {
        firstView: true,
      })
      // nothing but the calls (and the picture they name) compete with the view's pictures
      expect(steps.filter((step) => !step.startsWith('fetch'))).toEqual(['preload /b/1.svg'])
      drawFrame()
      expect(steps.at(-1)).toBe('fetch /api/more.do')
      // the frame that showed it is drawn: the next one starts the code
      drawFrame()
      expect(steps.slice(-5)).toEqual([
        'modulepreload /assets/home-1.js',
        'modulepreload /assets/messages-abc-en.js',
        'preload /assets/home-1.css',
        'import /assets/runtime-1.js',
        'import /assets/startup-1.js',
      ])
    })

    it('keeps the app from starting once a link of the view is followed to another page', async () => {
      const { clickLink, appDrew } = await runScript('http://citytix.test/en_us/Events.html', {
        firstView: true,
      })
      expect(clickLink('/en_us/BuyTickets.html')).toBe(true)
      expect(clickLink('/en_us/Event/8001')).toBe(true)
      // not leaving: the skip link, a new tab or window, another site, a click taken by a script
      expect(clickLink('#main')).toBe(false)
      expect(clickLink('/en_us/Help.html', { ctrlKey: true })).toBe(false)
      expect(clickLink('/en_us/Help.html', { button: 1 })).toBe(false)
      expect(clickLink('/en_us/Help.html', { target: '_blank' })).toBe(false)
      expect(clickLink('https://elsewhere.test/')).toBe(false)
      expect(clickLink('/en_us/Help.html', { defaultPrevented: true })).toBe(false)
      // once the app has drawn, its links are its own
      appDrew()
      expect(clickLink('/en_us/BuyTickets.html')).toBe(false)
    })

    it("hides a member's page until the app draws it, and starts the code at once", async () => {
      const { steps, htmlAttributes, fetched } = await runScript(
        'http://citytix.test/en_us/Events.html',
        { firstView: true, token: 'abc' },
      )
      expect(htmlAttributes['data-first-view']).toBe('member')
      expect(steps).toContain('import /assets/startup-1.js')
      expect(fetched).toEqual([])
    })

    it('starts the code at once in a tab in the background (it draws no frame)', async () => {
      const { steps } = await runScript('http://citytix.test/zh_hk/', {
        firstView: true,
        hidden: true,
      })
      expect(steps).toContain('import /assets/startup-1.js')
    })
  })

  it('for a member, starts the code but no call (theirs carry the session token)', async () => {
    const { links, fetched } = await runScript('http://citytix.test/en_us/Events.html', {
      token: 'abc',
    })
    expect(links.map((link) => link.href)).toContain('/assets/home-1.js')
    expect(fetched).toEqual([])
  })
})

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[earlyAnswersName]
  })

  const keep = (answers: Record<string, Promise<Response>>, at = performance.now()) => {
    ;(globalThis as Record<string, unknown>)[earlyAnswersName] = { at, answers }
  }

  it('gives the answer to the same call once, whatever its timestamp and parameter order', async () => {
    const answer = Promise.resolve(Response.json({ data: [] }))
    keep({ [earlyAnswerKey('http://x.test/data/list.json?pageSize=12&locale=en_US&t=1')]: answer })
    const request = new Request('http://x.test/data/list.json?locale=en_US&pageSize=12&t=99')
    expect(takeEarlyAnswer(request)).toBe(answer)
    expect(takeEarlyAnswer(request)).toBeUndefined()
  })

  it('never for another call, a member’s call, a late one, or when there are none', () => {
    const key = earlyAnswerKey('http://x.test/api/flag.do?locale=en_US')
    const answer = Promise.resolve(Response.json({}))
    expect(takeEarlyAnswer(new Request('http://x.test/api/flag.do?locale=en_US'))).toBeUndefined()
    keep({ [key]: answer })
    expect(takeEarlyAnswer(new Request('http://x.test/api/flag.do?locale=zh_TW'))).toBeUndefined()
    const withToken = new Request('http://x.test/api/flag.do?locale=en_US', {
      headers: { Authorization: 'Bearer abc' },
    })
    expect(takeEarlyAnswer(withToken)).toBeUndefined()
    keep({ [key]: answer }, performance.now() - 60_000)
    expect(takeEarlyAnswer(new Request('http://x.test/api/flag.do?locale=en_US'))).toBeUndefined()
  })
})

describe('the home’s early calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  /** The plain home's address; the calls (keys) asked for there, each answered. */
  function stubPage(hot = false) {
    vi.stubGlobal('location', {
      origin: 'http://citytix.test',
      hostname: 'citytix.test',
      pathname: '/en_us/Events.html',
      search: '',
    })
    const asked: string[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(earlyAnswerKey(request.url))
      return Response.json(
        request.url.includes('is_hot_event') ? { isHotEvent: hot } : { data: [] },
      )
    })
    return asked
  }

  /** The calls (keys) the loader makes for the plain home, on a hot or an ordinary day. */
  async function loaderCalls(hot: boolean) {
    const asked = stubPage(hot)
    const { QueryClient } = await import('@tanstack/react-query')
    const { loadHome } = await import('../features/events/homeQueries')
    await loadHome(new QueryClient(), {}, true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    return asked.sort()
  }

  const keys = (calls: string[]) =>
    calls.map((call) => {
      const url = new URL(call, 'http://citytix.test')
      url.searchParams.set('locale', 'en_US')
      return earlyAnswerKey(url.href)
    })

  it('are the calls its loader makes first during a hot event, and the token key is the app’s', async () => {
    const { homeEarlyCalls, homeEarlyHotFlag, homeEarlyPicture, homeEarlyTokenKey } = await import(
      '../../contract/homeEarlyCalls'
    )
    const { loginStorageKeys } = await import('../auth/auth')
    expect(await loaderCalls(true)).toEqual(keys(homeEarlyCalls).sort())
    expect(homeEarlyCalls).toContain(homeEarlyPicture)
    expect(homeEarlyCalls).toContain(homeEarlyHotFlag)
    expect(homeEarlyTokenKey).toBe(loginStorageKeys.token)
  })

  it('with the extras, are every call its loader makes on an ordinary day', async () => {
    const { homeEarlyCalls, homeEarlyExtras } = await import('../../contract/homeEarlyCalls')
    expect(await loaderCalls(false)).toEqual(keys([...homeEarlyCalls, ...homeEarlyExtras]).sort())
  })

  it('and the site’s start-up call is the one the site asks for on every page', async () => {
    const asked = stubPage()
    const { configQuery } = await import('../api/queries')
    const { siteEarlyCalls } = await import('../../contract/homeEarlyCalls')
    const { queryFn } = configQuery()
    await (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    })
    expect(asked).toEqual(keys(siteEarlyCalls))
  })
})
