import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loginDomainRedirect } from '../../domain/domainRules'
import { addressesQuery, socialLoginProvidersQuery } from '../api/queries'
import { LoginScreen } from '../features/login/LoginScreen'
import { loginPageSearchSchema } from '../features/login/loginSearch'

export const Route = createFileRoute('/Login.html')({
  validateSearch: loginPageSearchSchema,
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
  loaderDeps: ({ search }) => ({ mode: search.mode }),
  // what the page may need starts loading with it; the forms draw without waiting for it
  loader: ({ context, deps }) => {
    context.queryClient.prefetchQuery(socialLoginProvidersQuery()).catch(() => undefined)
    if (deps.mode === 'register') {
      context.queryClient.prefetchQuery(addressesQuery()).catch(() => undefined)
    }
  },
  staticData: {
    page: {
      title: msg`Member login`,
      description: msg`Log in to Citytix with your email and password, a one-time password, or Facebook, Google, Apple or WeChat.`,
    },
  },
  component: function Login() {
    const search = useSearch({ from: '/Login.html' })
    const navigate = useNavigate({ from: '/Login.html' })
    const onChoose = useCallback(
      (choice: { mode?: 'login' | 'register'; method?: 'password' | 'otp' }) => {
        navigate({
          // a provider's answer is used once: it leaves the address with any choice
          search: ({ code: _code, state: _state, error: _error, ...kept }) => ({
            ...kept,
            ...choice,
          }),
          replace: true,
        }).catch(() => undefined)
      },
      [navigate],
    )
    return (
      <LoginScreen
        search={search}
        onChoose={onChoose}
        onLoggedIn={(targetUrl) => {
          navigate({ href: targetUrl ?? '/Events.html', replace: true }).catch(() => undefined)
        }}
        onLinked={(pending) => {
          navigate({
            to: '/Member/MemberInfo.html',
            search: { linked: pending.provider },
            replace: true,
          }).catch(() => undefined)
        }}
      />
    )
  },
})
