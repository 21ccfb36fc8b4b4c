import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginSearchSchema } from '../auth/targetUrl'
import { PageScreen } from '../features/shell/PageScreen'
import { loginDomainRedirect } from '../site/domainRules'

export const Route = createFileRoute('/Login.html')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search, location }) => {
    // Spec §2: on a China domain variant the login page moves to the Hong Kong domain (also
    // when reached by a link inside the app, so the address is the one being opened).
    const elsewhere = loginDomainRedirect(new URL(location.publicHref, window.location.origin).href)
    if (elsewhere) throw redirect({ href: elsewhere, reloadDocument: true })
    // A member who is logged in lands on the page they asked for; every login path ends here,
    // as a login makes the router run this again.
    if (context.auth.isLoggedIn() && search.targetUrl) {
      throw redirect({ href: search.targetUrl, replace: true })
    }
  },
  staticData: {
    page: {
      title: msg`Member login`,
      description: msg`Log in to Citytix with your email and password, a one-time password, or Facebook, Google, Apple or WeChat.`,
    },
  },
  component: PageScreen,
})
