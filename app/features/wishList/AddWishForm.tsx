import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { DataList } from '@design-system/DataList'
import { formatDateTime, formatHkd } from '@design-system/format'
import { Stack } from '@design-system/layout'
import { QuantityPicker } from '@design-system/QuantityPicker'
import { RadioGroup } from '@design-system/RadioGroup'
import { Select } from '@design-system/Select'
import { Skeleton } from '@design-system/Skeleton'
import { Text } from '@design-system/Text'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { isBallotOpen } from '../../../domain/ballot'
import {
  deliveryRegionOfCountry,
  deliveryTerms,
  isDeliveryAvailable,
} from '../../../domain/delivery'
import { errorMessages } from '../../../domain/errors'
import { inHongKong } from '../../../domain/hongKongTime'
import { issueMessages } from '../../../domain/validation/issueMessages'
import { fieldMessages } from '../../../domain/validation/messages'
import {
  wishListMaxTickets,
  wishListSubmissionSchema,
  wishListTicketsLeft,
} from '../../../domain/wishList'
import { createWishMutation, eventQuery, memberInfoQuery, type Schemas } from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { localizedText } from '../../i18n/localizedText'
import { formFailureMessage } from '../forms/formFailure'
import { focusFirstInvalid } from '../forms/useSchemaForm'
import { collectionMethodNames } from '../member/labels'
import { wishEventsQuery } from './wishEventsQuery'

type Method = Schemas['CollectionMethod']
const methods: readonly Method[] = ['eTicket', 'boxOffice', 'kiosk', 'delivery']
type Field = 'eventId' | 'performanceId' | 'priceZoneId' | 'quantity' | 'deliveryMethod'

export interface AddWishFormProps {
  /** Tickets the member's wishes already ask for. */
  ticketsAlready: number
  now: Date
  mutation?: typeof createWishMutation
}

/**
 * Adds one wish (spec §3): an event, one date (one date per submission, spec §5), a ticket
 * type, how many (within the 4 tickets per person) and how to collect them, with the price,
 * delivery fee and total before it is sent. Only shows whose ballot is still open are offered.
 * The choices made survive an expired session (useKeptInput).
 */
