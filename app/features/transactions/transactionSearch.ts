import * as v from 'valibot'

/** `/Member/TransactionDetail.html?txnNo=T2026120100042`; anything else reads as no transaction. */
export const transactionSearchSchema = v.object({
  txnNo: v.fallback(
    v.optional(
      v.pipe(
        // the router reads an all-digit number as a number
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim().toUpperCase()),
        v.regex(/^[A-Z0-9-]{6,30}$/),
      ),
    ),
    undefined,
  ),
})
