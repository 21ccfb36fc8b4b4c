import { DataList } from '@design-system/DataList'
import { formatHkd } from '@design-system/format'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'

/** What the purchase costs, itemised: tickets, each fee, any discount, and the total. */
export function ChargesList({ charges }: { charges: Schemas['Charges'] }) {
  const { t, i18n } = useLingui()
  const money = (amount: number) => formatHkd(amount, i18n.locale)
  return (
    <DataList valueAlign="end" aria-label={t`Charges`}>
      <DataList.Item label={t`Tickets`}>{money(charges.ticketTotal)}</DataList.Item>
      <DataList.Item label={t`Service fee`}>{money(charges.serviceFee)}</DataList.Item>
      <DataList.Item label={t`Handling fee`}>{money(charges.handlingFee)}</DataList.Item>
      <DataList.Item label={t`Delivery fee`}>{money(charges.deliveryFee)}</DataList.Item>
      {charges.discount > 0 && (
        <DataList.Item label={t`Discount`}>−{money(charges.discount)}</DataList.Item>
      )}
      <DataList.Item strong label={t`Total (HKD)`}>
        {money(charges.grandTotal)}
      </DataList.Item>
    </DataList>
  )
}
