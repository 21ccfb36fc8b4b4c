import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { DataList } from '@design-system/DataList'
import { formatCount, formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { RadioGroup } from '@design-system/RadioGroup'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { fieldMessages } from '../../../domain/validation/messages'
import { buyPointsMutation, configQuery, pointPackagesQuery } from '../../api/queries'
import { CardFields, noCard } from '../buy/payment/CardFields'
import { type CardDetails, type CardProblem, cardProblems } from '../buy/payment/gatewayCard'
import { focusFirstInvalid } from '../forms/useSchemaForm'
import { paymentMethodNames } from '../member/labels'
import { buyPointsFailure } from './buyPointsFailure'
import {
  needsCard,
  type PointsPaymentMethod,
  pointsPaymentMethods,
  simulatedCardToken,
} from './simulatedCardToken'

type Errors = Partial<Record<'packageId' | 'paymentMethod', string>> & {
  card?: Partial<Record<keyof CardDetails, CardProblem>>
}
interface Choice {
  packageId: string
  method: string
  card: CardDetails
}

/**
 * Buy a points package (spec §3 "points total, payment amount") through the payment gateway:
 * choose the package and how to pay; the new balance is shown once paid. A declined or
 * unanswered payment adds nothing and says so. `mutation` is the contract call (stories pass a
 * stand-in).
 */
export function BuyPointsForm({
  mutation = buyPointsMutation,
}: {
  mutation?: typeof buyPointsMutation
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const { data: packages } = useSuspenseQuery(pointPackagesQuery())
  const config = useQuery(configQuery())
  const buy = useMutation({ ...mutation, meta: { quiet: true } })
  const [packageId, setPackageId] = useState('')
  const [method, setMethod] = useState<PointsPaymentMethod | ''>('')
  const [card, setCard] = useState<CardDetails>(noCard)
  const [errors, setErrors] = useState<Errors>({})
  const [tried, setTried] = useState(false)

  useEffect(() => {
    if (buy.isSuccess) doneRef.current?.focus()
  }, [buy.isSuccess])

  const check = (next: Choice): Errors => {
    const found: Errors = {}
    if (!next.packageId) found.packageId = i18n._(fieldMessages.choiceRequired)
    if (!next.method) found.paymentMethod = i18n._(fieldMessages.choiceRequired)
    else if (needsCard(next.method as PointsPaymentMethod)) {
      // the same checks as the event and cinema checkouts
      const card = cardProblems(next.card, new Date())
      if (Object.keys(card).length > 0) found.card = card
    }
    return found
  }
  const recheck = (next: Partial<Choice>) => {
    if (tried) setErrors(check({ packageId, method, card, ...next }))
  }

  const chosen = packages.data.find((p) => String(p.id) === packageId)
  const payLabel = chosen ? t`Pay ${formatHkd(chosen.price, locale)}` : t`Pay`

  return (
    <Stack gap="lg" maxWidth="form">
      {buy.isSuccess && (
        <Callout ref={doneRef} tabIndex={-1} role="status" tone="success">
          <Heading level={3} size="md" tone="success">{t`Points bought`}</Heading>
          <DataList>
            <DataList.Item label={t`Transaction no.`}>{buy.data.txnNo}</DataList.Item>
            <DataList.Item label={t`Points added`}>
              {formatCount(buy.data.points, locale)}
            </DataList.Item>
            <DataList.Item label={t`Paid`}>
              {formatHkd(buy.data.paymentAmount, locale)}
            </DataList.Item>
            <DataList.Item label={t`Your balance now`}>
              {formatCount(buy.data.balance, locale)}
            </DataList.Item>
          </DataList>
          {config.data?.showWishList && (
            <Text>
              {t`A wish waiting for points can now be paid again under Member Services > Wish List.`}{' '}
              <Link href="/Member/WishList.html">{t`Go to my wish list`}</Link>
            </Text>
          )}
        </Callout>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          const found = check({ packageId, method, card })
          setErrors(found)
          if (Object.keys(found).length > 0 || !method) return focusFirstInvalid(formRef.current)
          buy.mutate({
            packageId: Number(packageId),
            paymentMethod: method,
            cardToken: simulatedCardToken(method, card.number),
          })
        }}
      >
        <Stack gap="lg" maxWidth="form">
          <RadioGroup
            label={t`Package`}
            required
            value={packageId}
            onValueChange={(value) => {
              setPackageId(value)
              recheck({ packageId: value })
            }}
            error={errors.packageId}
            options={packages.data.map((p) => {
              const points = formatCount(p.points, locale)
              const price = formatHkd(p.price, locale)
              return { value: String(p.id), label: t`${points} points for ${price}` }
            })}
          />
          <RadioGroup
            label={t`Pay with`}
            required
            value={method}
            onValueChange={(value) => {
              setMethod(value as PointsPaymentMethod)
              recheck({ method: value })
            }}
            error={errors.paymentMethod}
            options={pointsPaymentMethods.map((m) => ({
              value: m,
              label: i18n._(paymentMethodNames[m]),
            }))}
          />
          {method && needsCard(method) && (
            <>
              <CardFields
                numberLabel={t`Card number`}
                card={card}
                problems={errors.card ?? {}}
                onChange={(next) => {
                  setCard(next)
                  recheck({ card: next })
                }}
              />
              <Text>
                {t`Payments here go to a test payment service: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined; any future expiry date and any 3 digits.`}
              </Text>
            </>
          )}
          {buy.isError && (
            <Callout role="alert" tone="danger">
              {buyPointsFailure(buy.error, i18n)}
            </Callout>
          )}
          <div>
            <Button type="submit" variant="primary" loading={buy.isPending}>
              {payLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  )
}
