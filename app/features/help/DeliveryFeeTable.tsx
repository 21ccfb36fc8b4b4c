import { formatHkd } from '@design-system/format'
import { Table } from '@design-system/Table'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type DeliveryRegion, deliveryRegions, deliveryTerms } from '../../../domain/delivery'

/**
 * Delivery fees and the last day delivery can be chosen, by region (spec §9), straight from
 * domain/delivery.ts. With a range of days the longest counts, as the checkout does.
 */
export function DeliveryFeeTable() {
  const { t, i18n } = useLingui()
  const names: Record<DeliveryRegion, string> = {
    hongKong: t`Hong Kong`,
    macau: t`Macau`,
    mainland: t`Mainland China`,
    overseas: t`Overseas`,
  }
  const days = (count: number) => t`${plural(count, { one: '# day', other: '# days' })}`
  const rows = deliveryRegions.map((region) => {
    const { feeFromHkd, minDays, maxDays } = deliveryTerms[region]
    const takes = minDays === maxDays ? days(maxDays) : t`${minDays}–${maxDays} days`
    const fee = formatHkd(feeFromHkd, i18n.locale)
    return {
      region,
      name: names[region],
      fee: t`From ${fee}`,
      takes,
      lastDay: t`${plural(maxDays, { one: '# day before the show', other: '# days before the show' })}`,
    }
  })
  return (
    <Table
      caption={t`Delivery fees per transaction and the last day to choose delivery`}
      rowKey={(row) => row.region}
      rows={rows}
      columns={[
        { key: 'name', header: t`Delivery to`, rowHeader: true },
        { key: 'fee', header: t`Fee` },
        { key: 'takes', header: t`Delivery takes about` },
        { key: 'lastDay', header: t`Choose delivery at least` },
      ]}
    />
  )
}
