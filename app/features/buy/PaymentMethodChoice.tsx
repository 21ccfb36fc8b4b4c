import { RadioGroup } from '@design-system/RadioGroup'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { pointsBalanceQuery, type Schemas } from '../../api/queries'
import { paymentMethodNames } from './names'

type PaymentMethod = Schemas['PaymentMethod']
export const cardMethods = ['visa', 'mastercard', 'amex', 'unionPay', 'jcb'] as const
export const walletMethods = ['alipayHk', 'wechatPayHk', 'fps'] as const

/** Card, wallet or the member's points; the points option says how many the member has. */
export function PaymentMethodChoice({
  value,
  onChange,
  withPoints = true,
}: {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  withPoints?: boolean
}) {
  const { t, i18n } = useLingui()
  const { data: points } = useQuery({ ...pointsBalanceQuery(), enabled: withPoints })
  const methods: PaymentMethod[] = [
    ...cardMethods,
    ...walletMethods,
    ...(withPoints ? ['points' as const] : []),
  ]
  return (
    <RadioGroup
      label={t`How would you like to pay?`}
      orientation="horizontal"
      value={value}
      onValueChange={(method) => onChange(method as PaymentMethod)}
      options={methods.map((method) => {
        const name = i18n._(paymentMethodNames[method])
        const balance = points?.balance
        return {
          value: method,
          label:
            method === 'points' && balance !== undefined
              ? t`${name} (you have ${balance} points)`
              : name,
        }
      })}
    />
  )
}
