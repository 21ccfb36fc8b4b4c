import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'

/**
 * The movie category lists film festivals and screenings sold as events; the cinemas' own
 * showtimes are on the cinema page, which a film-goer looking here would otherwise not find.
 */
export function CinemaPointer() {
  const { t } = useLingui()
  return (
    <Callout tone="info" title={t`Looking for cinema showtimes?`}>
      <Stack gap="sm" align="start">
        <Text>
          {t`Films at the Citytix cinemas have their own schedule, with seats to choose for every show.`}
        </Text>
        <ButtonLink href="/Cinema.html" variant="secondary">
          {t`See the cinema schedule`}
        </ButtonLink>
      </Stack>
    </Callout>
  )
}
