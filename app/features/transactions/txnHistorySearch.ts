// The transaction history's month in the address (`?month=2026-10`): one of the previous six
// months (domain/history.ts); anything else, or none, shows the current month.
import { transactionHistoryMonthChoices } from '../../../domain/history'
import { type SearchOf, searchSchema, text } from '../../routing/searchParams'

export const txnHistorySearchSchema = searchSchema({
  month: text({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }),
})
export type TxnHistorySearch = SearchOf<typeof txnHistorySearchSchema>

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
