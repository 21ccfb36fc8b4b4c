import { formatHkd } from '@design-system/format'
import { RadioGroup } from '@design-system/RadioGroup'
import { Select } from '@design-system/Select'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import type { Region } from '../../../domain/filters'
import type { Schemas } from '../../api/queries'
import { calendarDate } from '../event/showTimes'
import type { DeliveryOption } from './deliveryOptions'
import { collectionMethodHints, collectionMethodNames, regionNames } from './names'

type CollectionMethod = Schemas['CollectionMethod']
const methods: readonly CollectionMethod[] = ['eTicket', 'boxOffice', 'kiosk', 'delivery']

export interface CollectionValue {
  method: CollectionMethod
  region: Region
  address: string
}

/**
 * How the tickets reach the buyer: e-ticket, box office, kiosk, or delivery with the fee and the
 * last day for each region (Hong Kong, Macau, Mainland, overseas) for this show. Regions the post
 * can no longer reach in time cannot be chosen.
 */
export function CollectionChoice({
  value,
  onChange,
  delivery,
  errors,
}: {
  value: CollectionValue
  onChange: (value: CollectionValue) => void
  delivery: readonly DeliveryOption[]
  errors: { address?: string }
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const canDeliver = delivery.some((option) => option.available)
  return (
    <>
      <RadioGroup
        label={t`How would you like to get your tickets?`}
        value={value.method}
        onValueChange={(method) => onChange({ ...value, method: method as CollectionMethod })}
        options={methods.map((method) => ({
          value: method,
          disabled: method === 'delivery' && !canDeliver,
          label: (
            <span>
              {i18n._(collectionMethodNames[method])}
              <Text tone="muted" as="span">
                {' – '}
                {method === 'delivery' && !canDeliver
                  ? t`Too late for this show: the post cannot arrive in time.`
                  : i18n._(collectionMethodHints[method])}
              </Text>
            </span>
          ),
        }))}
      />
      <Table<DeliveryOption>
        caption={t`Delivery fees and last days for this show`}
        rowKey={(option) => option.region}
        rows={delivery}
        columns={[
          {
            key: 'region',
            header: t`Deliver to`,
            rowHeader: true,
            render: (option) => i18n._(regionNames[option.region]),
          },
          {
            key: 'fee',
            header: t`Fee`,
            align: 'end',
            render: (option) => formatHkd(option.feeHkd, locale),
          },
          {
            key: 'lastDay',
            header: t`Last day to choose`,
            render: (option) =>
              option.available ? calendarDate(option.lastDay, locale) : t`Too late for this show`,
          },
        ]}
      />
      {value.method === 'delivery' && (
        <>
          <Select
            label={t`Deliver to`}
            required
            value={value.region}
            onChange={(event) => onChange({ ...value, region: event.target.value as Region })}
            options={delivery.map((option) => {
              const name = i18n._(regionNames[option.region])
              const fee = formatHkd(option.feeHkd, locale)
              return {
                value: option.region,
                label: option.available ? t`${name} (${fee})` : t`${name} (too late for this show)`,
                disabled: !option.available,
              }
            })}
          />
          <TextField
            label={t`Delivery address`}
            hint={t`Flat, floor, building, street and district, as the post needs it.`}
            required
            autoComplete="street-address"
            maxLength={300}
            value={value.address}
            error={errors.address}
            onChange={(event) => onChange({ ...value, address: event.target.value })}
          />
        </>
      )}
    </>
  )
}
