import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Inline, Stack } from '@design-system/layout'
import { Tabs } from '@design-system/Tabs'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { errorMessages } from '../../../domain/errors'
import type { Schemas } from '../../api/queries'
import { auth } from '../../auth/auth'
import { RegisterForm } from '../account/RegisterForm'
import { usePageInfo } from '../shell/usePageInfo'
import type { LoginMethod, LoginMode, LoginPageSearch } from './loginSearch'
import { OtpLoginForm } from './OtpLoginForm'
import { PasswordLoginForm } from './PasswordLoginForm'
import { SocialButtons } from './SocialSignIn'
import type { PendingSignIn } from './socialSignIn'
import { useSocialSignIn } from './useSocialSignIn'
import { WelcomeDialog } from './WelcomeDialog'

export interface LoginScreenProps {
  search: LoginPageSearch
  /** Opens another part or way of logging in (kept in the address). */
  onChoose: (choice: { mode?: LoginMode; method?: LoginMethod }) => void
  /** A login finished: go on to the page asked for (`targetUrl`) or the home page. */
  onLoggedIn: (targetUrl: string | undefined) => void
  /** A provider was linked to the member (they go back to member info). */
  onLinked: (pending: PendingSignIn) => void
  /** The clock (stories pass a fixed one). */
  now?: () => number
}

/**
 * Member login (spec §2, §4): email or login ID with a password, a one-time password by
 * email, or the configured social sign-ins; registration beside it (Register.html opens it).
 * A visitor sent here from a member page reads "Please login first" and lands back there.
 */
export function LoginScreen({ search, onChoose, onLoggedIn, onLinked, now }: LoginScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const session = useSyncExternalStore(auth.subscribe, auth.state)
  const [welcome, setWelcome] = useState<string>()
  const { targetUrl } = search
  const social = useSocialSignIn({
    answer: search,
    onLoggedIn: (_result, pending) => onLoggedIn(pending.targetUrl),
    onLinked,
  })
  const loggedInWithOtp = (result: Schemas['LoginResult']) => {
    // going somewhere: straight on; otherwise the welcome of spec §4
    if (targetUrl) onLoggedIn(targetUrl)
    else setWelcome(result.member.displayName)
  }
  // a refused answer leaves the address: a reload must not try it again
  const answered = Boolean(search.code || search.error)
  useEffect(() => {
    if (social.failure && answered) onChoose({})
  }, [social.failure, answered, onChoose])
  const mode = search.mode ?? 'login'
  const method = search.method ?? 'password'

  const heading = info && <Heading level={1}>{i18n._(info.title)}</Heading>
  const welcomeDialog = (
    <WelcomeDialog
      name={welcome ?? ''}
      open={welcome !== undefined}
      onOpenChange={(open) => !open && setWelcome(undefined)}
    />
  )

  if (session.isLogin && !social.finishing) {
    return (
      <Stack gap="xl" maxWidth="large">
        {heading}
        <Text role="status">{t`You are logged in as ${session.welcome}.`}</Text>
        <Inline gap="lg">
          <ButtonLink href="/Events.html" variant="primary">
            {t`Browse events`}
          </ButtonLink>
          <ButtonLink href="/Member/MemberInfo.html" variant="secondary">
            {t`Member information`}
          </ButtonLink>
          <Link href="/Logout.html" variant="standalone">
            {t`Log out`}
          </Link>
        </Inline>
        {welcomeDialog}
      </Stack>
    )
  }

  const loginPanel = (
    <Stack gap="xl">
      <Heading level={2} size="lg">{t`Log in to Citytix`}</Heading>
      <Tabs
        label={t`Way to log in`}
        value={method}
        onValueChange={(next) => onChoose({ method: next as LoginMethod })}
        items={[
          {
            value: 'password',
            label: t`Email and password`,
            content: <PasswordLoginForm onLoggedIn={() => onLoggedIn(targetUrl)} />,
          },
          {
            value: 'otp',
            label: t`One-time password`,
            content: <OtpLoginForm onLoggedIn={loggedInWithOtp} now={now} />,
          },
        ]}
      />
      <SocialButtons
        heading={t`Or log in with`}
        label={(name) => t`Log in with ${name}`}
        onChoose={(provider) => social.start(provider, 'login', targetUrl)}
        busy={social.busy}
        failure={social.failure}
      />
      <Stack gap="sm" align="start">
        <Text>{t`New to Citytix?`}</Text>
        <Button variant="secondary" onClick={() => onChoose({ mode: 'register' })}>
          {t`Register now`}
        </Button>
      </Stack>
    </Stack>
  )

  return (
    <Stack gap="xl" maxWidth="large">
      {heading}
      {targetUrl && <Callout tone="info">{i18n._(errorMessages.LOGIN_REQUIRED)}</Callout>}
      <Tabs
        label={t`Log in or register`}
        value={mode}
        onValueChange={(next) => onChoose({ mode: next as LoginMode })}
        items={[
          { value: 'login', label: t`Log in`, content: loginPanel },
          { value: 'register', label: t`Register`, content: <RegisterForm /> },
        ]}
      />
      {welcomeDialog}
    </Stack>
  )
}
