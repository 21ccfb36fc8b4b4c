import { Trans } from '@lingui/react/macro'

/** The events home; the event listing comes with the screens issue. */
export function EventsScreen() {
  return (
    <h1>
      <Trans>Events</Trans>
    </h1>
  )
}
