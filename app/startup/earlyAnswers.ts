// The events home's first downloads, started by an inline script in index.html while the entry
// downloads (scripts/vite-home-preload.ts writes it): the home's code and its language's start
// messages (modulepreload), and the calls its loader waits for, whose answers the API client
// takes instead of asking again (takeEarlyAnswer). Without it they all wait for the entry's
// evaluation, one round trip after it. Only on the home's address with a language prefix and no
// parameters, and only for a visitor (a member's calls carry the session token). On any other
// address it modulepreloads what every other page needs before its own code (`elsewhere`: the
// lazy routes' imports, scripts/vite-route-imports.ts); the home asks for that after its first
// paint (preloadLater).

/** What the inline script starts; from the build (chunk names) and the app (calls). */
export interface EarlyPlan {
  /** The home's addresses; group 1 is the language's path segment (`en_us`). */
  page: string
  /** Per path segment: the API's locale and the start messages' chunk. */
  locales: Record<string, { api: string; messages: string }>
  /** The home's chunks (modulepreload) and stylesheets (preload). */
  modules: string[]
  styles: string[]
  /** Chunks every other page needs first (modulepreload there, after the home's first paint). */
  elsewhere: string[]
  /** The calls the home's loader and the site's start make first (homeEarlyCalls.ts). */
  calls: string[]
  /** The call among `calls` whose answer says whether a hot event is on (`isHotEvent`). */
  hotFlag: string
  /** The calls the home's loader makes next, on an ordinary day: asked once the flag says so. */
  extras: string[]
  /** The call whose first `data` entry's `imageUrl` is the page's largest picture. */
  picture: string
  /** Where the session token is stored (a member: no calls are started). */
  tokenKey: string
  /**
   * The entry's module scripts. A page whose first view the server drew (`data-first-view` on
   * <html>, server/http/firstViewPage.ts) comes without their tags: this script imports them.
   */
  entry: string[]
  /** The attribute that says so (contract/firstView.ts). */
  firstView: string
}

/** Early answers kept on `window` under this name, by key (earlyAnswerKey). */
export const earlyAnswersName = '__citytixEarlyAnswers'
/** An answer not taken by then is left alone (the page has moved on; it may be stale). */
const earlyAnswerMaxAgeMs = 15_000

/**
 * A call's key: its path and parameters without the `t` timestamp, sorted. Serialised into the
 * inline script with Function.prototype.toString, so it must not close over anything.
 */
export function earlyAnswerKey(href: string): string {
  const url = new URL(href)
  const params: string[] = []
  url.searchParams.forEach((value, name) => {
    if (name !== 't') params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  })
  return `${url.pathname}?${params.sort().join('&')}`
}

/**
 * The inline script's body. Serialised with Function.prototype.toString: it must not close over
 * anything and gets its data and helpers as arguments.
 */
