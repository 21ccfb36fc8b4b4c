/** One transaction's page: `/Member/TransactionDetail.html?txnNo=T2026120100042`. */
export const transactionHref = (txnNo: string) =>
  `/Member/TransactionDetail.html?txnNo=${encodeURIComponent(txnNo)}`
