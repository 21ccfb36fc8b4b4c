import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import type { Schemas } from '../../api/queries'
import { useAccountCalls } from '../account/accountCalls'
import {
  type PendingSignIn,
  rememberSignIn,
  type SocialProvider,
  signInWithApplePopup,
  takeSignIn,
} from './socialSignIn'

type LoginResult = Schemas['LoginResult']

/**
 * Starting a social sign-in (or a link) and finishing the one the provider sent back. Every
 * failure reads as the catalogue's "something went wrong authenticating…" (spec §8).
 */
export function useSocialSignIn({
  answer = {},
  onLoggedIn,
  onLinked,
}: {
  /** The provider's answer on /Login.html (`code` and `state`, or `error`): finished once. */
  answer?: { code?: string; state?: string; error?: string }
  onLoggedIn: (result: LoginResult, pending: PendingSignIn) => void
  onLinked?: (pending: PendingSignIn) => void
}) {
  const { i18n } = useLingui()
  const calls = useAccountCalls()
  const quiet = { meta: { quiet: true } } as const
  const startLogin = useMutation({ ...calls.startSocialLogin, ...quiet })
  const startLink = useMutation({ ...calls.startSocialLink, ...quiet })
  const google = useMutation({ ...calls.loginWithGoogle, ...quiet })
  const facebook = useMutation({ ...calls.loginWithFacebook, ...quiet })
  const wechat = useMutation({ ...calls.loginWithWechat, ...quiet })
  const apple = useMutation({ ...calls.loginWithApple, ...quiet })
  const link = useMutation({ ...calls.linkSocialLogin, ...quiet })
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<SocialProvider>()
  const logins = { google, facebook, wechat, apple }

  const fail = () => {
    setFailed(true)
    setBusy(undefined)
  }

  /** Sends the visitor to the provider (Apple: a popup) to log in or link. */
  const start = async (
    provider: SocialProvider,
    purpose: PendingSignIn['purpose'],
    targetUrl?: string,
  ) => {
    setFailed(false)
    setBusy(provider)
    try {
      const started = await (purpose === 'login' ? startLogin : startLink).mutateAsync(provider)
      const pending: PendingSignIn = { provider, state: started.state, purpose, targetUrl }
      if (provider === 'apple' && purpose === 'login') {
        const answer = await signInWithApplePopup(started.authorizationUrl)
        if (answer.state !== started.state) return fail()
        onLoggedIn(await apple.mutateAsync(answer), pending)
        return
      }
      rememberSignIn(pending)
      window.location.assign(started.authorizationUrl)
    } catch {
      fail()
    }
  }

  const handled = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: an answer is finished once, when the page opens with it
  useEffect(() => {
    if (handled.current || !(answer.code || answer.error)) return
    handled.current = true
    const pending = takeSignIn(answer.state)
    if (!pending || !answer.code || !answer.state || answer.error) return fail()
    const body = { code: answer.code, state: answer.state }
    setBusy(pending.provider)
    if (pending.purpose === 'link') {
      link
        .mutateAsync({ provider: pending.provider, ...body })
        .then(() => onLinked?.(pending), fail)
      return
    }
    // Apple answers its popup, never this page
    if (pending.provider === 'apple') return fail()
    logins[pending.provider].mutateAsync(body).then((result) => onLoggedIn(result, pending), fail)
  }, [])

  return {
    start,
    /** A provider's answer is being finished. */
    finishing: Boolean(answer.code) && busy !== undefined,
    /** Which provider is under way (its button shows a spinner). */
    busy,
    failure: failed ? i18n._(errorMessages.SOCIAL_LOGIN_FAILED) : undefined,
  }
}
