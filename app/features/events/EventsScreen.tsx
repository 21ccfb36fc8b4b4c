import { Trans } from '@lingui/react/macro'
import { Button } from '../../../design-system/Button/Button'

export function EventsScreen() {
  return (
    <main>
      <h1>
        <Trans>Events</Trans>
      </h1>
      <Button>
        <Trans>Browse events</Trans>
      </Button>
    </main>
  )
}
