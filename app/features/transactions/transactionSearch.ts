import { searchSchema, text } from '../../routing/searchParams'

/** `/Member/TransactionDetail.html?txnNo=T2026120100042`; anything else reads as no transaction. */
export const transactionSearchSchema = searchSchema({
  // the router reads an all-digit number as a number
  txnNo: text({ numbers: true, trim: true, upperCase: true, pattern: /^[A-Z0-9-]{6,30}$/ }),
})
