import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { List } from '@design-system/List'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/** After unsubscribing: it is done, and where to go from here. */
export function UnsubscribeSuccessScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <Callout tone="success" title={t`You have unsubscribed from the newsletter.`}>
        <Text>
          {t`We will send no more newsletters to this address. Emails about your purchases and your account still come as usual.`}
        </Text>
      </Callout>
      <List gap="md">
        <li>
          <Link href="/Newsletter.html">{t`Changed your mind? Subscribe again`}</Link>
        </li>
        <li>
          <Link href="/Events.html">{t`Browse events`}</Link>
        </li>
      </List>
    </Stack>
  )
}
