import { Button } from '@design-system/Button'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Schemas } from '../../../api/queries'
import * as css from '../Buy.css'
import { paymentMethodNames } from '../names'
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
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof CardDetails, CardProblem>>>({})
  const name = i18n._(paymentMethodNames[method])
  const words: Record<CardProblem, string> = {
    number: t`Please check the card number.`,
    expiry: t`Please enter the expiry date as MM/YY.`,
    expired: t`This card has expired.`,
    code: t`Please enter the 3 or 4 digit security code.`,
  }
  const error = (field: keyof CardDetails) => {
    const problemOf = errors[field]
    return problemOf ? words[problemOf] : undefined
  }
  const set = (field: keyof CardDetails) => (event: { target: { value: string } }) =>
    setCard((current) => ({ ...current, [field]: event.target.value }))

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
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`Payment`}>
      {isCardScheme(method) && (
        <>
          <TextField
            label={t`${name} card number`}
            autoComplete="cc-number"
            inputMode="numeric"
            required
            value={card.number}
            onChange={set('number')}
            error={error('number')}
          />
          <TextField
            label={t`Expiry date (MM/YY)`}
            autoComplete="cc-exp"
            inputMode="numeric"
            required
            value={card.expiry}
            onChange={set('expiry')}
            error={error('expiry')}
          />
          <TextField
            label={t`Security code`}
            hint={t`The 3 digits on the back of the card (4 on the front of an American Express card).`}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            value={card.code}
            onChange={set('code')}
            error={error('code')}
          />
          <p className={css.muted}>
            {t`This demo pays through a simulated payment service and takes no money. Test cards: ${approved} is approved, ${declined} is declined and ${noAnswer} gets no answer; any future expiry date and any 3 digits.`}
          </p>
        </>
      )}
      {isWallet(method) && (
        <p
          className={css.line}
        >{t`Pressing the button approves the payment in ${name} (simulated in this demo).`}</p>
      )}
      {method === 'points' && needed !== undefined && (
        <p className={css.line}>
          {balance === undefined
            ? t`${needed} points will be taken from your balance.`
            : t`${needed} points will be taken from your balance of ${balance} points.`}
        </p>
      )}
      <div role="alert">{problem && <p className={css.problem}>{problem}</p>}</div>
      <div className={css.actions}>
        <Button type="submit" loading={pending}>
          {payLabel}
        </Button>
      </div>
    </form>
  )
}
