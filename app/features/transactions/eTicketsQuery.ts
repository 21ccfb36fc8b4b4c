import { receiptQuery } from '../../api/queries'

/**
 * The receipt, for its e-ticket codes (the QR each ticket shows at the door). Quiet: the
 * transaction's page reads well without them.
 */
export const eTicketsQuery = (txnNo: string) => ({ ...receiptQuery(txnNo), meta: { quiet: true } })
