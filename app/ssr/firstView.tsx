// The events home's first view, drawn by the server (server/http/firstViewPage.ts): the same
// components the app renders first, as HTML, from the answers the server itself holds. The
// visitor sees the page before any script has arrived; the app, once it starts, takes it over
// as it is (hydration, app/main.tsx): what is drawn here is what the app's first drawing with the
// same answers would be (docs/decisions/0007-first-view.md).
import { i18n, type Messages } from '@lingui/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { catalogs as en } from '../../locales/app/en'
import { catalogs as zhHans } from '../../locales/app/zh-Hans'
import { catalogs as zhHant } from '../../locales/app/zh-Hant'
import { App } from '../App'
import { sendCallsWith } from '../api/client'
import { createFailureOutlet } from '../api/failures'
import { createQueryClient } from '../api/queryClient'
import { createAuth } from '../auth/auth'
import { setCurrentLocale } from '../i18n/currentLocale'
import { createAppRouter } from '../router'
import { fetchesSettled } from '../startup/fetchesSettled'

const wholeCatalog = (catalogs: Record<string, Messages>): Messages =>
  Object.assign({}, ...Object.values(catalogs))
i18n.load({
  en: wholeCatalog(en),
  'zh-Hans': wholeCatalog(zhHans),
  'zh-Hant': wholeCatalog(zhHant),
})

/** How the app's calls reach the server drawing the view: a request in, an answer out. */
export type AnswerCall = (request: Request) => Promise<Response>

export interface FirstView {
  /** The page's HTML, for inside #root. */
  html: string
  locale: Locale
}

// One drawing at a time: Lingui's active language is global, and a drawing's calls are made
// in it (the API client's locale) while another's would be loading.
let queue: Promise<unknown> = Promise.resolve()
const drawingMaxMs = 5_000

/**
 * The first view of `path` (a page address with its language prefix), as a visitor sees it;
 * undefined when the page could not be drawn (the app then draws it as it always has).
 */
export function drawFirstView(path: string, answer: AnswerCall): Promise<FirstView | undefined> {
  const drawing = queue.then(() => draw(path, answer))
  // a drawing that never ends holds the next ones back no longer than this
  const givenUp = new Promise((resolve) => setTimeout(resolve, drawingMaxMs))
  queue = Promise.race([drawing, givenUp]).catch(() => undefined)
  return drawing
}

async function draw(path: string, answer: AnswerCall): Promise<FirstView | undefined> {
  const { locale } = splitLocalePath(path)
  if (!locale) return undefined
  i18n.activate(locale)
  // the router's links take their prefix from it; there is no <html> to mirror it on here
  setCurrentLocale(locale, { documentElement: {} } as Document)
  sendCallsWith(answer)
  const failures = createFailureOutlet()
  let failed = false
  const queryClient = createQueryClient(() => {
    failed = true
  })
  // a visitor: nothing is stored on the server's side
  const auth = createAuth(() => undefined)
  const router = createAppRouter(
    { queryClient, auth },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  )
  await router.load()
  // the calls the page makes beside its loader's (categories, the parts below the list): their
  // parts are drawn too, not as skeletons; in-process, they take milliseconds
  await fetchesSettled(queryClient, 1_000)
  // a page that failed to load or moved elsewhere is the app's to show
  const { matches, location } = router.state
  if (
    failed ||
    location.publicHref !== path ||
    matches.some((match) => match.status !== 'success')
  ) {
    return undefined
  }
  try {
    return {
      html: renderToString(<App queryClient={queryClient} router={router} failures={failures} />),
      locale,
    }
  } finally {
    queryClient.clear()
  }
}
