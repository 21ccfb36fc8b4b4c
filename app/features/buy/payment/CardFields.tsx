import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import type { CardDetails, CardProblem } from './gatewayCard'

export const noCard: CardDetails = { number: '', expiry: '', code: '' }

/**
 * The simulated gateway's card fields (number, expiry, security code), as every checkout asks
 * for a card: the event and cinema payment steps and buying points. `problems` come from
 * `cardProblems`, which checks them all the same way.
 */
export function CardFields({
  numberLabel,
  card,
  problems,
  onChange,
}: {
  numberLabel: string
  card: CardDetails
  problems: Partial<Record<keyof CardDetails, CardProblem>>
  onChange: (card: CardDetails) => void
}) {
  const { t } = useLingui()
  const words: Record<CardProblem, string> = {
    number: t`Please check the card number.`,
    expiry: t`Please enter the expiry date as MM/YY.`,
    expired: t`This card has expired.`,
    code: t`Please enter the 3 or 4 digit security code.`,
  }
  const error = (field: keyof CardDetails) => {
    const problem = problems[field]
    return problem ? words[problem] : undefined
  }
  const set = (field: keyof CardDetails) => (event: { target: { value: string } }) =>
    onChange({ ...card, [field]: event.target.value })
  return (
    <>
      <TextField
        label={numberLabel}
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
    </>
  )
}
