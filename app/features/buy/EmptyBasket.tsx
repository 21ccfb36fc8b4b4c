import { Button } from '@design-system/Button'
import { Card } from '@design-system/Card'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { useBuyNavigate } from './useBuyNavigate'

/** Nothing is held (never chosen, given back, or the hold ran out): the way back to choosing. */
export function EmptyBasket({ event }: { event: Schemas['EventDetail'] }) {
  const { t } = useLingui()
  const go = useBuyNavigate(event.id)
  return (
    <Card role="status">
      <Text>{t`No tickets are held for you: your basket is empty, or its time ran out and the seats went back on sale.`}</Text>
      <Inline gap="md">
        <Button onClick={() => go({ step: 'tickets' })}>{t`Choose tickets`}</Button>
      </Inline>
    </Card>
  )
}
