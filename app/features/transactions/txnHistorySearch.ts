// The transaction history's month in the address (`?month=2026-10`): one of the previous six
// months (domain/history.ts); anything else, or none, shows the current month.
import * as v from 'valibot'
import { transactionHistoryMonthChoices } from '../../../domain/history'

export const txnHistorySearchSchema = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
})
export type TxnHistorySearch = v.InferOutput<typeof txnHistorySearchSchema>

/** `2026-10`, as the address and the API write a month. */
export const monthValue = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`

/** The months offered, newest first, as `YYYY-MM`. */
export const monthChoices = (now: Date) => transactionHistoryMonthChoices(now).map(monthValue)

/** The month to show: the one asked for when it is offered, else the current one. */
export function shownMonth(now: Date, asked: string | undefined): string {
  const choices = monthChoices(now)
  return asked && choices.includes(asked) ? asked : (choices[0] as string)
}
