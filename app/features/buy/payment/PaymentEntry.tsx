import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Inline, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Schemas } from '../../../api/queries'
import { paymentMethodNames } from '../names'
import { CardFields, noCard } from './CardFields'
import {
  type CardDetails,
  type CardProblem,
  cardProblems,
  cardToken,
  demoCards,
  isCardScheme,
  isWallet,
  walletToken,
} from './gatewayCard'

/** Paying with points needs no token; the contract still asks for one. */
export const pointsToken = 'points'

/**
 * The last part of paying: the card's details (checked and turned into the gateway's token in
 * the browser), the wallet's approval, or the points to spend; then the one button that pays.
 * A declined or unanswered payment is said in `problem`, and the buyer can try again at once.
 */
export function PaymentEntry({
  method,
  payLabel,
  pending,
  problem,
  points,
  onPay,
}: {
  method: Schemas['PaymentMethod']
  /** The button, with the amount: "Confirm and pay HK$1,196". */
  payLabel: string
  pending: boolean
  problem: string
  points?: { needed: number; balance?: number }
  onPay: (token: string) => void
}) {
  const { t, i18n } = useLingui()
  const [card, setCard] = useState<CardDetails>(noCard)
  const [errors, setErrors] = useState<Partial<Record<keyof CardDetails, CardProblem>>>({})
  const name = i18n._(paymentMethodNames[method])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isCardScheme(method)) {
      const found = cardProblems(card, new Date())
      setErrors(found)
      if (Object.keys(found).length > 0) return
      onPay(cardToken(method, card.number))
    } else if (isWallet(method)) {
      onPay(walletToken(method))
    } else {
      onPay(pointsToken)
    }
  }

  const { approved, declined, noAnswer } = demoCards
  const needed = points?.needed
  const balance = points?.balance
  return (
    <form onSubmit={submit} noValidate aria-label={t`Payment`}>
      <Stack gap="lg" maxWidth="large">
        {isCardScheme(method) && (
          <>
            <CardFields
              numberLabel={t`${name} card number`}
              card={card}
              problems={errors}
              onChange={setCard}
            />
            <Text tone="muted">
              {t`This demo pays through a simulated payment service and takes no money. Test cards: ${approved} is approved, ${declined} is declined and ${noAnswer} gets no answer; any future expiry date and any 3 digits.`}
            </Text>
          </>
        )}
        {isWallet(method) && (
          <Text>{t`Pressing the button approves the payment in ${name} (simulated in this demo).`}</Text>
        )}
        {method === 'points' && needed !== undefined && (
          <Text>
            {balance === undefined
              ? t`${needed} points will be taken from your balance.`
              : t`${needed} points will be taken from your balance of ${balance} points.`}
          </Text>
        )}
        <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
        <Inline gap="md">
          <Button type="submit" loading={pending}>
            {payLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  )
}
