import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Checkbox } from '@design-system/Checkbox'
import { DataList } from '@design-system/DataList'
import { formatHkd } from '@design-system/format'
import { Inline, Stack } from '@design-system/layout'
import { SeatMap } from '@design-system/SeatMap'
import { Select } from '@design-system/Select'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { cinemaCharges } from '../../../domain/charges'
import { cinemaMaxTicketsPerBooking } from '../../../domain/cinema'
import { cinemaCourierFeeHkd } from '../../../domain/delivery'
import { type Region, regions } from '../../../domain/filters'
import { isApiError } from '../../api/errors'
import { cinemaSeatPlanQuery, createCinemaBookingMutation, type Schemas } from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from '../buy/failureMessage'
import { regionNames } from '../buy/names'
import { seatPlanRefreshMs } from '../buy/SeatChoice'
import { cinemaSeatPlan, seatsById } from '../buy/seatPlanView'
import { useSeatSelection } from '../buy/useSeatSelection'
import { BookingContact, type Contact } from './BookingContact'
import { bookingRequest, type DraftField } from './bookingRequest'
import { CaptchaField } from './CaptchaField'
import { MemberLogin } from './MemberLogin'
import { type ClassCounts, TicketClasses, ticketsOf } from './TicketClasses'
import { useCinemaNavigate } from './useCinemaNavigate'

/**
 * Seats, tickets and the booking's details on one form, confirmed at once: consecutive seats on
 * the plan (asked again while the buyer chooses), a class for each ticket, the courier, a
 * visitor's contact details and the code in the picture. The total is worked out as they go.
 */
export function ShowBooking({ show, date }: { show: Schemas['CinemaShow']; date: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const go = useCinemaNavigate()
  const { isLogin, welcome } = useLoginState()
  const { data } = useSuspenseQuery({
    ...cinemaSeatPlanQuery(show.id),
    refetchInterval: seatPlanRefreshMs,
    meta: { quiet: true },
  })
  const house = localizedText(show.house, locale)
  const plan = useMemo(() => cinemaSeatPlan(data, house), [data, house])
  const seats = useMemo(() => seatsById(plan), [plan])
  const { selected, choose, taken } = useSeatSelection(seats)
  const [counts, setCounts] = useState<ClassCounts>({})
  const [courier, setCourier] = useState(false)
  const [region, setRegion] = useState<Region>('hongKong')
  const [address, setAddress] = useState('')
  const [contact, setContact] = useState<Contact>({ name: '', phone: '', email: '' })
  const [captchaId, setCaptchaId] = useState<string>()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({})
  const [problem, setProblem] = useState('')
  const book = useMutation({ ...createCinemaBookingMutation, meta: { quiet: true } })
  const onPicture = useCallback((id: string | undefined) => {
    setCaptchaId(id)
    setCode('')
  }, [])

  const tickets = ticketsOf(selected.length, counts)
  const priceOf = new Map(show.prices.map((price) => [price.ticketClass, price.price]))
  const charges = cinemaCharges({
    ticketPricesCents: tickets.flatMap((line) =>
      Array<number>(line.quantity).fill(Math.round((priceOf.get(line.ticketClass) ?? 0) * 100)),
    ),
    serviceFeePerTicketCents: Math.round(show.serviceFee * 100),
    courier,
  })
  const money = (cents: number) => formatHkd(cents / 100, locale)
  const courierFee = formatHkd(cinemaCourierFeeHkd, locale)
  const max = cinemaMaxTicketsPerBooking

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setProblem('')
    const result = bookingRequest({
      showId: show.id,
      rows: plan.sections.flatMap((section) => section.rows),
      seatIds: selected,
      counts,
      courier,
      region,
      address,
      contact: isLogin ? null : contact,
      captchaId,
      captchaCode: code,
      maxSeats: cinemaMaxTicketsPerBooking,
    })
    if ('problems' in result) {
      const found = Object.fromEntries(
        Object.entries(result.problems).map(([field, message]) => [field, i18n._(message)]),
      )
      setErrors(found)
      setProblem(found.seats ?? t`Please check the details marked below.`)
      return
    }
    setErrors({})
    book.mutate(result.request, {
      onSuccess: (preview) => go({ date, show: show.id, booking: preview.bookingId }),
      onError: (error) => {
        // the picture is used up, right or wrong: a new one comes with the refreshed query
        if (isApiError(error, 'BOT_CHECK_FAILED') || isApiError(error, 'BOT_CHECK_REQUIRED')) {
          setErrors({ captcha: error.message })
        }
        setProblem(failureMessage(i18n, error, cinemaMaxTicketsPerBooking))
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Book seats`}>
      <Stack gap="xl">
        <Card as="section" aria-label={t`Seats`}>
          <Text tone="muted">
            {t`Choose up to ${max} seats next to each other in one row. Drag to move the plan; pinch, or hold Ctrl and turn the mouse wheel, to zoom.`}
          </Text>
          <SeatMap
            plan={plan}
            selectedIds={selected}
            onSelectionChange={(ids) => {
              choose(ids)
              setErrors((current) => ({ ...current, seats: undefined }))
            }}
            maxSeats={cinemaMaxTicketsPerBooking}
            front="screen"
            label={t`Seat plan of ${house}`}
          />
          <div role="status">{taken && <Callout tone="danger">{taken}</Callout>}</div>
        </Card>
        <Card as="section" aria-label={t`Tickets`}>
          <TicketClasses
            show={show}
            seatCount={selected.length}
            counts={counts}
            onChange={setCounts}
          />
        </Card>
        <Card as="section" aria-label={t`Collection`}>
          <Checkbox
            label={t`Deliver the tickets by courier (${courierFee} per booking)`}
            hint={t`Without the courier your tickets are e-tickets with a QR code to show at the entrance.`}
            checked={courier}
            onChange={(event) => setCourier(event.target.checked)}
          />
          {courier && (
            <>
              <Select
                label={t`Deliver to`}
                value={region}
                onChange={(event) => setRegion(event.target.value as Region)}
                options={regions.map((value) => ({ value, label: i18n._(regionNames[value]) }))}
              />
              <TextField
                label={t`Delivery address`}
                required
                autoComplete="street-address"
                maxLength={300}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                error={errors.address}
              />
            </>
          )}
        </Card>
        <Card as="section" aria-label={t`Contact`}>
          {isLogin ? (
            <Text>{t`You are booking as ${welcome}; the booking will be in your transaction history.`}</Text>
          ) : (
            <>
              <MemberLogin />
              <BookingContact value={contact} onChange={setContact} errors={errors} />
            </>
          )}
        </Card>
        <Card as="section" aria-label={t`Check and confirm`}>
          <CaptchaField code={code} onCode={setCode} onPicture={onPicture} error={errors.captcha} />
          <DataList valueAlign="end" aria-label={t`Total`}>
            <DataList.Item label={t`Tickets`}>{money(charges.ticketTotalCents)}</DataList.Item>
            <DataList.Item label={t`Service fee`}>{money(charges.serviceFeeCents)}</DataList.Item>
            <DataList.Item label={t`Courier`}>{money(charges.deliveryFeeCents)}</DataList.Item>
            <DataList.Item strong label={t`Total (HKD)`}>
              {money(charges.grandTotalCents)}
            </DataList.Item>
          </DataList>
          <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
          <Inline gap="md">
            <Button type="submit" loading={book.isPending}>
              {t`Confirm`}
            </Button>
          </Inline>
          <Text tone="muted">{t`Your seats are held for a few minutes while you check the preview and pay.`}</Text>
        </Card>
      </Stack>
    </form>
  )
}