function startEarly(
  win: Window & Record<string, unknown>,
  keyOf: (href: string) => string,
  plan: EarlyPlan,
  name: string,
) {
  const location = win.location
  const doc = win.document
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link')
    element.rel = rel
    if (as) element.as = as
    // a stylesheet as the bundler's loader will ask for it (CORS), or the preload is not used
    if (as === 'style') element.crossOrigin = ''
    element.href = href
    doc.head.appendChild(element)
  }
  const match = new RegExp(plan.page).exec(location.pathname)
  if (!match) {
    for (const href of plan.elsewhere) link('modulepreload', href)
    return
  }
  win[`${name}Later`] = plan.elsewhere
  const language = plan.locales[match[1] ?? '']
  const html = doc.documentElement
  let member: boolean
  try {
    member = Boolean(win.localStorage.getItem(plan.tokenKey))
  } catch {
    // no storage: no early calls, as for a member
    member = true
  }
  const home = language && !location.search ? language : undefined
  const preloadCode = () => {
    if (!home) return
    for (const href of [...plan.modules, home.messages]) link('modulepreload', href)
    for (const href of plan.styles) link('preload', href, 'style')
  }
  if (home && !member) askEarly(home.api)
  // The server drew a visitor's first view and left the entry's script tags out: no code
  // downloads beside the page's pictures until it has been shown; then the app starts. A
  // member's page is hidden until the app draws it (their header is not a visitor's).
  if (html.hasAttribute(plan.firstView)) {
    const start = () => {
      preloadCode()
      // a failed download leaves the first view, whose links still work
      for (const href of plan.entry) import(href).catch(() => undefined)
    }
    if (member) html.setAttribute(plan.firstView, 'member')
    // A link of the view followed before the app has drawn: the browser loads that page, and
    // the app must not start meanwhile (a history change, which it makes when it starts, would
    // cancel the visitor's navigation). The app reads this (leavingFirstView).
    doc.addEventListener(
      'click',
      (event) => {
        const anchor = (event.target as Element | null)?.closest?.('a[href]') as
          | HTMLAnchorElement
          | null
          | undefined
        if (!anchor || event.defaultPrevented || !html.hasAttribute(plan.firstView)) return
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== location.origin) {
          return
        }
        // a place on this page (the skip link) is not leaving it
        if (anchor.pathname === location.pathname && anchor.search === location.search) return
        win[`${name}Leaving`] = true
      },
      true,
    )
    // after the frame that shows it: the second animation frame comes once the first is drawn
    if (member || doc.visibilityState !== 'visible') start()
    else win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)))
    return
  }
  preloadCode()

  function askEarly(api: string) {
    const answers: Record<string, Promise<Response>> = {}
    const address = (call: string) => {
      const url = new URL(call, location.origin)
      if (url.pathname.endsWith('.json')) url.searchParams.set('t', String(Date.now()))
      url.searchParams.set('locale', api)
      return url
    }
    const ask = (url: URL) => {
      const answer = win.fetch(url, { headers: { 'Accept-Domain': location.hostname } })
      // a failure is the API client's to report, when it takes the answer
      answer.catch(() => undefined)
      return answer
    }
    let ordinaryDay: Promise<boolean> = Promise.resolve(false)
    for (const call of plan.calls) {
      const url = address(call)
      const answer = ask(url)
      answers[keyOf(url.href)] = answer
      if (call === plan.hotFlag) {
        // read before the API client reads the answer; a flag that cannot be read counts as an
        // ordinary day, as the loader counts it
        ordinaryDay = answer
          .then((response) => response.clone().json())
          .then(
            (flag) => !flag?.isHotEvent,
            () => true,
          )
      }
      if (call === plan.picture) {
        answer
          .then((response) => (response.ok ? response.clone().json() : undefined))
          .then((body) => {
            const src = body?.data?.[0]?.imageUrl
            if (typeof src !== 'string') return
            // the app's loader or the first view may have asked for it first
            // (app/features/events/preloadImage.ts)
            for (const asked of doc.querySelectorAll('link[rel="preload"][as="image"]')) {
              if (asked.getAttribute('href') === src) return
            }
            link('preload', src, 'image')
          })
          .catch(() => undefined)
      }
    }
    // kept at once, so the loader never asks twice; during a hot event nobody takes them
    for (const call of plan.extras) {
      const url = address(call)
      const answer = ordinaryDay.then((ordinary) =>
        ordinary ? ask(url) : Promise.reject(new Error('a hot event: not asked')),
      )
      answer.catch(() => undefined)
      answers[keyOf(url.href)] = answer
    }
    win[name] = { at: win.performance.now(), answers }
  }
}

/** The inline script's source text, with its data. */
export function earlyScript(plan: EarlyPlan): string {
  const args = [earlyAnswerKey.toString(), JSON.stringify(plan), JSON.stringify(earlyAnswersName)]
  return `(${startEarly.toString()})(window,${args.join(',')})`
}

/**
 * A visitor followed a link of the first view the server drew before the app started
 * (startEarly): the browser is loading that page, and the app must not start.
 */
export function leavingFirstView(): boolean {
  return (globalThis as Record<string, unknown>)[`${earlyAnswersName}Leaving`] === true
}

/**
 * On the events home, once it has been drawn: starts the chunks every other page needs first
 * (the plan's `elsewhere`), so a link followed later does not wait for them. Once.
 */
export function preloadLater(doc: Document = document): void {
  const global = globalThis as Record<string, unknown>
  const later = global[`${earlyAnswersName}Later`] as string[] | undefined
  delete global[`${earlyAnswersName}Later`]
  for (const href of later ?? []) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    doc.head.append(link)
  }
}

type EarlyAnswers = { at: number; answers: Record<string, Promise<Response> | undefined> }

/**
 * The answer the inline script already asked for `request`, once; undefined when there is none
 * (another page, a member, a call it did not make, or one taken already).
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[earlyAnswersName] as
    | EarlyAnswers
    | undefined
  if (!early || request.method !== 'GET' || request.headers.has('Authorization')) return undefined
  if (performance.now() - early.at > earlyAnswerMaxAgeMs) return undefined
  const key = earlyAnswerKey(request.url)
  const answer = early.answers[key]
  if (answer) delete early.answers[key]
  return answer
}
