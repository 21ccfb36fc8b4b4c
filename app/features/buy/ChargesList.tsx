import { formatHkd } from '@design-system/format'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import * as css from './Buy.css'

/** What the purchase costs, itemised: tickets, each fee, any discount, and the total. */
export function ChargesList({ charges }: { charges: Schemas['Charges'] }) {
  const { t, i18n } = useLingui()
  const money = (amount: number) => formatHkd(amount, i18n.locale)
  return (
    <dl className={css.pairs} aria-label={t`Charges`}>
      <dt>{t`Tickets`}</dt>
      <dd>{money(charges.ticketTotal)}</dd>
      <dt>{t`Service fee`}</dt>
      <dd>{money(charges.serviceFee)}</dd>
      <dt>{t`Handling fee`}</dt>
      <dd>{money(charges.handlingFee)}</dd>
      <dt>{t`Delivery fee`}</dt>
      <dd>{money(charges.deliveryFee)}</dd>
      {charges.discount > 0 && (
        <>
          <dt>{t`Discount`}</dt>
          <dd>−{money(charges.discount)}</dd>
        </>
      )}
      <dt className={css.total}>{t`Total (HKD)`}</dt>
      <dd className={css.total}>{money(charges.grandTotal)}</dd>
    </dl>
  )
}
