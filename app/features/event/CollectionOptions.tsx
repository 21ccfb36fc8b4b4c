import { DataList } from '@design-system/DataList'
import { formatHkd } from '@design-system/format'
import { List } from '@design-system/List'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import {
  type DeliveryRegion,
  deliveryChangeDeadline,
  deliveryChangeWorkingDays,
  deliveryRegions,
  deliveryTerms,
  isDeliveryAvailable,
} from '../../../domain/delivery'
import { addDays, inHongKong } from '../../../domain/hongKongTime'
import type { Schemas } from '../../api/queries'
import { calendarDate, showDate } from './showTimes'

/**
 * How the tickets reach the buyer: e-ticket, box office, kiosk, and delivery by region with
 * its fee and the last day it can be chosen for the next performance (domain/delivery.ts);
 * then the event's service and handling fees.
 */
export function CollectionOptions({ event, now }: { event: Schemas['EventDetail']; now: Date }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const next = event.performances
    .map((performance) => performance.startsAt)
    .filter((startsAt) => Date.parse(startsAt) > +now)
    .sort()[0]
  const regionNames: Record<DeliveryRegion, string> = {
    hongKong: t`Hong Kong`,
    macau: t`Macau`,
    mainland: t`Mainland China`,
    overseas: t`Overseas`,
  }
  const lastDay = (region: DeliveryRegion) => {
    const { maxDays } = deliveryTerms[region]
    if (!next) return t`At least ${maxDays} days before the show`
    if (!isDeliveryAvailable(region, now, new Date(next))) {
      return t`No longer possible for the next show`
    }
    const day = calendarDate(addDays(inHongKong(Date.parse(next)).isoDate, -maxDays), locale)
    return t`${day} for the next show (${maxDays} days before)`
  }
  const days = (region: DeliveryRegion) => {
    const { minDays, maxDays } = deliveryTerms[region]
    return minDays === maxDays ? t`About ${maxDays} days` : t`${minDays} to ${maxDays} days`
  }
  const nextShow = next ? showDate(next, locale) : ''
  const changeDeadline = next ? calendarDate(deliveryChangeDeadline(new Date(next)), locale) : ''
  const servicePerTicket = formatHkd(event.fees.servicePerTicket, locale)
  const handlingPerTransaction = formatHkd(event.fees.handlingPerTransaction, locale)
  return (
    <>
      <List>
        <li>{t`E-ticket: sent to your account and email as soon as you have paid; no fee.`}</li>
        <li>{t`Box office: collect your tickets at any Citytix box office in its opening hours.`}</li>
        <li>{t`Ticketing kiosk: collect your tickets at a self-service kiosk with your confirmation number.`}</li>
        <li>{t`Delivery: posted to your address for a fee per transaction, if there is time before the show.`}</li>
      </List>
      {next && <Text tone="muted">{t`Next show: ${nextShow}.`}</Text>}
      <Table<DeliveryRegion>
        caption={t`Delivery fees and last days`}
        rowKey={(region) => region}
        rows={deliveryRegions}
        columns={[
          { key: 'region', header: t`Deliver to`, rowHeader: true, render: (r) => regionNames[r] },
          {
            key: 'fee',
            header: t`Fee from`,
            align: 'end',
            render: (r) => formatHkd(deliveryTerms[r].feeFromHkd, locale),
          },
          { key: 'days', header: t`Takes`, render: days },
          { key: 'lastDay', header: t`Last day to choose delivery`, render: lastDay },
        ]}
      />
      {next && (
        <Text tone="muted">
          {t`Changes to delivery are accepted until ${changeDeadline} (${deliveryChangeWorkingDays} working days before the next show).`}
        </Text>
      )}
      <DataList>
        <DataList.Item label={t`Service fee`}>{t`${servicePerTicket} per ticket`}</DataList.Item>
        <DataList.Item
          label={t`Handling fee`}
        >{t`${handlingPerTransaction} per transaction`}</DataList.Item>
      </DataList>
      <Text tone="muted">
        {t`Service, delivery and handling fees are not refundable. Tickets cannot be refunded or exchanged.`}
      </Text>
    </>
  )
}
