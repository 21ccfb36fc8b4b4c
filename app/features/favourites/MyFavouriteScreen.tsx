import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { favouritesQuery } from '../../api/queries'
import { EventGrid } from '../events/EventGrid'
import { usePageInfo } from '../shell/usePageInfo'

/**
 * The events the member keeps as favourites (spec §1), most recently added first, as event
 * cards; pressing a card's heart takes it off the list.
 */
export function MyFavouriteScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(favouritesQuery())
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {data.data.length === 0 ? (
        <EmptyState
          title={t`You have no favourites yet`}
          hint={t`Press the heart on an event to keep it here.`}
          action={<ButtonLink href="/Events.html">{t`Browse events`}</ButtonLink>}
        />
      ) : (
        <>
          <Text tone="muted">
            {t`Events you keep, most recently added first. Press a heart to take an event off the list.`}
          </Text>
          <EventGrid events={data.data} headingLevel={2} />
        </>
      )}
    </Stack>
  )
}
