import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '@design-system/tokens/global.css'
import { firstViewAttribute } from '../contract/firstView'
import { resolveLocale } from '../domain/language'
import { loadLocale } from '../locales/app/load'
import { startupMessages } from '../locales/app/startupMessages'
import { App } from './App'
import { createFailureOutlet } from './api/failures'
import { configQuery } from './api/queries'
import { createQueryClient } from './api/queryClient'
import { auth } from './auth/auth'
import { startHref, startLocaleSources } from './i18n/startLocale'
import { followLocaleInUrl, showLocale } from './i18n/switchLocale'
import { createAppRouter } from './router'
import { withChunkTimeout } from './startup/chunkTimeout'
import { leavingFirstView } from './startup/earlyAnswers'
import { fetchesSettled } from './startup/fetchesSettled'
import { isVisitorsFirstView, reportHydrationProblem } from './startup/firstViewTakeover'
import { preloadPageCode } from './startup/preloadPageCode'
import { StartupError } from './startup/StartupError'
import { warmFormatsSoon } from './startup/warmFormats'

/** How long the app waits for the page's other answers before drawing over a first view. */
const firstViewWaitMs = 2_000
/** ...and for its page at all: past this it draws whatever it has (a page that moved, say). */
const firstViewMostMs = 5_000

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// Start-up (spec §4): the language is resolved from the address, cookies and browser, and the
// address rewritten to /{lang}/path before the router reads it. The language's messages are
// asked for at once and download while the router loads the opened page's code (which brings
// the page's own messages, locales/app/load.ts); the page renders when both are in. The login
// state of the last visit is the stored token (app/auth).
const locale = resolveLocale(startLocaleSources(location, document.cookie, navigator.languages))
const messages = withChunkTimeout(loadLocale(locale))
const opened = startHref(location.href, locale)
if (!leavingFirstView() && opened !== `${location.pathname}${location.search}${location.hash}`) {
  history.replaceState(history.state, '', opened)
}

// The router and the page's loading start in a task of their own, right after this one: the
// entry's modules are a long task to evaluate already, and a phone counts the excess of each
// long task over 50 ms as blocking time. The messages are already on their way.
setTimeout(() => start(root), 0)

function start(root: HTMLElement) {
  // a link of the server's first view was followed: starting (the router's history) would
  // cancel the visitor's navigation to it
  if (leavingFirstView()) return
  const failures = createFailureOutlet()
  const queryClient = createQueryClient(failures.report)
  const router = createAppRouter({ queryClient, auth })
  followLocaleInUrl(router)
  const pageCode = preloadPageCode(router)
  // The server's first view of the page is on screen (app/ssr): the app draws over it with the
  // page loaded (its data and the site's config in), not with a skeleton, and with nothing left
  // to load once mounted: an answer arriving after would draw the whole page again, in one long
  // task, while the visitor can already see it and wants to use it.
  const pageReady = document.documentElement.hasAttribute(firstViewAttribute)
    ? Promise.race([
        pageCode
          .then(() => Promise.all([router.load(), queryClient.prefetchQuery(configQuery())]))
          .then(() => fetchesSettled(queryClient, firstViewWaitMs))
          .catch(() => undefined),
        // a redirect's load ends only once the router is drawn: never wait for it forever
        new Promise((resolve) => setTimeout(resolve, firstViewMostMs)),
      ])
    : pageCode
  warmFormatsSoon(locale)

  // not a top-level await: the page's chunks import from the entry's shared code, whose
  // evaluation must finish before they can run (scripts/vite-startup-chunk.ts)
  Promise.all([showLocale(locale, messages), pageReady]).then(
    () => {
      const app = (
        <StrictMode>
          <App queryClient={queryClient} router={router} failures={failures} />
        </StrictMode>
      )
      // A visitor's first view is the app's own drawing with the same answers: the app takes
      // it over as it is (hydration, in short slices) instead of building the page again, and
      // a tap meanwhile is not lost. A member's view is a visitor's, so theirs is drawn anew.
      if (isVisitorsFirstView()) {
        // the router draws as it drew on the server (no suspense boundary around the page),
        // as TanStack Router's own hydration sets it (router-core's hydrate)
        router.ssr = { manifest: undefined }
        // in a transition: hydration outside one is one blocking task (React hydrates the
        // default lane without yielding); inside, it yields every few milliseconds
        startTransition(() => {
          hydrateRoot(root, app, { onRecoverableError: reportHydrationProblem })
        })
        return
      }
      // a transition: the first drawing of the page is done in short slices, so the browser
      // stays free to answer a tap (total blocking time) instead of one long task
      startTransition(() => {
        createRoot(root).render(app)
      })
    },
    () => {
      // the messages did not arrive: say so in the visitor's language rather than show nothing
      i18n.load(locale, startupMessages[locale])
      i18n.activate(locale)
      createRoot(root).render(
        <I18nProvider i18n={i18n}>
          <StartupError />
        </I18nProvider>,
      )
    },
  )
}
