import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../design-system/tokens/global.css'
import { resolveLocale } from '../domain/language'
import { App } from './App'
import { startHref, startLocaleSources } from './i18n/startLocale'
import { followLocaleInUrl, showLocale } from './i18n/switchLocale'
import { createAppRouter } from './router'
import { restoreSession, saveSessionWhenPageIsLeft } from './session/session'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// Start-up (spec §4): the login state of the last visit comes back; the language is resolved
// from the address, cookies and browser, and the address rewritten to /{lang}/path before the
// router reads it. The site frame then asks for the hot-event flag (useSiteStart).
const queryClient = new QueryClient()
restoreSession()
saveSessionWhenPageIsLeft()

const locale = resolveLocale(startLocaleSources(location, document.cookie, navigator.languages))
const opened = startHref(location.href, locale)
if (opened !== `${location.pathname}${location.search}${location.hash}`) {
  history.replaceState(history.state, '', opened)
}
await showLocale(locale)

const router = createAppRouter(queryClient)
followLocaleInUrl(router)
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
)
