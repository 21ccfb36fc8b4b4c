// Transaction history (one of the previous six months at a time) and one transaction.
import { errorMessages } from '../../domain/errors'
import { transactionHistoryMonthChoices } from '../../domain/history'
import { hongKongMidnight } from '../../domain/hongKongTime'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf } from '../http/handler'
import { findTransaction, listTransactions } from '../services/transactions'

export const transactionHandlers = {
  getTransactions: async ({ body }, ctx) => {
    const [year, month] = body.month.split('-').map(Number) as [number, number]
    const offered = transactionHistoryMonthChoices(ctx.now()).some(
      (choice) => choice.year === year && choice.month === month,
    )
    if (!offered) {
      const invalid = ctx.i18n._(errorMessages.VALIDATION_FAILED)
      throw new ApiError(400, 'VALIDATION_FAILED', undefined, { month: invalid })
    }
    const from = hongKongMidnight(year, month, 1)
    const to =
      month === 12 ? hongKongMidnight(year + 1, 1, 1) : hongKongMidnight(year, month + 1, 1)
    return { data: await listTransactions(ctx.db, memberOf(ctx).id, from, to) }
  },

  getTransactionDetail: async ({ query }, ctx) => {
    const transaction = await findTransaction(ctx.db, memberOf(ctx).id, query.txnNo)
    if (!transaction) throw new ApiError(404, 'NOT_FOUND')
    return transaction
  },
} satisfies Handlers