export function AddWishForm({
  ticketsAlready,
  now,
  mutation = createWishMutation,
}: AddWishFormProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const formRef = useRef<HTMLFormElement>(null)
  const { data: events } = useSuspenseQuery(wishEventsQuery())
  const member = useQuery({ ...memberInfoQuery(), meta: { quiet: true } })
  const add = useMutation({ ...mutation, meta: { quiet: true } })
  const [eventId, setEventId] = useState('')
  const [performanceId, setPerformanceId] = useState('')
  const [priceZoneId, setPriceZoneId] = useState('')
  const [quantity, setQuantity] = useState(1)
  const [method, setMethod] = useState<Method>('eTicket')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [added, setAdded] = useState('')
  const event = useQuery({ ...eventQuery(Number(eventId)), enabled: eventId !== '' })
  const choices = { eventId, performanceId, priceZoneId, quantity, method }
  useKeptInput('addWish', choices, (kept: typeof choices) => {
    setEventId(kept.eventId)
    setPerformanceId(kept.performanceId)
    setPriceZoneId(kept.priceZoneId)
    setQuantity(kept.quantity)
    setMethod(kept.method)
  })

  const left = wishListTicketsLeft(ticketsAlready)
  const max = wishListMaxTickets
  // what was just added stays said when the form gives way to the limit
  const addedNote = <div role="status">{added && <Text>{added}</Text>}</div>
  if (left === 0) {
    return (
      <>
        {addedNote}
        <Callout tone="warning">{i18n._(errorMessages.WISH_LIST_LIMIT)}</Callout>
      </>
    )
  }

  const detail = event.data
  const performances = (detail?.performances ?? []).filter((p) =>
    isBallotOpen(now, new Date(p.startsAt)),
  )
  const performance = performances.find((p) => String(p.id) === performanceId)
  const zones = (detail?.priceZones ?? []).filter(
    (zone) => !performance || performance.priceZoneIds.includes(zone.id),
  )
  const zone = zones.find((z) => String(z.id) === priceZoneId)
  const country = member.data?.address.country
  const region = country ? deliveryRegionOfCountry(country) : 'hongKong'
  const deliveryOpen =
    !performance || isDeliveryAvailable(region, now, new Date(performance.startsAt))
  const deliveryFee = method === 'delivery' ? deliveryTerms[region].feeFromHkd : 0
  const money = (amount: number) => formatHkd(amount, locale)
  const count = Math.min(quantity, left)

  const clear = (...fields: Field[]) =>
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([k]) => !fields.includes(k as Field))),
    )

  const submit = () => {
    const found: Partial<Record<Field, string>> = {}
    const choose = i18n._(fieldMessages.choiceRequired)
    if (!eventId) found.eventId = choose
    else if (!performance) found.performanceId = choose
    else if (!zone) found.priceZoneId = choose
    if (performance && zone) {
      // the domain's rules for a submission: one date, within the 4 tickets
      const checked = v.safeParse(wishListSubmissionSchema(ticketsAlready), {
        preferences: [
          {
            ticketTypeId: String(zone.id),
            venueId: detail?.venue.id,
            date: inHongKong(Date.parse(performance.startsAt)).isoDate,
            quantity: count,
          },
        ],
      })
      if (!checked.success) {
        const messages = issueMessages(checked.issues, i18n)
        const message = Object.values(messages)[0]
        if (message) found.quantity = message
      }
    }
    if (method === 'delivery' && !deliveryOpen) {
      found.deliveryMethod = i18n._(errorMessages.DELIVERY_UNAVAILABLE)
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !performance || !zone) {
      focusFirstInvalid(formRef.current)
      return
    }
    const name = detail ? localizedText(detail.title, locale) : ''
    setAdded('')
    add.mutate(
      {
        performanceId: performance.id,
        priceZoneId: zone.id,
        quantity: count,
        deliveryMethod: method,
      },
      {
        onSuccess: (entry) => {
          const place = entry.sequence
          setAdded(t`${name} is in your wish list as preference ${place}.`)
          setPerformanceId('')
          setPriceZoneId('')
          setQuantity(1)
        },
      },
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <Stack gap="lg" maxWidth="form">
        <Select
          label={t`Event`}
          required
          placeholder={t`Choose an event`}
          value={eventId}
          error={errors.eventId}
          onChange={(e) => {
            setEventId(e.target.value)
            setPerformanceId('')
            setPriceZoneId('')
            clear('eventId', 'performanceId', 'priceZoneId')
          }}
          options={events.data.map((item) => ({
            value: String(item.id),
            label: localizedText(item.title, locale),
          }))}
        />
        {eventId !== '' && event.isPending && <Skeleton width="100%" height="2.75rem" />}
        {detail && performances.length === 0 && (
          <Callout tone="warning">{t`The ballot has closed for every show of this event. Please choose another event.`}</Callout>
        )}
        {detail && performances.length > 0 && (
          <>
            <Select
              label={t`Date`}
              required
              hint={t`One date per wish: add another wish for another date.`}
              placeholder={t`Choose a date`}
              value={performanceId}
              error={errors.performanceId}
              onChange={(e) => {
                setPerformanceId(e.target.value)
                setPriceZoneId('')
                clear('performanceId', 'priceZoneId', 'deliveryMethod')
              }}
              options={performances.map((p) => ({
                value: String(p.id),
                label: formatDateTime(p.startsAt, locale),
              }))}
            />
            <Select
              label={t`Ticket type`}
              required
              placeholder={t`Choose a ticket type`}
              value={priceZoneId}
              error={errors.priceZoneId}
              onChange={(e) => {
                setPriceZoneId(e.target.value)
                clear('priceZoneId')
              }}
              options={zones.map((z) => ({
                value: String(z.id),
                label: `${localizedText(z.name, locale)} · ${money(z.price)}`,
              }))}
            />
            <QuantityPicker
              label={t`Tickets`}
              min={1}
              max={left}
              value={count}
              onChange={(n) => {
                setQuantity(n)
                clear('quantity')
              }}
              limitMessage={t`${plural(left, { one: `You can wish for # more ticket: ${max} per person in all.`, other: `You can wish for # more tickets: ${max} per person in all.` })}`}
            />
            {errors.quantity && (
              <Callout role="alert" tone="danger">
                {errors.quantity}
              </Callout>
            )}
            <RadioGroup
              label={t`Collection`}
              value={method}
              error={errors.deliveryMethod}
              onValueChange={(value) => {
                setMethod(value as Method)
                clear('deliveryMethod')
              }}
              options={methods.map((m) => ({
                value: m,
                label: i18n._(collectionMethodNames[m]),
                disabled: m === 'delivery' && !deliveryOpen,
              }))}
            />
            {performance && zone && (
              <DataList aria-label={t`Your wish`}>
                <DataList.Item label={t`Venue`}>
                  {detail ? localizedText(detail.venue.name, locale) : ''}
                </DataList.Item>
                <DataList.Item label={t`Date`}>
                  {formatDateTime(performance.startsAt, locale)}
                </DataList.Item>
                <DataList.Item
                  label={t`Seats`}
                >{t`${localizedText(zone.name, locale)}, given when matched`}</DataList.Item>
                <DataList.Item label={t`Price per ticket`}>{money(zone.price)}</DataList.Item>
                <DataList.Item label={t`Delivery fee`}>{money(deliveryFee)}</DataList.Item>
                <DataList.Item label={t`Total, paid with points if matched`}>
                  {money(zone.price * count + deliveryFee)}
                </DataList.Item>
              </DataList>
            )}
          </>
        )}
        {add.isError && (
          <Callout role="alert" tone="danger">
            {formFailureMessage(add.error, i18n)}
          </Callout>
        )}
        {addedNote}
        <div>
          <Button type="submit" variant="primary" loading={add.isPending}>
            {t`Add to wish list`}
          </Button>
        </div>
      </Stack>
    </form>
  )
}
