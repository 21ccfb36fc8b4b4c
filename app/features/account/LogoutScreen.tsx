import { ButtonLink } from '@design-system/ButtonLink'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Inline, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/** After logging out: said plainly, with the way back in and on. */
export function LogoutScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl" maxWidth="large">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <Text>
        {t`You have logged out of Citytix. Your member details are no longer shown on this device.`}
      </Text>
      <Inline gap="lg">
        <ButtonLink href="/Login.html" variant="primary">
          {t`Log in again`}
        </ButtonLink>
        <Link href="/Events.html" variant="standalone">
          {t`Browse events`}
        </Link>
      </Inline>
    </Stack>
  )
}
