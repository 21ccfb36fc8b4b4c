import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { PromoTiles } from '@design-system/PromoTiles'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { localizedText } from '../../i18n/localizedText'
import { eventHref } from './eventCardProps'
import { homeExtras } from './homeQueries'

/** The pop-up event list: promoted events as picture tiles, each opening the event's page. */
export function HomeHighlights() {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const popups = useQuery(homeExtras.popups())
  const tiles = popups.data?.data ?? []
  if (tiles.length === 0) return null
  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg">
      <Heading level={2} id={headingId}>
        {t`Don’t miss`}
      </Heading>
      <PromoTiles
        tiles={tiles.map((popup) => ({
          id: String(popup.id),
          title: localizedText(popup.title, i18n.locale),
          imageSrc: popup.imageUrl,
          href: eventHref(popup.eventId),
        }))}
      />
    </Stack>
  )
}
