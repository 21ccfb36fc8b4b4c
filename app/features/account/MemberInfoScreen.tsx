import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { memberInfoQuery } from '../../api/queries'
import { SocialButtons, useProviderNames } from '../login/SocialSignIn'
import type { SocialProvider } from '../login/socialSignIn'
import { useSocialSignIn } from '../login/useSocialSignIn'
import { usePageInfo } from '../shell/usePageInfo'
import { ChangePasswordForm } from './ChangePasswordForm'
import { MemberDetailsForm } from './MemberDetailsForm'

/**
 * Member information (spec §2, §3): the member's details, gender and event card layout, the
 * password, and linking the site's social sign-ins. The route loads the member's information.
 */
export function MemberInfoScreen({ linked }: { linked?: SocialProvider }) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(memberInfoQuery())
  const names = useProviderNames()
  const social = useSocialSignIn({ onLoggedIn: () => undefined })
  const linkedName = linked ? names[linked] : ''
  return (
    <Stack gap="xl" maxWidth="large">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {linked && (
        <Callout role="status" tone="info">
          {t`${linkedName} is now linked: you can log in with it.`}
        </Callout>
      )}
      <MemberDetailsForm info={data} />
      <ChangePasswordForm />
      <SocialButtons
        heading={t`Log in with other accounts`}
        level={2}
        label={(name) => t`Link ${name}`}
        onChoose={(provider) => social.start(provider, 'link', '/Member/MemberInfo.html')}
        busy={social.busy}
        failure={social.failure}
      />
    </Stack>
  )
}
