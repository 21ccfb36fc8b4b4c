export { Receipt, type ReceiptProps, type ReceiptRecord, type ReceiptSeat } from './Receipt'
