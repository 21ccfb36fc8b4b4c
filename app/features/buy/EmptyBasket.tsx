import { Button } from '@design-system/Button'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import * as css from './Buy.css'
import { useBuyNavigate } from './useBuyNavigate'

/** Nothing is held (never chosen, given back, or the hold ran out): the way back to choosing. */
export function EmptyBasket({ event }: { event: Schemas['EventDetail'] }) {
  const { t } = useLingui()
  const go = useBuyNavigate(event.id)
  return (
    <div role="status" className={css.panel}>
      <p
        className={css.line}
      >{t`No tickets are held for you: your basket is empty, or its time ran out and the seats went back on sale.`}</p>
      <div className={css.actions}>
        <Button onClick={() => go({ step: 'tickets' })}>{t`Choose tickets`}</Button>
      </div>
    </div>
  )
}
